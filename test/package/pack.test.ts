// The published tarball: what `npm pack` ships, and whether it
// installs into an empty project and imports under plain Node.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, ROOT } from './distGraph';

interface PackResult {
  filename: string;
  files: { path: string }[];
}

// `npm test` passes its own npm_config_* settings down; keep only those that
// say where packages come from, so the nested installs behave like a user's.
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => !/^npm_config_/i.test(k) || /^npm_config_(registry|cache|userconfig|globalconfig)$/i.test(k),
  ),
);
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, env: npmEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Runs an ES module snippet under Node in `cwd` and returns what it printed as JSON. */
const nodeEval = (code: string, cwd: string): unknown =>
  JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd, encoding: 'utf8' }));

const exportNames = (specifier: string, cwd: string) =>
  nodeEval(`const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m).sort()));`, cwd) as string[];

const ENTRIES = ['core', 'testing', 'server'] as const;

describe('npm pack --dry-run', () => {
  let files: string[];
  beforeAll(() => {
    const [result] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT)) as PackResult[];
    files = result!.files.map((f) => f.path);
  });

  it('ships only dist/, package.json and the README', () => {
    const unexpected = files.filter((p) => !/^(dist\/|package\.json$|README\.md$|LICEN[CS]E)/i.test(p));
    expect(unexpected).toEqual([]);
  });

  it('lists no tests, stories or Storybook config', () => {
    const leaked = files.filter(
      (p) => /(^|\/)(test|tests|__tests__|stories|\.storybook)\//.test(p) || /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(p),
    );
    expect(leaked).toEqual([]);
  });

  it('ships every file named in "exports"', () => {
    for (const target of ['dist/index.js', 'dist/index.d.ts', 'dist/styles.css']) expect(files).toContain(target);
    for (const entry of ENTRIES) {
      expect(files).toContain(`dist/${entry}/index.js`);
      expect(files).toContain(`dist/${entry}/index.d.ts`);
    }
  });
});

describe('the packed tarball in an empty project', () => {
  const work = mkdtempSync(join(tmpdir(), 'chatbot-kit-pack-'));
  const app = join(work, 'app');

  beforeAll(() => {
    const [packed] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT)) as PackResult[];
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    // Peers left out on purpose: a Node service that only uses core, server
    // or testing must not need React. zod comes from the
    // npm cache when they are there (`npm ci` put them there).
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--omit=peer', join(work, packed!.filename)], app);
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('installs without React, so the checks below prove the entries need none', () => {
    expect(existsSync(join(app, 'node_modules/chatbot-kit/package.json'))).toBe(true);
    expect(existsSync(join(app, 'node_modules/react'))).toBe(false);
  });

  it('chatbot-kit/testing starts the fake server under Node', () => {
    const started = nodeEval(
      `const { startFakeChatbotServer } = await import('chatbot-kit/testing');
       const server = await startFakeChatbotServer();
       const ok = server.url.startsWith('http://127.0.0.1:');
       await server.close();
       console.log(JSON.stringify(ok));`,
      app,
    );
    expect(started).toBe(true);
  });

  it.each(ENTRIES)('chatbot-kit/%s imports under Node with the same exports as the build', (entry) => {
    const installed = exportNames(`chatbot-kit/${entry}`, app);
    const built = exportNames(pathToFileURL(join(DIST, entry, 'index.js')).href, ROOT);
    expect(installed).toEqual(built);
  });

  it('chatbot-kit/core exports the client and the error classes', () => {
    const names = exportNames('chatbot-kit/core', app);
    expect(names).toEqual(
      expect.arrayContaining(['createChatbotClient', 'createUploadQueue', 'ChatbotError', 'TransportError', 'BusinessError', 'isAbortError']),
    );
  });

  it('chatbot-kit/styles.css resolves to a file', () => {
    const url = nodeEval(`console.log(JSON.stringify(import.meta.resolve('chatbot-kit/styles.css')));`, app) as string;
    expect(url).toMatch(/node_modules\/chatbot-kit\/dist\/styles\.css$/);
  });

  it('the root entry imports under Node (server rendering) once the peers are installed', () => {
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline'], app);
    expect(existsSync(join(app, 'node_modules/react'))).toBe(true);
    const names = exportNames('chatbot-kit', app);
    expect(names).toEqual(expect.arrayContaining(['ChatbotProvider', 'useChatbotClient', 'ChatbotError']));
  }, 120_000);
});
