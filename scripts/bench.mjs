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
const WARM_UP_BYTES = 32 * MiB;
/** Files in the drop of issue 6, 1 KiB each. */
const DROP_FILES = 1000;
/** How long the drop may take before it counts as not finished (keeps the bench under 3 minutes). */
const DROP_TIMEOUT_MS = Number(process.env.BENCH_DROP_TIMEOUT_MS ?? 45_000);

/**
 * `BENCH_ONLY=upload,drop` runs only those sections: size, upload, drop,
 * listings (the default), and `queue`, a diagnostic that is not in the default.
 */
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

const results = { meta: {}, size, upload: {}, drop: {}, listings: {}, queueOnly: undefined };
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
  if (ONLY.has('drop')) {
    log(`drop: ${DROP_FILES} files at once`);
    const before = server.service.state.reports.length;
    results.drop = await tab.evaluate(([n, bytes, ms]) => globalThis.chatbotKitBench.dropFiles(n, bytes, ms), [DROP_FILES, 1024, DROP_TIMEOUT_MS]);
    // Cross-check on the server side: every file reported once.
    results.drop.reportsAtServer = server.service.state.reports.length - before;
    results.drop.allFinished &&= results.drop.reportsAtServer === DROP_FILES;
  }
  if (ONLY.has('queue')) {
    // Diagnostic, not in the default run (it takes about a minute here): the
    // same files through the upload queue alone, without React.
    log(`queue: ${DROP_FILES} files through createUploadQueue alone`);
    results.queueOnly = await tab.evaluate(([n, bytes, ms]) => globalThis.chatbotKitBench.queueFiles(n, bytes, ms), [DROP_FILES, 1024, 120_000]);
  }
  if (ONLY.has('listings')) results.listings = await benchListings(tab);
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
    await tab.evaluate(([fn, bytes]) => globalThis.chatbotKitBench[fn](bytes), [kind, WARM_UP_BYTES]);
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
    // Each library round against the raw round just before it: both ran
    // under the same load, which the shared CPU makes vary a lot.
    pairRatios: lib.map((r, i) => r.mbPerSecond / raw[i].mbPerSecond),
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

/** Waits until no RealEstateList request is in flight and none started for `quietMs`. */
async function waitForListingIdle(tab, quietMs = 800, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const { calls, inFlight } = await tab.evaluate(() => globalThis.chatbotKitBench.listingRequests());
    if (calls.length !== last || inFlight > 0) {
      last = calls.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return calls;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('listing requests did not settle');
}

async function benchListings(tab) {
  log('listings: ListingGrid commit time');
  const gridCommitMs = {};
  const gridRuns = {};
  for (const count of [20, 100]) {
    const run = await tab.evaluate(([n]) => globalThis.chatbotKitBench.gridCommit(n, 7), [count]);
    gridCommitMs[count] = run.medianMs;
    gridRuns[count] = run.durations;
  }

  log('listings: RealEstateBrowser requests');
  await tab.evaluate(() => globalThis.chatbotKitBench.mountBrowser());
  await tab.getByRole('button', { name: 'Next page' }).waitFor();
  // Page 1, then the prefetch of page 2 once page 1 settled.
  const initial = await waitForListingIdle(tab);
  const step = async (action, shownPage) => {
    await tab.evaluate(() => globalThis.chatbotKitBench.resetListingRequests());
    await action();
    const calls = await waitForListingIdle(tab);
    return {
      requests: calls.length,
      requestsForShownPage: calls.filter((c) => (c.pageNumber ?? 1) === shownPage).length,
      pages: calls.map((c) => c.pageNumber ?? 1),
      cityNames: calls.map((c) => c.cityName ?? null),
    };
  };
  const prefetchedPage = await step(() => tab.getByRole('button', { name: 'Next page' }).click(), 2);
  const pagingBack = await step(() => tab.getByRole('button', { name: 'Previous page' }).click(), 1);
  const text = 'San Diego';
  const typing = await step(() => tab.getByLabel('City').pressSequentially(text, { delay: 100 }), 1);
  await tab.evaluate(() => globalThis.chatbotKitBench.unmount());
  return {
    gridCommitMs,
    gridRuns,
    initialRequests: initial.map((c) => c.pageNumber ?? 1),
    prefetchedPage,
    pagingBack,
    typing: { text, keystrokeDelayMs: 100, requests: typing.requests, cityNames: typing.cityNames },
  };
}
