#!/usr/bin/env node
// `npm run bench` (issue 6 §1): what users ship and what they feel, in one
// run. Prints a table and writes bench/results.json. No network: the fake
// service runs on loopback and Chromium is the system one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';
import { bundlePage } from './bench/bundlePage.mjs';
import { ensureBuild } from './bench/ensureBuild.mjs';
import { measureSizes } from './bench/measureSizes.mjs';
import { printTable } from './bench/printTable.mjs';
import { servePage } from './bench/servePage.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MiB = 1024 * 1024;
/** The upload of issue 6: one 256 MB Blob, raw XHR and library alternating. */
const UPLOAD_BYTES = 256 * MiB;
const UPLOAD_ROUNDS = 3;

/** `BENCH_ONLY=upload,drop` runs only those sections (size, upload, drop, listings); the default is all. */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'size,upload,drop,listings').split(',').map((s) => s.trim()));

const started = Date.now();
const log = (message) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (ensureBuild(ROOT)) log('built dist/');
let size = {};
if (ONLY.has('size')) {
  log('measuring sizes');
  size = await measureSizes(ROOT);
}

const { startFakeChatbotServer } = await import(pathToFileURL(join(ROOT, 'dist/testing/index.js')).href);
const server = await startFakeChatbotServer();
const page = await servePage(await bundlePage(ROOT));
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.');
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
});

const results = { meta: {}, size, upload: {}, drop: {}, listings: {} };
try {
  const tab = await browser.newPage();
  tab.on('pageerror', (error) => log(`page error: ${error.message}`));
  await tab.goto(page.url);
  await tab.waitForFunction(() => 'chatbotKitBench' in globalThis);
  await tab.evaluate(
    (c) => globalThis.chatbotKitBench.setup(c),
    { url: server.url, secretKey: server.secretKey, sessionKey: server.sessionKey, serialNumber: server.serialNumber },
  );

  // ---- upload throughput, heap and commits: raw, library, raw, library, …
  if (ONLY.has('upload')) results.upload = await benchUpload(tab);
} finally {
  await browser.close();
  await page.close();
  await server.close();
}

async function benchUpload(tab) {
  log(`upload: ${UPLOAD_BYTES / MiB} MiB, ${UPLOAD_ROUNDS} rounds each`);
  await tab.evaluate((bytes) => globalThis.chatbotKitBench.prepareBlob(bytes), UPLOAD_BYTES);
  // Warm-up, not recorded: the first PUTs of a fresh browser and server are
  // slower (connection, JIT, allocator), which would count against whichever
  // kind went first.
  for (const kind of ['rawPut', 'libraryPut']) {
    await tab.evaluate(([fn, bytes]) => globalThis.chatbotKitBench[fn](bytes), [kind, UPLOAD_BYTES]);
  }
  const rounds = [];
  for (let i = 0; i < UPLOAD_ROUNDS; i++) {
    for (const kind of ['rawPut', 'libraryPut']) {
      const round = await tab.evaluate(([fn, bytes]) => globalThis.chatbotKitBench[fn](bytes), [kind, UPLOAD_BYTES]);
      round.mbPerSecond = UPLOAD_BYTES / MiB / (round.ms / 1000);
      rounds.push(round);
      log(`  ${round.kind}: ${round.ms.toFixed(0)} ms, ${round.mbPerSecond.toFixed(0)} MiB/s, heap +${(round.heapGrowthBytes / 1024).toFixed(0)} KiB, ${round.commits} commits`);
    }
  }
  const raw = rounds.filter((r) => r.kind === 'raw');
  const lib = rounds.filter((r) => r.kind === 'library');
  const rawMBps = median(raw.map((r) => r.mbPerSecond));
  const libMBps = median(lib.map((r) => r.mbPerSecond));
  return {
    bytes: UPLOAD_BYTES,
    rounds,
    rawMedianMiBps: rawMBps,
    libraryMedianMiBps: libMBps,
    throughputRatio: libMBps / rawMBps,
    libraryHeapGrowthBytes: median(lib.map((r) => r.heapGrowthBytes)),
    rawHeapGrowthBytes: median(raw.map((r) => r.heapGrowthBytes)),
    reactCommitsPerUpload: median(lib.map((r) => r.commits)),
    allSucceeded: rounds.every((r) => r.status === 200),
  };
}

results.meta = {
  date: new Date().toISOString(),
  node: process.version,
  chromium: browser.version(),
  cpus: cpus().length,
  durationMs: Date.now() - started,
};
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
printTable(results);
log(`wrote bench/results.json in ${(results.meta.durationMs / 1000).toFixed(1)} s`);
