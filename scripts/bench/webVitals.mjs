// The web-vitals section of `npm run bench`: the listing and upload
// components as a slow laptop runs them (4× CPU throttling, 1280×800), each
// round next to a bare app doing the same in the same run
// (webVitalsPage.tsx), alternating, in a fresh browser context each.
//
// - listings: `RealEstateBrowser` (the package's CSS linked) against a plain
//   React grid of the same 20 listings and photos, its cards short, and
//   against the same grid with cards that show all the library's show
//   (BareFullCard.tsx), to tell the content from the library: LCP and CLS of the load,
//   the worst event of a "Next page" click (INP), and typing "Seattle" in
//   City (the worst event, and the longest task until the results painted);
// - uploads: `UploadDropzone` against a plain file input listing its rows,
//   each with a bar and a percent, 50 files of 20 kB chosen at once: long
//   tasks from the choice until every file is uploaded.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundlePage } from './bundlePage.mjs';
import { median } from './median.mjs';
import { servePage } from './servePage.mjs';

const THROTTLE = 4;
const VIEWPORT = { width: 1280, height: 800 };
const CITY = 'Seattle';
const KEY_DELAY_MS = 100;
const FILES = 50;
const FILE_BYTES = 20_000;
/**
 * Listing loads alone, after the full rounds: single loads of one app spread
 * by 40 % or more here, so LCP and the load's stages take the median of
 * every load, the full rounds' and these.
 */
const LOAD_ROUNDS = 12;
/**
 * The goals of the section, what a user feels, each beside its bare app in the same run:
 * "Next page" INP, LCP against the like-for-like grid, CLS, typing in City, choosing 50 files.
 */
const GOALS = { inpMs: 200, lcpRatio: 1.2, cls: 0.05, typingLongestTaskMs: 100, chooseRatio: 1.5, chooseLongestTaskMs: 200 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const read = (tab) => tab.evaluate(() => globalThis.chatbotKitVitals.read());
const now = (tab) => tab.evaluate(() => globalThis.chatbotKitVitals.now());
const afterPaint = (tab) => tab.evaluate(() => globalThis.chatbotKitVitals.afterPaint());

/**
 * `promise`, or a rejection after `ms`. The timer is cleared when `promise`
 * settles: a pending one would keep Node running after the bench is done.
 */
function withTimeout(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`web vitals: timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Waits in the page until `what` holds (webVitalsPage.tsx `until`); resolves with the page's time then. */
const until = (tab, what, arg = 0, timeoutMs = 120_000) =>
  withTimeout(tab.evaluate(([w, a]) => globalThis.chatbotKitVitals.until(w, a), [what, arg]), timeoutMs, `${what} ${arg}`);
const longestFrom = (tasks, from) => Math.max(0, ...tasks.filter((t) => t.start + t.duration >= from).map((t) => t.duration));
const worstEventFrom = (events, from) => Math.max(0, ...events.filter((e) => e.start >= from).map((e) => e.duration));

/**
 * A fresh context and tab at 1280×800 for the web-vitals page, its CPU
 * throttled and `config` (the fake's URL and keys) set before any page
 * loads. The traces open theirs the same way.
 */
export async function throttledTab(browser, config) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const tab = await context.newPage();
  await tab.addInitScript((c) => {
    globalThis.chatbotKitVitalsConfig = c;
  }, config);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { context, tab, cdp };
}

/** `throttledTab`, on `app` of the web-vitals page once its recorder is in. */
async function openApp(browser, pageUrl, config, app) {
  const { context, tab } = await throttledTab(browser, config);
  await tab.goto(`${pageUrl}?app=${app}`);
  await tab.waitForFunction(() => 'chatbotKitVitals' in globalThis);
  return { tab, close: () => context.close() };
}

/**
 * Resolves once `count` requests matching `test` have finished, as Node sees
 * them in the tab's network events: waiting this way runs no script in the page.
 */
function requestsFinished(tab, test, count) {
  return new Promise((resolve) => {
    let seen = 0;
    const onFinished = (request) => {
      if (!test(request)) return;
      if (++seen < count) return;
      tab.off('requestfinished', onFinished);
      resolve();
    };
    tab.on('requestfinished', onFinished);
  });
}

/**
 * Opens `app` and waits for its load from Node: page 1 and the prefetch of
 * page 2 answered, a photo arrived. Polling the page instead would inject
 * Playwright's script into it (tens of milliseconds at this throttling) while
 * the app is still loading, at a moment that differs between the apps.
 */
export async function loadListings(tab, url) {
  const lists = requestsFinished(tab, (r) => r.method() === 'POST' && r.url().endsWith('/RealEstateList'), 2);
  const photo = requestsFinished(tab, (r) => r.url().includes('/fake-images/'), 1);
  await tab.goto(url);
  await withTimeout(Promise.all([lists, photo]), 60_000, 'the listing load');
}

/**
 * One listing round of `app`: the load, then (unless `loadOnly`) a "Next
 * page" click and typing in City. A load-only round gives the load's figures alone.
 */
export async function listingRound(browser, pageUrl, config, app, _files, { loadOnly = false } = {}) {
  const { context, tab } = await throttledTab(browser, config);
  const close = () => context.close();
  try {
    await loadListings(tab, `${pageUrl}?app=${app}`);
    // A second for the render and paint of the answers, still with no script of
    // ours in the page; then the first row's photos complete, and late tasks reported.
    await sleep(1000);
    await tab.waitForFunction(() => [...document.images].slice(0, 4).every((img) => img.complete), null, { timeout: 30_000 });
    await sleep(500);
    await afterPaint(tab);
    const load = await read(tab);
    const loaded = {
      app,
      lcpMs: load.lcp?.start ?? NaN,
      lcpElement: load.lcp?.element ?? null,
      // Where the load's time went: the list asked for and answered, the first photo asked for and arrived.
      listRequestedMs: load.listCalls[0]?.startedAt ?? NaN,
      listAnsweredMs: load.listCalls[0]?.endedAt ?? NaN,
      photoRequestedMs: load.firstPhoto?.start ?? NaN,
      photoArrivedMs: load.firstPhoto?.end ?? NaN,
      cls: load.shifts.reduce((sum, s) => sum + s.value, 0),
    };
    if (loadOnly) return { ...loaded, loadOnly };

    const clickAt = await now(tab);
    await tab.getByRole('button', { name: 'Next page' }).click();
    await until(tab, 'page3');
    await sleep(1000);
    await afterPaint(tab);
    const paged = await read(tab);

    const typeAt = await now(tab);
    await tab.getByLabel('City').pressSequentially(CITY, { delay: KEY_DELAY_MS });
    await until(tab, 'city', CITY);
    await sleep(1000);
    await afterPaint(tab);
    const typed = await read(tab);
    return {
      ...loaded,
      nextPageInpMs: worstEventFrom(paged.events.filter((e) => e.interactionId > 0), clickAt),
      nextPageLongestTaskMs: longestFrom(paged.longTasks.filter((t) => t.start < typeAt), clickAt),
      typingWorstEventMs: worstEventFrom(typed.events.filter((e) => e.interactionId > 0), typeAt),
      typingLongestTaskMs: longestFrom(typed.longTasks, typeAt),
    };
  } finally {
    await close();
  }
}

/** `FILES` files of `FILE_BYTES` on disk, in a fresh temp folder. */
export function makeFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'chatbot-kit-vitals-'));
  const body = Buffer.alloc(FILE_BYTES, 97);
  const files = Array.from({ length: FILES }, (_, i) => join(dir, `vitals-${i}.txt`));
  for (const path of files) writeFileSync(path, body);
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function uploadRound(browser, pageUrl, config, app, files) {
  const { tab, close } = await openApp(browser, pageUrl, config, app);
  try {
    const input = tab.locator('input[type=file]');
    await input.waitFor({ state: 'attached' });
    await sleep(500);
    const chosenAt = await now(tab);
    // Paths, as a user's pick: Playwright hands them to Chromium (DOM.setFileInputFiles). Buffers
    // would be decoded by script in the page, a task of its own that no app pays.
    await input.setInputFiles(files);
    const doneAt = await until(tab, 'uploads', FILES);
    // Long tasks are reported after they end: give the last one a frame.
    await afterPaint(tab);
    const { longTasks, finished, chosenEventAt } = await read(tab);
    const tasks = longTasks.filter((t) => t.start + t.duration >= chosenAt);
    // The task that dispatched the choice: Chromium's FileList until the event, the app's work after it.
    const choice = tasks.find((t) => t.start <= chosenEventAt && chosenEventAt <= t.start + t.duration);
    const pageShare = (t) => (t === choice ? t.start + t.duration - chosenEventAt : t.duration);
    return {
      app,
      ms: doneAt - chosenAt,
      finished,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      tasksOver100Ms: tasks.filter((t) => t.duration > 100).length,
      fileListMs: choice ? chosenEventAt - choice.start : 0,
      longestPageTaskMs: Math.max(0, ...tasks.map(pageShare)),
      // When each began, from the choice, and how long it took.
      taskList: tasks.map((t) => [Math.round(t.start - chosenAt), Math.round(t.duration)]),
    };
  } finally {
    await close();
  }
}

/**
 * @param {{ root: string, browser: import('playwright-core').Browser, server: { url: string, secretKey: string, sessionKey: string, serialNumber: string }, log: Function, rounds?: number }} options
 */
export async function benchWebVitals({ root, browser, server, log, rounds = 3, loadRounds = LOAD_ROUNDS }) {
  log(
    `webVitals: ${THROTTLE}× CPU throttling, ${VIEWPORT.width}×${VIEWPORT.height}, ${rounds} rounds of each app, then ${loadRounds} of each listing load alone, library and bare alternating`,
  );
  const page = await servePage(await bundlePage(root, { entry: 'scripts/bench/webVitalsPage.tsx', profiling: false }), {
    css: readFileSync(join(root, 'dist/styles.css'), 'utf8'),
  });
  const chosen = makeFiles();
  const config = { url: server.url, secretKey: server.secretKey, sessionKey: server.sessionKey, serialNumber: server.serialNumber };
  try {
    const runs = [];
    const loads = [];
    const record = async (app, round, options) => {
      const run = { ...(await round(browser, page.url, config, app, chosen.files, options)), loadAverage1m: loadavg()[0] };
      loads.push(run.loadAverage1m);
      runs.push(run);
      log(`  ${app}: ${Object.entries(run).filter(([k, v]) => typeof v === 'number' && k !== 'loadAverage1m').map(([k, v]) => `${k} ${k === 'cls' ? v.toFixed(3) : v.toFixed(0)}`).join(', ')} (load ${run.loadAverage1m.toFixed(1)})`);
    };
    for (let i = 0; i < rounds; i++) {
      const order = i % 2
        ? [['bareFullGrid', listingRound], ['bareGrid', listingRound], ['browser', listingRound], ['bareInput', uploadRound], ['dropzone', uploadRound]]
        : [['browser', listingRound], ['bareGrid', listingRound], ['bareFullGrid', listingRound], ['dropzone', uploadRound], ['bareInput', uploadRound]];
      for (const [app, round] of order) await record(app, round);
    }
    for (let i = 0; i < loadRounds; i++) {
      const order = [['browser', 'bareGrid', 'bareFullGrid'], ['bareGrid', 'bareFullGrid', 'browser'], ['bareFullGrid', 'browser', 'bareGrid']][i % 3];
      for (const app of order) await record(app, listingRound, { loadOnly: true });
    }
    // Each figure from every run that has it: a load's from the full rounds and the loads alone.
    const samples = (app, key) => runs.filter((r) => r.app === app && key in r).map((r) => r[key]);
    const of = (app, key) => median(samples(app, key));
    const rangeOf = (app, key) => [Math.min(...samples(app, key)), Math.max(...samples(app, key))];
    const pick = (app, keys) => Object.fromEntries(keys.flatMap((k) => [[k, of(app, k)], [`${k}Range`, rangeOf(app, k)]]));
    const listingKeys = ['listRequestedMs', 'listAnsweredMs', 'photoRequestedMs', 'photoArrivedMs', 'lcpMs', 'cls', 'nextPageInpMs', 'nextPageLongestTaskMs', 'typingWorstEventMs', 'typingLongestTaskMs'];
    const uploadKeys = ['ms', 'longTasks', 'longestTaskMs', 'tasksOver100Ms', 'fileListMs', 'longestPageTaskMs'];
    const listings = { library: pick('browser', listingKeys), bare: pick('bareGrid', listingKeys), bareFullCards: pick('bareFullGrid', listingKeys) };
    const uploads = { library: pick('dropzone', uploadKeys), bare: pick('bareInput', uploadKeys) };
    // Median ÷ median; `pairedRatios` below is the median of the rounds' own ratios.
    const ratios = {
      nextPageInp: listings.library.nextPageInpMs / listings.bare.nextPageInpMs,
      lcp: listings.library.lcpMs / listings.bare.lcpMs,
      lcpToFullCards: listings.library.lcpMs / listings.bareFullCards.lcpMs,
      typingLongestTask: listings.library.typingLongestTaskMs / listings.bare.typingLongestTaskMs,
      chooseLongestTask: uploads.library.longestTaskMs / uploads.bare.longestTaskMs,
      chooseMs: uploads.library.ms / uploads.bare.ms,
    };
    // Each round's library run against the bare run beside it: both met the same moment's load.
    const pairedRatio = (libraryApp, bareApp, key) => {
      const bare = samples(bareApp, key);
      return median(samples(libraryApp, key).map((value, i) => value / bare[i]));
    };
    const pairedRatios = {
      nextPageInp: pairedRatio('browser', 'bareGrid', 'nextPageInpMs'),
      lcp: pairedRatio('browser', 'bareGrid', 'lcpMs'),
      lcpToFullCards: pairedRatio('browser', 'bareFullGrid', 'lcpMs'),
      chooseLongestTask: pairedRatio('dropzone', 'bareInput', 'longestTaskMs'),
      chooseMs: pairedRatio('dropzone', 'bareInput', 'ms'),
    };
    const goals = {
      nextPageInp: listings.library.nextPageInpMs <= GOALS.inpMs,
      lcp: ratios.lcp <= GOALS.lcpRatio,
      cls: listings.library.cls <= GOALS.cls,
      chooseFiles: ratios.chooseLongestTask <= GOALS.chooseRatio && uploads.library.longestTaskMs <= GOALS.chooseLongestTaskMs,
      typing: listings.library.typingLongestTaskMs <= GOALS.typingLongestTaskMs,
    };
    return {
      cpuThrottling: THROTTLE,
      viewport: VIEWPORT,
      rounds,
      loadRounds,
      city: CITY,
      keystrokeDelayMs: KEY_DELAY_MS,
      files: FILES,
      fileBytes: FILE_BYTES,
      loadAverage1m: { min: Math.min(...loads), max: Math.max(...loads) },
      goals: GOALS,
      listings,
      uploads,
      ratios,
      pairedRatios,
      isAtGoal: goals,
      runs,
    };
  } finally {
    await page.close();
    chosen.remove();
  }
}
