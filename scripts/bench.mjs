#!/usr/bin/env node
// `npm run bench`: what users ship and what they feel, in one
// run. Prints a table and writes bench/results.json. No network: the fake
// service runs on loopback and Chromium is the system one.
//
// BENCH_ONLY=upload,drop (or `--only upload,drop`) runs only those sections: size, upload,
// mainThread, drop, bulk, listings, webVitals (the default), and `queue`, a diagnostic not in the default. Such a
// run replaces only its sections in bench/results.json and keeps the others as
// they were, with `meta.partialRuns` saying which sections ran when, at what load.
// `BENCH_ONLY=drop` alone takes under a minute, `--only webVitals` about three.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';
import { bundlePage } from './bench/bundlePage.mjs';
import { ensureBuild } from './bench/ensureBuild.mjs';
import { measureSizes } from './bench/measureSizes.mjs';
import { median } from './bench/median.mjs';
import { mergeIntoCommitted } from './bench/mergeIntoCommitted.mjs';
import { printTable } from './bench/printTable.mjs';
import { servePage } from './bench/servePage.mjs';
import { startBulkServers } from './bench/bulkServers.mjs';
import { benchMainThread } from './bench/mainThread.mjs';
import { benchWebVitals } from './bench/webVitals.mjs';
import { writeBulkChart } from './bench/writeChart.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MiB = 1024 * 1024;
/** The big upload: one 256 MB Blob, raw XHR and library alternating. */
const UPLOAD_BYTES = 256 * MiB;
/** Pairs of (raw, library) rounds; the medians are reported. */
const UPLOAD_ROUNDS = 3;
/** Storage capped at 40 MiB/s makes the ratio network-bound, 5 alternated pairs. */
const CAPPED_BYTES_PER_SECOND = 40 * MiB;
const CAPPED_ROUNDS = Number(process.env.BENCH_CAPPED_ROUNDS ?? 5);
/**
 * Rounds of each kind in the main-thread bench (1 GiB each); medians are reported.
 * Five, as for the capped ratio: a round of a kind can swing to twice another's (the
 * engine's three in one quiet run: 9.7, 7.7 and 3.3 ms of script), and a median of three
 * then reports a swing.
 */
const MAIN_THREAD_ROUNDS = Number(process.env.BENCH_MAIN_THREAD_ROUNDS ?? 5);
/** One unrecorded pair first: a fresh browser and server are slower at first. */
const WARM_UP_BYTES = 32 * MiB;
/** Files in the drop, 1 KiB each. */
const DROP_FILES = 1000;
/** How long the drop may take before it counts as not finished. It ends as soon as all are reported
 * (about 47 s on a quiet 2-core machine); the cap keeps a loaded run under 3 minutes. */
const DROP_TIMEOUT_MS = Number(process.env.BENCH_DROP_TIMEOUT_MS ?? 90_000);
/** Mounts of ListingGrid per size; the median commit time is reported. */
const GRID_REPEATS = 7;
/** What the typing measurement types into City, one key every 100 ms. */
const CITY = 'San Diego';
const KEY_DELAY_MS = 100;

/** The bulk section: small files through API and storage on two origins, each request `BULK_LATENCY_MS` late. */
const BULK_FILES = Number(process.env.BENCH_BULK_FILES ?? 1000);
const BULK_FILE_BYTES = 20_000;
const BULK_LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
/**
 * Rounds of the three pipelines, in an order that alternates (bare first, then
 * the components first): the host's load swings a round's wall time by a tenth
 * or more, so a ratio is the median of the rounds' own, each pair run minutes
 * apart at most. Five, as for the capped upload: with three, one swung round
 * of the three decides the median.
 */
const BULK_ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 5);
/** A browser's connections per origin (HTTP/1.1): what the lower bound divides by. */
const CONNECTIONS = 6;

const DEFAULT_SECTIONS = 'size,upload,mainThread,drop,bulk,listings,webVitals';
const onlyArg = process.argv.indexOf('--only');
const ONLY = new Set(
  ((onlyArg >= 0 ? process.argv[onlyArg + 1] : undefined) ?? process.env.BENCH_ONLY ?? DEFAULT_SECTIONS).split(',').map((s) => s.trim()),
);
const started = Date.now();
const log = (message) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);

/** Calls `name` on the page's `chatbotKitBench` with `args`. */
const call = (tab, name, ...args) => tab.evaluate(([n, a]) => globalThis.chatbotKitBench[n](...a), [name, args]);

// ------------------------------------------------------------------ upload

/** Raw XHR and library alternating through storage capped at 40 MiB/s: what a user on a real link sees. */
async function benchCappedUpload(tab, server) {
  log(`upload: ${UPLOAD_BYTES / MiB} MiB through storage capped at 40 MiB/s, ${CAPPED_ROUNDS} alternated pairs`);
  server.service.faults.bandwidth(CAPPED_BYTES_PER_SECOND);
  try {
    const pairs = [];
    for (let i = 0; i < CAPPED_ROUNDS; i++) {
      // Alternate which goes first, so neither always follows the other.
      const order = i % 2 ? ['libraryPut', 'rawPut'] : ['rawPut', 'libraryPut'];
      const pair = {};
      for (const fn of order) {
        const round = await call(tab, fn, UPLOAD_BYTES);
        pair[round.kind] = UPLOAD_BYTES / MiB / (round.ms / 1000);
      }
      pairs.push(pair);
      log(`  raw ${pair.raw.toFixed(1)} MiB/s, library ${pair.library.toFixed(1)} MiB/s`);
    }
    const raw = median(pairs.map((p) => p.raw));
    const lib = median(pairs.map((p) => p.library));
    // The median of the pairs' own ratios: each pair ran back to back, so a drift of the
    // whole machine across the run (one quiet run went from 37.8 to 35 MiB/s for both)
    // cancels within a pair, where the ratio of two separate medians keeps it.
    const ratio = median(pairs.map((p) => p.library / p.raw));
    return {
      capMiBps: CAPPED_BYTES_PER_SECOND / MiB,
      rounds: CAPPED_ROUNDS,
      rawMedianMiBps: raw,
      libraryMedianMiBps: lib,
      ratio,
      ratioOfMedians: lib / raw,
      isAtGoal: ratio >= 0.98,
      pairs,
    };
  } finally {
    server.service.faults.bandwidth(0);
  }
}

async function benchUpload(tab, server) {
  log(`upload: ${UPLOAD_BYTES / MiB} MiB, ${UPLOAD_ROUNDS} rounds each`);
  await call(tab, 'prepareBlob', UPLOAD_BYTES);
  await call(tab, 'rawPut', WARM_UP_BYTES);
  await call(tab, 'libraryPut', WARM_UP_BYTES);
  const rounds = [];
  for (let i = 0; i < UPLOAD_ROUNDS; i++) {
    for (const fn of ['rawPut', 'rawPutWithProgress', 'libraryPut']) {
      const round = await call(tab, fn, UPLOAD_BYTES);
      round.mibPerSecond = UPLOAD_BYTES / MiB / (round.ms / 1000);
      rounds.push(round);
      log(`  ${round.kind}: ${round.ms.toFixed(0)} ms, ${round.mibPerSecond.toFixed(0)} MiB/s, heap +${(round.heapGrowthBytes / 1024).toFixed(0)} KiB, ${round.commits} commits`);
    }
  }
  const raw = rounds.filter((r) => r.kind === 'raw');
  const rawProgress = rounds.filter((r) => r.kind === 'rawProgress');
  const lib = rounds.filter((r) => r.kind === 'library');
  const networkBound = await benchCappedUpload(tab, server);
  const rawMiBps = median(raw.map((r) => r.mibPerSecond));
  const rawProgressMiBps = median(rawProgress.map((r) => r.mibPerSecond));
  const libMiBps = median(lib.map((r) => r.mibPerSecond));
  return {
    bytes: UPLOAD_BYTES,
    rounds,
    rawMedianMiBps: rawMiBps,
    libraryMedianMiBps: libMiBps,
    throughputRatio: libMiBps / rawMiBps,
    // A raw XHR that only listens to upload progress: what any progress UI pays.
    rawWithProgressMedianMiBps: rawProgressMiBps,
    throughputRatioVsRawWithProgress: libMiBps / rawProgressMiBps,
    // Each library round against the raw round just before it: both ran
    // under the same load, which a shared CPU makes vary a lot.
    pairRatios: lib.map((r, i) => r.mibPerSecond / raw[i].mibPerSecond),
    libraryHeapGrowthBytes: median(lib.map((r) => r.heapGrowthBytes)),
    rawHeapGrowthBytes: median(raw.map((r) => r.heapGrowthBytes)),
    reactCommitsPerUpload: median(lib.map((r) => r.commits)),
    allSucceeded: rounds.every((r) => r.status === 200),
    networkBound,
  };
}

// ------------------------------------------------------------------ drop

async function benchDrop(tab, server) {
  log(`drop: ${DROP_FILES} files at once on UploadDropzone`);
  const before = server.service.state.reports.length;
  const drop = await call(tab, 'dropFiles', DROP_FILES, 1024, DROP_TIMEOUT_MS);
  // Cross-check on the server: every file reported, once.
  drop.reportsAtServer = server.service.state.reports.length - before;
  drop.allFinished &&= drop.reportsAtServer === DROP_FILES;
  drop.timeoutMs = DROP_TIMEOUT_MS;
  return drop;
}

// ------------------------------------------------------------------ bulk

/**
 * Opens the bench page in a browser context of its own: its own connections,
 * its own preflight cache, and an origin with empty storage.
 */
async function freshTab(browser, pageUrl) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  tab.on('pageerror', (error) => log(`page error: ${error.message}`));
  await tab.goto(pageUrl);
  await tab.waitForFunction(() => 'chatbotKitBench' in globalThis);
  return { tab, close: () => context.close() };
}

/**
 * Each round runs in a fresh browser context, so the rounds are alike. In
 * one context, each round's component run would start after the durable
 * records of every round before it, and Chromium's IndexedDB costs more per
 * transaction the more keys an origin has written (docs/decisions/0066):
 * the fifth round would measure the history of the first four, not a bulk
 * upload.
 */
async function benchBulk(browser, pageUrl, testing) {
  log(`bulk: ${BULK_FILES} files of ${BULK_FILE_BYTES / 1000} kB, ${BULK_LATENCY_MS} ms per request, API and storage on two origins, each round in a fresh browser context`);
  const servers = await startBulkServers(testing, BULK_LATENCY_MS);
  try {
    const config = { apiUrl: servers.apiUrl, secretKey: servers.secretKey, sessionKey: servers.sessionKey };
    const kinds = { bare: 'bulkBare', lib: 'bulkLibrary', component: 'bulkComponent' };
    const rounds = [];
    let reportsMeasured = 0;
    for (let r = 0; r < BULK_ROUNDS; r++) {
      const { tab, close } = await freshTab(browser, pageUrl);
      const round = {};
      try {
        // Warm-up: connections opened and the API's preflights cached (Access-Control-Max-Age) for each kind.
        for (const fn of Object.values(kinds)) await call(tab, fn, config, 12, BULK_FILE_BYTES);
        servers.takeMaxPutsInFlight();
        const reportsBefore = servers.service.state.reports.length;
        for (const kind of r % 2 ? ['component', 'lib', 'bare'] : ['bare', 'lib', 'component']) {
          round[kind] = await call(tab, kinds[kind], config, BULK_FILES, BULK_FILE_BYTES);
          round[kind].maxPutsInFlight = servers.takeMaxPutsInFlight();
        }
        reportsMeasured += servers.service.state.reports.length - reportsBefore;
      } finally {
        await close();
      }
      const { bare: b, lib: l, component: c } = round;
      log(
        `  round ${r + 1}: bare ${b.ms.toFixed(0)} ms, library ${l.ms.toFixed(0)} ms (${(l.ms / b.ms).toFixed(2)} ×), ` +
          `components ${c.ms.toFixed(0)} ms (${(c.ms / b.ms).toFixed(2)} ×), ${c.commits} commits, longest task ${c.longestTaskMs.toFixed(0)} ms`,
      );
      rounds.push(round);
    }
    const mid = (pick) => median(rounds.map(pick));
    const bare = { ms: mid((r) => r.bare.ms), done: Math.min(...rounds.map((r) => r.bare.done)) };
    const lib = { ms: mid((r) => r.lib.ms), done: Math.min(...rounds.map((r) => r.lib.done)) };
    const component = {
      ms: mid((r) => r.component.ms),
      done: Math.min(...rounds.map((r) => r.component.done)),
      commits: mid((r) => r.component.commits),
      commitMs: mid((r) => r.component.commitMs),
      longestTaskMs: Math.max(...rounds.map((r) => r.component.longestTaskMs)),
      tasksOver100Ms: Math.max(...rounds.map((r) => r.component.tasksOver100Ms)),
      longTasks: mid((r) => r.component.longTasks),
    };
    const bareMaxPutsInFlight = Math.max(...rounds.map((r) => r.bare.maxPutsInFlight));
    const maxPutsInFlight = Math.max(...rounds.map((r) => r.lib.maxPutsInFlight));
    const componentMaxPutsInFlight = Math.max(...rounds.map((r) => r.component.maxPutsInFlight));
    // A PUT's time counts its preflight too: two round trips at storage.
    const requestMs = mid((r) => r.bare.medianPutMs) / 2;
    const ratioToBare = mid((r) => r.lib.ms / r.bare.ms);
    const componentRatioToBare = mid((r) => r.component.ms / r.bare.ms);
    log(`  medians: bare ${bare.ms.toFixed(0)} ms, one request ${requestMs.toFixed(1)} ms (median PUT ÷ 2); library ${ratioToBare.toFixed(2)} ×, components ${componentRatioToBare.toFixed(2)} × bare (the rounds' own ratios)`);
    // Storage takes a preflight and a PUT per file, 6 at a time: N × 2 round trips ÷ 6.
    const lowerBoundMs = (BULK_FILES * 2 * requestMs) / CONNECTIONS;
    return {
      files: BULK_FILES,
      fileBytes: BULK_FILE_BYTES,
      latencyMs: BULK_LATENCY_MS,
      ms: lib.ms,
      lowerBoundMs,
      bareMs: bare.ms,
      maxPutsInFlight,
      rounds: rounds.map(({ bare: b, lib: l, component: c }) => ({ bareMs: b.ms, ms: l.ms, componentMs: c.ms, componentCommits: c.commits, componentLongestTaskMs: c.longestTaskMs })),
      ratioToLowerBound: lib.ms / lowerBoundMs,
      ratioToBare,
      bareRatioToLowerBound: bare.ms / lowerBoundMs,
      measuredRequestMs: requestMs,
      bareMaxPutsInFlight,
      componentMs: component.ms,
      componentRatioToBare,
      componentRatioToLowerBound: component.ms / lowerBoundMs,
      componentMaxPutsInFlight,
      componentLongestTaskMs: component.longestTaskMs,
      componentTasksOver100Ms: component.tasksOver100Ms,
      componentLongTasks: component.longTasks,
      componentCommits: component.commits,
      componentCommitMs: component.commitMs,
      isAtGoal: ratioToBare <= 1.1 && maxPutsInFlight <= CONNECTIONS,
      // The goal a user feels: a bulk upload through the components at most 1.15 × the bare pipeline.
      isComponentAtGoal: componentRatioToBare <= 1.15 && componentMaxPutsInFlight <= CONNECTIONS,
      allFinished:
        lib.done === BULK_FILES &&
        bare.done === BULK_FILES &&
        component.done === BULK_FILES &&
        reportsMeasured === 3 * BULK_ROUNDS * BULK_FILES,
    };
  } finally {
    await servers.close();
  }
}

async function benchQueue(tab) {
  log(`queue: ${DROP_FILES} files through createUploadQueue alone`);
  return call(tab, 'queueFiles', DROP_FILES, 1024, 120_000);
}

// ------------------------------------------------------------------ listings

/** Waits until no RealEstateList request is in flight and none started for `quietMs`. */
async function waitForListingIdle(tab, quietMs = 800, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const { calls, inFlight } = await call(tab, 'listingRequests');
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

/** Runs `action`, waits for the requests it causes, and counts them. */
async function countRequests(tab, action, shownPage) {
  await call(tab, 'resetListingRequests');
  await action();
  const calls = await waitForListingIdle(tab);
  return {
    requests: calls.length,
    requestsForShownPage: calls.filter((c) => (c.pageNumber ?? 1) === shownPage).length,
    pages: calls.map((c) => c.pageNumber ?? 1),
    cityNames: calls.map((c) => c.cityName ?? null),
  };
}

async function benchListings(tab) {
  log('listings: ListingGrid commit time');
  const gridCommitMs = {};
  const gridRuns = {};
  for (const count of [20, 100]) {
    const run = await call(tab, 'gridCommit', count, GRID_REPEATS);
    gridCommitMs[count] = run.medianMs;
    gridRuns[count] = run.durations;
  }

  log('listings: RealEstateBrowser requests');
  await call(tab, 'mountBrowser');
  await tab.getByRole('button', { name: 'Next page' }).waitFor();
  // Page 1, then the prefetch of page 2 once page 1 settled.
  const initial = await waitForListingIdle(tab);
  const prefetchedPage = await countRequests(tab, () => tab.getByRole('button', { name: 'Next page' }).click(), 2);
  const pagingBack = await countRequests(tab, () => tab.getByRole('button', { name: 'Previous page' }).click(), 1);
  const typing = await countRequests(tab, () => tab.getByLabel('City').pressSequentially(CITY, { delay: KEY_DELAY_MS }), 1);
  await call(tab, 'unmount');
  return {
    gridCommitMs,
    gridRuns,
    initialRequests: initial.map((c) => c.pageNumber ?? 1),
    prefetchedPage,
    pagingBack,
    typing: { text: CITY, keystrokeDelayMs: KEY_DELAY_MS, ...typing },
  };
}

// ------------------------------------------------------------------ main

const results = { meta: {}, size: {}, upload: {}, mainThread: {}, drop: {}, bulk: {}, listings: {}, webVitals: {}, errors: {} };
/** How long each section that ran took, in seconds. */
const sectionSeconds = {};
/** Runs one section; a failure is recorded and the others still run. */
async function section(name, run) {
  if (!ONLY.has(name)) return;
  const sectionStarted = Date.now();
  try {
    results[name === 'queue' ? 'queueOnly' : name] = await run();
  } catch (error) {
    results.errors[name] = error instanceof Error ? error.message : String(error);
    log(`${name} FAILED: ${results.errors[name]}`);
  }
  sectionSeconds[name] = Math.round((Date.now() - sectionStarted) / 1000);
  log(`${name}: ended in ${sectionSeconds[name]} s`);
}

if (ensureBuild(ROOT)) log('built dist/');
await section('size', () => {
  log('size: ours and the anchors, first load plus first use');
  return measureSizes(ROOT, log);
});

const testing = await import(pathToFileURL(join(ROOT, 'dist/testing/index.js')).href);
const { startFakeChatbotServer } = testing;
const server = await startFakeChatbotServer();
// The package's CSS linked, as an app links it: the rows' styles are part of what they cost.
const page = await servePage(await bundlePage(ROOT), { css: readFileSync(join(ROOT, 'dist/styles.css'), 'utf8') });
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.');
// Precise memory info makes performance.memory exact; expose-gc lets the page
// take its heap baseline after a collection.
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
});
try {
  const tab = await browser.newPage();
  tab.on('pageerror', (error) => log(`page error: ${error.message}`));
  await tab.goto(page.url);
  await tab.waitForFunction(() => 'chatbotKitBench' in globalThis);
  await call(tab, 'setup', { url: server.url, secretKey: server.secretKey, sessionKey: server.sessionKey, serialNumber: server.serialNumber });

  await section('upload', () => benchUpload(tab, server));
  await section('mainThread', () => benchMainThread({ root: ROOT, browser, testing, log, rounds: MAIN_THREAD_ROUNDS, profile: process.env.BENCH_PROFILE === '1' }));
  await section('drop', () => benchDrop(tab, server));
  await section('queue', () => benchQueue(tab));
  await section('bulk', () => benchBulk(browser, page.url, testing));
  await section('listings', () => benchListings(tab));
  await section('webVitals', () => benchWebVitals({ root: ROOT, browser, server, log, rounds: Number(process.env.BENCH_VITALS_ROUNDS ?? 5), loadRounds: process.env.BENCH_VITALS_LOADS ? Number(process.env.BENCH_VITALS_LOADS) : undefined }));

  results.meta = {
    sections: [...ONLY],
    date: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    cpus: cpus().length,
    // Other processes on the machine skew every timing: say how busy it was.
    loadAverage1m: loadavg()[0],
    durationMs: Date.now() - started,
    sectionSeconds,
  };
} finally {
  await browser.close();
  await page.close();
  await server.close();
}

mkdirSync(join(ROOT, 'bench'), { recursive: true });
const resultsPath = join(ROOT, 'bench/results.json');
writeFileSync(resultsPath, `${JSON.stringify(mergeIntoCommitted(resultsPath, results, ONLY, DEFAULT_SECTIONS.split(',')), null, 2)}\n`);
if (writeBulkChart(ROOT, results)) log('wrote bench/bulk.svg');
printTable(results);
log(`wrote bench/results.json in ${(results.meta.durationMs / 1000).toFixed(1)} s`);
if (Object.keys(results.errors).length) process.exitCode = 1;
