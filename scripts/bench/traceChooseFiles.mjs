#!/usr/bin/env node
// A diagnostic, not part of `npm run bench`: traces the choice of 50 files
// on the web-vitals page (webVitalsPage.tsx) at 4× CPU throttling, for the
// library's UploadDropzone and the bare file input, and prints each long
// task's make-up: script (with its top functions by self time, V8's sampling
// profiler, from the choice to the rows' first paint), style, layout, paint.
// `node scripts/bench/traceChooseFiles.mjs` (needs dist/: `npm run build`).
// TRACE_APPS=dropzone limits it to one app.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.mjs';
import { bundlePage } from './bundlePage.mjs';
import { servePage } from './servePage.mjs';
import { startProfile, stopProfile } from './cpuProfile.mjs';
import { throttledTab } from './webVitals.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = (process.env.TRACE_APPS ?? 'dropzone,bareInput').split(',');
const testing = await import(pathToFileURL(join(ROOT, 'dist/testing/index.js')).href);
const server = await testing.startFakeChatbotServer();
const page = await servePage(await bundlePage(ROOT, { entry: 'scripts/bench/webVitalsPage.tsx', profiling: false }), {
  css: readFileSync(join(ROOT, 'dist/styles.css'), 'utf8'),
});
const dir = mkdtempSync(join(tmpdir(), 'chatbot-kit-trace-'));
const files = Array.from({ length: 50 }, (_, i) => join(dir, `trace-${i}.txt`));
for (const path of files) writeFileSync(path, Buffer.alloc(20_000, 97));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const app of APPS) {
    const { context, tab, cdp } = await throttledTab(browser, {
      url: server.url,
      secretKey: server.secretKey,
      sessionKey: server.sessionKey,
      serialNumber: server.serialNumber,
    });
    await tab.goto(`${page.url}?app=${app}`);
    const input = tab.locator('input[type=file]');
    await input.waitFor({ state: 'attached' });
    await tab.waitForTimeout(1000);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
    await startProfile(cdp);
    await input.setInputFiles(files);
    // The profile covers the choice and the first paint of the rows only: what the user waits for.
    await tab.evaluate(() => globalThis.chatbotKitVitals.afterPaint());
    const profile = await stopProfile(cdp, 20);
    await tab.evaluate(() => globalThis.chatbotKitVitals.until('uploads', 50));
    await cdp.send('Tracing.end');
    await done;
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000);
    console.log(`${app}: ${tasks.length} tasks over 50 ms`);
    for (const task of tasks) {
      const inside = events.filter((e) => e.ph === 'X' && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
      const sum = (name) => inside.filter((e) => e.name === name).reduce((ms, e) => ms + (e.dur ?? 0) / 1000, 0);
      const names = [...new Set(inside.filter((e) => (e.dur ?? 0) > 10_000).map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''}`))];
      console.log(
        `  task at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms; ` +
          `script ${(sum('FunctionCall') + sum('EventDispatch') + sum('TimerFire') + sum('RunMicrotasks')).toFixed(0)}, style ${sum('UpdateLayoutTree').toFixed(0)}, ` +
          `layout ${sum('Layout').toFixed(0)}, paint ${sum('Paint').toFixed(0)}, GC ${(sum('MinorGC') + sum('MajorGC') + sum('V8.GC_SCAVENGER')).toFixed(0)}; events over 10 ms: ${names.join(', ')}`,
      );
    }
    console.log(`  until the rows' first paint: sampled script ${profile.sampledMs.toFixed(0)} ms; top self:`);
    for (const [fn, ms] of profile.self) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
    await context.close();
  }
} finally {
  await browser.close();
  await page.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
