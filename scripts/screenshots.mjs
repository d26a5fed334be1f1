#!/usr/bin/env node
// `npm run screenshots`: pictures of the main components, taken
// from Storybook with Chromium in the light and the dark theme, saved as
// docs/screenshots/<story>-<theme>.png for the README.
//
//   npm run screenshots              # builds Storybook into storybook-static/ first
//   npm run screenshots -- --reuse   # uses an existing storybook-static/
//   npm run screenshots -- --only admin-console
//
// Each story runs on the fake service (MSW), so the pictures show real
// listings and a real upload, and are the same on every machine.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const STATIC_DIR = join(ROOT, 'storybook-static');
const OUT_DIR = join(ROOT, 'docs', 'screenshots');
const THEMES = ['light', 'dark'];
const VIEWPORT = { width: 1000, height: 700 };
/** Upper bound for one story to settle; the whole run is bounded by SHOTS × THEMES × this. */
const STORY_TIMEOUT_MS = 30_000;

/**
 * The pictures: a file name and the story (by its title, and its name when it
 * is not the first story of the file) in the built index.json. `ready` is a
 * selector that exists once the story shows what the picture is about. Each
 * picture is cropped to the story's own content, with a margin.
 */
const SHOTS = [
  // The play function uploads a file: ready once its FileStoreId is in the table.
  { file: 'admin-console', title: 'Admin console', story: 'Admin console', ready: 'table code' },
  { file: 'upload-dropzone', title: 'Upload/UploadDropzone', ready: '.ck-dropzone' },
  { file: 'upload-list', title: 'Upload/UploadList', ready: '.ck-upload-list' },
  { file: 'real-estate-browser', title: 'Listings/RealEstateBrowser', ready: '.ck-real-estate-browser[data-state="ready"]' },
  { file: 'listing-card', title: 'Listings/ListingCard', ready: 'article img' },
  { file: 'listing-table', title: 'Listings/ListingTable', ready: '.ck-listing-table[data-state="ready"]' },
  { file: 'listing-details', title: 'Listings/ListingDetails', ready: 'dialog[open]' },
  { file: 'listing-export', title: 'Listings/CSV export', story: 'In progress', ready: 'progress' },
];
/** The story's own elements: what preview.tsx's decorator wraps. */
const CONTENT = '[data-testid="story-root"] > *';
const MARGIN = 16;
/** Tall stories (a page of 20 listings) are cut here: the top shows what they look like. */
const MAX_HEIGHT = 1200;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function parseArgs(argv) {
  const args = { reuse: false, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--reuse') args.reuse = true;
    else if (argv[i] === '--only') args.only = argv[++i]?.split(',');
    else throw new Error(`Unknown argument ${argv[i]} (use --reuse, --only <file,…>)`);
  }
  return args;
}

function buildStorybook() {
  process.stdout.write('Building Storybook into storybook-static/ …\n');
  const bin = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'storybook.cmd' : 'storybook');
  const result = spawnSync(bin, ['build', '-o', 'storybook-static', '--quiet'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    timeout: 600_000,
  });
  if (result.status !== 0) throw new Error(`storybook build failed (exit ${result.status ?? result.signal})`);
}

/** Serves storybook-static/ on 127.0.0.1 (a static build needs http: for its service worker and fetches). */
async function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) && file !== dir) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** The story id for a shot, from the built index.json. */
function findStoryId(index, shot) {
  const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.title === shot.title);
  const entry = shot.story ? stories.find((e) => e.name === shot.story) : stories[0];
  return entry?.id;
}

/** The box around the story's content, with a margin, in page coordinates. */
async function contentBox(page) {
  const box = await page.evaluate(
    ({ selector, margin, maxHeight }) => {
      const boxes = [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect()).filter((r) => r.width && r.height);
      if (boxes.length === 0) return null;
      const left = Math.max(0, Math.min(...boxes.map((r) => r.left)) - margin);
      const top = Math.max(0, Math.min(...boxes.map((r) => r.top)) - margin + scrollY);
      const right = Math.min(innerWidth, Math.max(...boxes.map((r) => r.right)) + margin);
      const bottom = Math.max(...boxes.map((r) => r.bottom)) + margin + scrollY;
      return { x: left, y: top, width: right - left, height: Math.min(bottom - top, maxHeight) };
    },
    { selector: CONTENT, margin: MARGIN, maxHeight: MAX_HEIGHT },
  );
  if (!box) throw new Error(`nothing rendered in ${CONTENT}`);
  return box;
}

/**
 * Waits until the story has rendered what the picture is about, settled its
 * requests and loaded its images. The viewport grows to the content first, so
 * lazy photos below the fold load too.
 */
async function waitForStory(page, shot) {
  // The story's play function (an upload, a page change) has finished.
  const phase = await page.waitForFunction(
    () => {
      const current = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return current === 'finished' || current === 'completed' || current === 'errored' ? current : false;
    },
    undefined,
    { timeout: STORY_TIMEOUT_MS },
  );
  if ((await phase.jsonValue()) === 'errored') throw new Error('the story failed to render or its play function failed');
  await page.waitForSelector(CONTENT, { timeout: STORY_TIMEOUT_MS });
  await page.waitForSelector(shot.ready, { timeout: STORY_TIMEOUT_MS });
  const { y, height } = await contentBox(page);
  await page.setViewportSize({ width: VIEWPORT.width, height: Math.max(VIEWPORT.height, Math.ceil(y + height)) });
  // Images inside the picture have loaded (lazy ones below the cut never will).
  await page.waitForFunction(
    (bottom) =>
      !document.querySelector('[aria-busy="true"]') &&
      [...document.images].every((img) => img.complete || img.getBoundingClientRect().top + scrollY >= bottom),
    y + height,
    { timeout: STORY_TIMEOUT_MS },
  );
  await page.evaluate(() => document.fonts.ready);
  // A play function may leave focus on a heading or button; the picture shows the page at rest.
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  // Two frames, so the last state change has painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.reuse || !existsSync(join(STATIC_DIR, 'index.json'))) buildStorybook();
  const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8'));
  const shots = SHOTS.filter((s) => !args.only || args.only.includes(s.file));

  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install one or set CHROMIUM_PATH (see scripts/chromium-path.mjs).');
  mkdirSync(OUT_DIR, { recursive: true });

  const server = await serveStatic(STATIC_DIR);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
  const missing = [];
  const failed = [];
  try {
    for (const shot of shots) {
      const id = findStoryId(index, shot);
      if (!id) {
        missing.push(`${shot.title}${shot.story ? ` › ${shot.story}` : ''}`);
        continue;
      }
      for (const theme of THEMES) {
        const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, colorScheme: theme, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`, { timeout: STORY_TIMEOUT_MS });
          await waitForStory(page, shot);
          const path = join(OUT_DIR, `${shot.file}-${theme}.png`);
          await page.screenshot({ path, clip: await contentBox(page), animations: 'disabled' });
          process.stdout.write(`  ${shot.file}-${theme}.png  (${id})\n`);
        } catch (error) {
          failed.push(`${shot.file}-${theme}: ${error.message.split('\n')[0]}${errors.length ? ` [page: ${errors.join(' | ')}]` : ''}`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (missing.length) process.stderr.write(`No story for: ${missing.join(', ')}\n`);
  if (failed.length) process.stderr.write(`Failed:\n  ${failed.join('\n  ')}\n`);
  if (missing.length || failed.length) process.exitCode = 1;
}

await main();
