// The main thread's cost of a big upload: what the page's main
// thread spends (Chrome DevTools Protocol, Performance.getMetrics) while a
// 1 GiB file goes over loopback to the fake storage, the library's
// <UploadDropzone> against a raw XMLHttpRequest with a progress listener,
// and the library's engine alone with a listener that draws nothing (the
// baseline's own level). Two raw rounds more bound what any code could reach:
// one draws a <progress> bar, the other goes through a ten-line store (the
// least an engine that keeps state and tells subscribers can do per event).
// Every round makes the platform's three requests in
// the measured window: the raw rounds send GetPreUploadUrl and the report
// with a bare fetch around their XHR PUT, as the engine does around its own.
//
// The file is a real one on disk (sparse: zeros), picked through
// DOM.setFileInputFiles like a user's pick, so Chromium streams it from disk
// and no round makes a 1 GiB buffer in the page. Storage counts the bytes
// that arrive (countingStorage.mjs); every round must have delivered them all.
import { closeSync, createReadStream, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundlePage } from './bundlePage.mjs';
import { startCountingStorage } from './countingStorage.mjs';
import { median } from './median.mjs';
import { servePage } from './servePage.mjs';
import { startProfile, stopProfile } from './cpuProfile.mjs';

const GiB = 1024 ** 3;
/**
 * The main-thread goals, in task time, each like for like: the engine alone
 * (a listener that draws nothing) ≤ 1.5 × a raw XHR whose listener only
 * counts; `UploadDropzone` ≤ 1.5 × a raw XHR drawing a `<progress>` bar and
 * a percent. Script time is reported beside them.
 */
const MAIN_THREAD_GOAL = 1.5;
/** The rounds with no library: the baseline, with a <progress> bar, through the least store. */
const RAW_KINDS = ['rawProgress', 'rawProgressUi', 'rawProgressStore'];
/** What each reading keeps, in ms (getMetrics gives seconds). */
const METRICS = ['ScriptDuration', 'TaskDuration', 'LayoutDuration', 'RecalcStyleDuration', 'ThreadTime', 'DevToolsCommandDuration'];

/** A sparse file of `bytes` zeros in a fresh temp folder: no disk space, read like any file. */
function makeFile(dir, name, bytes) {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  try {
    ftruncateSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
  return path;
}

async function readMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const byName = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  return Object.fromEntries(METRICS.map((name) => [name, (byName[name] ?? NaN) * 1000]));
}

/**
 * One round: set up the page, read the metrics, pick the file, wait for the
 * end, read them again. The delta is the upload's, from the pick to the last
 * commit painted.
 */
async function runRound(ctx, kind, path, bytes) {
  const { tab, cdp, storage, config } = ctx;
  const selector = await call(tab, 'mainThreadPrepare', config, kind);
  const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` });
  if (!result.objectId) throw new Error(`no file input at ${selector}`);
  const before = await readMetrics(cdp);
  if (ctx.profile && !RAW_KINDS.includes(kind)) await startProfile(cdp);
  await cdp.send('DOM.setFileInputFiles', { files: [path], objectId: result.objectId });
  const page = await call(tab, 'mainThreadWait', ctx.timeoutMs);
  const after = await readMetrics(cdp);
  if (ctx.profile && !RAW_KINDS.includes(kind)) ctx.profiles.push({ kind, ...(await stopProfile(cdp)) });
  await call(tab, 'mainThreadCleanup');
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  const bytesAtStorage = page.fileStoreId ? storage.takeBytes(page.fileStoreId) : 0;
  // Every round ends with its report, the raw ones too.
  const isLibrary = !RAW_KINDS.includes(kind);
  const reported = storage.wasReported(page.fileStoreId);
  const ms = Object.fromEntries(METRICS.map((name) => [name, after[name] - before[name]]));
  return {
    kind,
    scriptMs: ms.ScriptDuration,
    taskMs: ms.TaskDuration,
    layoutMs: ms.LayoutDuration,
    recalcStyleMs: ms.RecalcStyleDuration,
    threadMs: ms.ThreadTime,
    devToolsMs: ms.DevToolsCommandDuration,
    uploadMs: page.ms,
    mibPerSecond: bytes / 1024 / 1024 / (page.ms / 1000),
    progressEvents: isLibrary ? null : page.progressEvents,
    bytesAtStorage,
    complete: page.status === 200 && bytesAtStorage === bytes && reported,
    error: page.error,
  };
}

/** Rotates the order each round, so no kind always follows the same one. */
const KINDS = ['rawProgress', 'engine', 'library', 'rawProgressUi', 'rawProgressStore', ...(process.env.BENCH_MAIN_THREAD_HOOK === '1' ? ['hook'] : [])];
const orderOf = (i) => KINDS.map((_, k) => KINDS[(k + i) % KINDS.length]);

/** Calls `name` on the main-thread page's `chatbotKitMainThread` with `args`. */
const call = (tab, name, ...args) => tab.evaluate(([n, a]) => globalThis.chatbotKitMainThread[n](...a), [name, args]);

/**
 * @param {{ root: string, browser: import('playwright-core').Browser, testing: any, log: Function, bytes?: number, rounds?: number, timeoutMs?: number, profile?: boolean }} options
 */
export async function benchMainThread({ root, browser, testing, log, bytes = GiB, rounds = 3, timeoutMs = 120_000, profile = false }) {
  log(`mainThread: ${bytes / GiB} GiB from disk over loopback, all three steps: raw (bare fetches, XHR PUT with progress; bare, with a progress bar, through a ten-line store) vs the engine and UploadDropzone, ${rounds} rounds each`);
  const dir = mkdtempSync(join(tmpdir(), 'chatbot-kit-bench-'));
  const storage = await startCountingStorage(testing);
  // The package's CSS linked, as an app that shows UploadDropzone links it: the bar's styles are part of its cost.
  const page = await servePage(await bundlePage(root, { entry: 'scripts/bench/mainThreadPage.tsx', profiling: false }), {
    css: readFileSync(join(root, 'dist/styles.css'), 'utf8'),
  });
  const tab = await browser.newPage();
  try {
    tab.on('pageerror', (error) => log(`main-thread page error: ${error.message}`));
    await tab.goto(page.url);
    await tab.waitForFunction(() => 'chatbotKitMainThread' in globalThis);
    const cdp = await tab.context().newCDPSession(tab);
    // Thread ticks: durations in the main thread's CPU time, less skewed by
    // other processes on a shared machine than wall time.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const ctx = { tab, cdp, storage, timeoutMs, config: storage.config, profile, profiles: [] };
    const warmPath = makeFile(dir, 'warm-up.bin', 32 * 1024 ** 2);
    const path = makeFile(dir, 'one-gib.bin', bytes);
    // Read once, so the first round does not pay for filling the page cache.
    for await (const chunk of createReadStream(path, { highWaterMark: 4 * 1024 ** 2 })) void chunk;
    // One unrecorded round of 32 MiB each: code compiled and connections open for all.
    for (const kind of KINDS) await runRound({ ...ctx, profile: false }, kind, warmPath, 32 * 1024 ** 2);
    const all = [];
    for (let i = 0; i < rounds; i++) {
      for (const kind of orderOf(i)) {
        const round = await runRound(ctx, kind, path, bytes);
        all.push(round);
        log(
          `  ${kind}: script ${round.scriptMs.toFixed(1)} ms, tasks ${round.taskMs.toFixed(1)} ms, layout ${round.layoutMs.toFixed(1)} ms, style ${round.recalcStyleMs.toFixed(1)} ms; ` +
            `${(round.uploadMs / 1000).toFixed(1)} s, ${round.bytesAtStorage === bytes ? 'all bytes at storage' : `ONLY ${round.bytesAtStorage} B at storage`}` +
            (round.progressEvents === null ? '' : `, ${round.progressEvents} progress events`),
        );
      }
    }
    const summarize = (kind) => {
      const of = all.filter((r) => r.kind === kind);
      const pick = (key) => median(of.map((r) => r[key]));
      return {
        scriptMs: pick('scriptMs'),
        taskMs: pick('taskMs'),
        layoutMs: pick('layoutMs'),
        recalcStyleMs: pick('recalcStyleMs'),
        threadMs: pick('threadMs'),
        uploadMs: pick('uploadMs'),
        // Per second of upload, the median of the rounds': Chromium sends
        // upload progress on a timer, so a slower round gets more events.
        scriptMsPerSecond: median(of.map((r) => r.scriptMs / (r.uploadMs / 1000))),
        taskMsPerSecond: median(of.map((r) => r.taskMs / (r.uploadMs / 1000))),
      };
    };
    const raw = summarize('rawProgress');
    const rawUi = summarize('rawProgressUi');
    const library = summarize('library');
    const engine = summarize('engine');
    const leastStore = summarize('rawProgressStore');
    const scriptRatio = library.scriptMs / raw.scriptMs;
    const taskRatio = library.taskMs / raw.taskMs;
    return {
      bytes,
      rounds,
      timeDomain: 'threadTicks',
      // What the raw rounds do in the window: the same three requests as the library's rounds.
      baseline: 'fetch GetPreUploadUrl, XMLHttpRequest PUT with an upload progress listener, fetch ReportUploadSuccess',
      goalRatio: MAIN_THREAD_GOAL,
      rawWithProgress: raw,
      rawWithProgressBar: rawUi,
      library,
      // The library at the baseline's level: its engine with a listener that draws nothing.
      engine,
      engineScriptRatio: engine.scriptMs / raw.scriptMs,
      engineTaskRatio: engine.taskMs / raw.taskMs,
      // The floor of any engine: the raw round through a ten-line store that tells one
      // subscriber at once per event (mainThreadPage's leastStore), against the same baseline.
      leastStore,
      leastStoreScriptRatio: leastStore.scriptMs / raw.scriptMs,
      leastStoreTaskRatio: leastStore.taskMs / raw.taskMs,
      // The library against the raw XHR whose listener only counts (not a goal: one draws, the other does not).
      scriptRatio,
      taskRatio,
      isEngineAtGoal: engine.taskMs / raw.taskMs <= MAIN_THREAD_GOAL,
      isComponentAtGoal: library.taskMs / rawUi.taskMs <= MAIN_THREAD_GOAL,
      isAtGoal: engine.taskMs / raw.taskMs <= MAIN_THREAD_GOAL && library.taskMs / rawUi.taskMs <= MAIN_THREAD_GOAL,
      // Against a raw XHR that shows a <progress> and a percent: the least a progress UI pays.
      scriptRatioVsProgressBar: library.scriptMs / rawUi.scriptMs,
      taskRatioVsProgressBar: library.taskMs / rawUi.taskMs,
      // Per second of upload: these leave each round's speed out.
      scriptRatioPerSecond: library.scriptMsPerSecond / raw.scriptMsPerSecond,
      taskRatioPerSecond: library.taskMsPerSecond / raw.taskMsPerSecond,
      ...(KINDS.includes('hook') ? { hookWithProgressBar: summarize('hook') } : {}),
      allBytesArrived: all.every((r) => r.complete),
      runs: all,
      ...(profile ? { profiles: ctx.profiles } : {}),
    };
  } finally {
    await tab.close();
    await page.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The table rows of `npm run bench` for this section (printTable.mjs). */
export function mainThreadRows(m) {
  if (!m?.library) return [];
  const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
  const x = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : 'n/a');
  const head = `main thread, ${m.bytes / GiB} GiB upload`;
  // Per second of upload, against the bare listener: a round that ran longer got more progress events.
  const perSecond = (of, kind) => of[`${kind}MsPerSecond`] / m.rawWithProgress[`${kind}MsPerSecond`];
  // The goals, in task time, from the figures (results written before the goals had fields of their own too).
  const goal = (ratio) => `goal ≤ ${m.goalRatio}x in tasks: ${ratio <= m.goalRatio ? 'met' : 'NOT met'}`;
  return [
    [`${head}: raw (bare fetches, XHR PUT) + progress listener`, `${ms(m.rawWithProgress.scriptMs)} script`, `${ms(m.rawWithProgress.taskMs)} tasks (median of ${m.rounds})`],
    [`${head}: raw (bare fetches, XHR PUT) + <progress> bar`, `${ms(m.rawWithProgressBar.scriptMs)} script`, `${ms(m.rawWithProgressBar.taskMs)} tasks`],
    ...(m.engine
      ? [
          [`${head}: engine (createUploadQueue) + listener`, `${ms(m.engine.scriptMs)} script`, `${ms(m.engine.taskMs)} tasks (draws nothing)`],
          [`${head}: engine / raw + listener`, `${x(m.engineScriptRatio)} script`, `${x(m.engineTaskRatio)} tasks (like for like: neither draws); ${goal(m.engineTaskRatio)}`],
          [`${head}: the same, per s`, `${x(perSecond(m.engine, 'script'))} script`, `${x(perSecond(m.engine, 'task'))} tasks (steadier: a longer round fires more events)`],
        ]
      : []),
    ...(m.leastStore
      ? [
          [`${head}: raw through a ten-line store / raw + listener`, `${x(m.leastStoreScriptRatio)} script`, `${x(m.leastStoreTaskRatio)} tasks (the floor of any engine)`],
          [`${head}: the same, per s`, `${x(perSecond(m.leastStore, 'script'))} script`, `${x(perSecond(m.leastStore, 'task'))} tasks`],
          [`${head}: raw + <progress> bar / raw + listener, per s`, `${x(perSecond(m.rawWithProgressBar, 'script'))} script`, `${x(perSecond(m.rawWithProgressBar, 'task'))} tasks (the least a progress UI costs)`],
        ]
      : []),
    [`${head}: UploadDropzone`, `${ms(m.library.scriptMs)} script`, `${ms(m.library.taskMs)} tasks; all bytes at storage: ${m.allBytesArrived ? 'yes' : 'NO'}`],
    [`${head}: library / raw + <progress> bar`, `${x(m.scriptRatioVsProgressBar)} script`, `${x(m.taskRatioVsProgressBar)} tasks (like for like: both draw); ${goal(m.taskRatioVsProgressBar)}`],
    [`${head}: the same, per s`, `${x(m.library.scriptMsPerSecond / m.rawWithProgressBar.scriptMsPerSecond)} script`, `${x(m.library.taskMsPerSecond / m.rawWithProgressBar.taskMsPerSecond)} tasks (steadier: a longer round fires more events)`],
    [`${head}: library / raw + listener`, `${x(m.scriptRatio)} script`, `${x(m.taskRatio)} tasks`],
    [`${head}: library / raw + listener, per s`, `${x(m.scriptRatioPerSecond)} script`, `${x(m.taskRatioPerSecond)} tasks (per second of upload: speed left out)`],
  ];
}
