#!/usr/bin/env node
// A diagnostic, not part of `npm run bench`: traces the listing flows of the
// web-vitals page (webVitalsPage.tsx) at 4× CPU throttling, 1280×800, for
// the library's RealEstateBrowser and the bare grid: the load (when the list
// request left, when the first photo was asked for, LCP), one "Next page"
// click and typing "Seattle" in City. For each it prints the tasks over
// 30 ms and their make-up: script, style, layout (objects laid out), paint.
// `node scripts/bench/traceListings.mjs` (needs dist/: `npm run build`).
// TRACE_APPS=browser limits it to one app; TRACE_ROUNDS=3 repeats;
// TRACE_PROFILE=1 adds V8's sampling profile of the load and the click, by
// function, and the load's script up to LCP by package.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.mjs';
import { bundlePage } from './bundlePage.mjs';
import { servePage } from './servePage.mjs';
import { startProfile, stopProfile } from './cpuProfile.mjs';
import { loadListings, throttledTab } from './webVitals.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = (process.env.TRACE_APPS ?? 'browser,bareGrid').split(',');
const ROUNDS = Number(process.env.TRACE_ROUNDS ?? 1);
const PROFILE = process.env.TRACE_PROFILE === '1';
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing';
const testing = await import(pathToFileURL(join(ROOT, 'dist/testing/index.js')).href);
const server = await testing.startFakeChatbotServer();
const bundle = await bundlePage(ROOT, { entry: 'scripts/bench/webVitalsPage.tsx', profiling: false });
const page = await servePage(bundle, {
  css: readFileSync(join(ROOT, 'dist/styles.css'), 'utf8'),
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

async function traced(cdp, run) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** The renderer main thread with the most task time. */
function mainThread(events) {
  const time = new Map();
  for (const e of events) if (e.name === 'RunTask' && e.ph === 'X') time.set(`${e.pid}:${e.tid}`, (time.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const names = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return [...time].filter(([k]) => names.has(k)).sort((a, b) => b[1] - a[1])[0]?.[0];
}

function report(label, events, from = 0) {
  const main = mainThread(events);
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const t0 = from || Math.min(...on.map((e) => e.ts));
  const tasks = on.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 30_000 && e.ts >= t0 - 1);
  console.log(`  ${label}: ${tasks.length} tasks over 30 ms`);
  for (const task of tasks) {
    const inside = on.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
    const sum = (...names) => inside.filter((e) => names.includes(e.name)).reduce((ms, e) => ms + (e.dur ?? 0) / 1000, 0);
    const layouts = inside.filter((e) => e.name === 'Layout');
    const fns = inside.filter((e) => (e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'EventDispatch' || e.name === 'EvaluateScript') && (e.dur ?? 0) > 5_000)
      .map((e) => `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''}${e.args?.data?.type ? `(${e.args.data.type})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
    console.log(
      `    at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms; script ${sum('FunctionCall', 'EventDispatch', 'TimerFire', 'RunMicrotasks', 'EvaluateScript', 'v8.run').toFixed(0)}, ` +
        `compile ${sum('v8.compile', 'CompileScript', 'v8.compileModule').toFixed(0)}, style ${sum('UpdateLayoutTree').toFixed(0)}, layout ${sum('Layout').toFixed(0)} ` +
        `(objects ${layouts.map((e) => `${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'}`).join(' ')}), ` +
        `paint ${sum('Paint', 'PrePaint', 'Layerize').toFixed(0)}, GC ${sum('MinorGC', 'MajorGC', 'V8.GC_SCAVENGER').toFixed(0)}; ${fns.join(', ')}`,
    );
  }
  return t0;
}

function printProfile(profile) {
  console.log(`    sampled script ${profile.sampledMs.toFixed(0)} ms; top self:`);
  for (const [fn, ms] of profile.self) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
  console.log('    top total:');
  for (const [fn, ms] of profile.total) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
  if (!profile.byPackage) return;
  const upToLcp = profile.byPackage.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`    script up to LCP ${upToLcp.toFixed(0)} ms, by package:`);
  for (const [name, ms] of profile.byPackage.filter(([, ms]) => ms >= 1)) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${name}`);
}

try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const app of APPS) {
      console.log(`${app}:`);
      const { context, tab, cdp } = await throttledTab(browser, {
        url: server.url,
        secretKey: server.secretKey,
        sessionKey: server.sessionKey,
        serialNumber: server.serialNumber,
      });
      // The page's origin first, so the profiler's isolate is the app's when it loads.
      await tab.goto(`${page.url}?app=none`);
      if (PROFILE) await startProfile(cdp);
      const load = await traced(cdp, async () => {
        await loadListings(tab, `${page.url}?app=${app}`);
        await tab.waitForTimeout(1000);
      });
      const nav = load.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody' || e.name === 'domLoading');
      const t0 = report('load', load, nav?.ts);
      const read = await tab.evaluate(() => globalThis.chatbotKitVitals.read());
      // The trace and the profile share one clock: script up to LCP, by package.
      if (PROFILE) printProfile(await stopProfile(cdp, 25, { bundle, untilUs: t0 + (read.lcp?.start ?? Infinity) * 1000 }));
      const sends = load.filter((e) => e.name === 'ResourceSendRequest');
      const at = (match) => {
        const e = sends.find((s) => match(s.args?.data?.url ?? ''));
        return e ? ((e.ts - t0) / 1000).toFixed(0) : '?';
      };
      console.log(
        `    script requested ${at((u) => u.endsWith('.js'))}, list requested ${at((u) => u.endsWith('/RealEstateList'))}, photo requested ${at((u) => u.includes('/fake-images/'))}; ` +
          `page: list ${read.listCalls[0]?.startedAt.toFixed(0)}→${read.listCalls[0]?.endedAt?.toFixed(0)}, photo ${read.firstPhoto?.start.toFixed(0)}→${read.firstPhoto?.end.toFixed(0)}, LCP ${read.lcp?.start.toFixed(0)} ${read.lcp?.element}`,
      );
      // Found before the trace: the click alone is measured, not the locator's script.
      const button = tab.getByRole('button', { name: 'Next page' });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (PROFILE) await startProfile(cdp);
      const next = await traced(cdp, async () => {
        await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await tab.evaluate(() => globalThis.chatbotKitVitals.until('page3', 0));
        await tab.waitForTimeout(1000);
      });
      report('next page', next);
      if (PROFILE) printProfile(await stopProfile(cdp, 25));
      const typing = await traced(cdp, async () => {
        await tab.getByLabel('City').pressSequentially('Seattle', { delay: 100 });
        await tab.evaluate(() => globalThis.chatbotKitVitals.until('city', 'Seattle'));
        await tab.waitForTimeout(1000);
      });
      report('typing', typing);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await page.close();
  await server.close();
}
