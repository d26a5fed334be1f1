// @vitest-environment node
// A new user gets from `npm install` to a working upload
// against the fake service by following the README alone. This test is that
// user: it packs the built package, makes an empty app, installs what the
// README's "Quick start: components" installs, writes the three files exactly
// as the README shows them, runs `vite`, and uploads a file in Chromium.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { DIST, ROOT } from './distGraph';

// `npm test` passes its own npm_config_* settings down; keep only those that
// say where packages come from, so the install behaves like a user's.
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => !/^npm_config_/i.test(k) || /^npm_config_(registry|cache|userconfig|globalconfig)$/i.test(k),
  ),
);
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, env: npmEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });

/** The version this repository tests with, so the install comes from the npm cache. */
const installed = (name: string) => `${name}@${JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version}`;

/** The code blocks of the README's "Quick start: components", in order, with their language. */
function quickStartBlocks(): { lang: string; code: string }[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Quick start: components');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)\n```/g)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let work: string;
let app: string;
let vite: ChildProcess | undefined;
let viteOutput = '';
let url: string;

beforeAll(async () => {
  expect(readFileSync(join(DIST, 'index.js'), 'utf8').length, 'dist/ is built (npm run build)').toBeGreaterThan(0);
  work = mkdtempSync(join(tmpdir(), 'chatbot-kit-quick-start-'));
  const [packed] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT)) as { filename: string }[];

  // The README's shell steps, with the packed file in place of the registry name.
  const blocks = quickStartBlocks();
  const setup = blocks[0]!;
  expect(setup.lang).toBe('sh');
  expect(setup.code).toContain('npm install chatbot-kit @tanstack/react-query react react-dom');
  expect(setup.code).toContain('npm install --save-dev vite @vitejs/plugin-react');
  app = join(work, 'my-console');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'my-console', private: true, type: 'module' }, null, 2));
  const deps = ['@tanstack/react-query', 'react', 'react-dom'].map(installed);
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', join(work, packed!.filename), ...deps], app);
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-dev', installed('vite'), installed('@vitejs/plugin-react')], app);

  // The three files, exactly as the README shows them.
  const files: Record<string, { lang: string; code: string } | undefined> = {
    'index.html': blocks.find((b) => b.lang === 'html'),
    'vite.config.ts': blocks.find((b) => b.lang === 'ts'),
    'src/main.tsx': blocks.find((b) => b.lang === 'tsx'),
  };
  for (const [path, block] of Object.entries(files)) {
    expect(block, `README shows ${path}`).toBeDefined();
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), `${block!.code}\n`);
  }
  expect(blocks.some((b) => b.lang === 'sh' && b.code.trim() === 'npx vite')).toBe(true);

  // `npx vite`, on a free loopback port.
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  vite = spawn(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: app,
    env: { ...npmEnv, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  vite.stdout!.on('data', (chunk: Buffer) => (viteOutput += chunk.toString()));
  vite.stderr!.on('data', (chunk: Buffer) => (viteOutput += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (vite.exitCode !== null) throw new Error(`vite exited: ${viteOutput}`);
    if (Date.now() > deadline) throw new Error(`vite did not answer within 60 s: ${viteOutput}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(async () => {
  if (vite && vite.exitCode === null) {
    const exited = new Promise((resolve) => vite!.once('exit', resolve));
    vite.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (vite.exitCode === null) vite.kill('SIGKILL');
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('README "Quick start: components", followed by a new user', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, timeout: 30_000 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a chosen file to the fake service and shows its listings', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.setDefaultTimeout(30_000);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    try {
      await page.goto(url);
      // The first visit may reload once while Vite optimises the dependencies: wait for the settled page.
      await page.locator('.ck-real-estate-browser[data-state="ready"]').waitFor();
      expect(await page.getByRole('article').count()).toBe(20);

      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('button[data-part="trigger"]').click()]);
      await chooser.setFiles({ name: 'faq.txt', mimeType: 'text/plain', buffer: Buffer.from('Q: Opening hours? A: 9 to 5.') });
      await page.locator('li[data-state="done"]').filter({ hasText: 'faq.txt' }).waitFor();
      await expect.poll(() => logs).toContain('faq.txt: FileStoreId 34317');
    } finally {
      await page.close();
    }
  });

  it('builds for production with `vite build` (the fake only runs with the dev server)', () => {
    const out = execFileSync(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: app,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...npmEnv, NO_COLOR: '1' },
    });
    expect(out).toMatch(/built in/);
    expect(readFileSync(join(app, 'dist/index.html'), 'utf8')).toContain('<div id="root"></div>');
    // Proxy mode: the page's bundle holds no key, not even the fake's.
    const assets = readdirSync(join(app, 'dist/assets')).map((name) => readFileSync(join(app, 'dist/assets', name), 'utf8'));
    expect(assets.join('\n')).toContain('/api/chatbot');
    for (const key of ['fake-secret-key', 'fake-session-key']) expect(assets.join('\n')).not.toContain(key);
  });
});
