#!/usr/bin/env node
// A diagnostic, not part of `npm run bench`: traces one "Next page" click on
// RealEstateBrowser (20 per page, the package's CSS, 1280×800, 4× CPU
// throttling) and prints where the click's main-thread time went: script,
// style, layout (with how many objects each layout touched), paint.
// `node scripts/bench/traceNextPage.mjs` (needs dist/: `npm run build`).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.mjs';
import { bundlePage } from './bundlePage.mjs';
import { servePage } from './servePage.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLICKS = Number(process.env.TRACE_CLICKS ?? 3);
const testing = await import(pathToFileURL(join(ROOT, 'dist/testing/index.js')).href);
const server = await testing.startFakeChatbotServer();
const page = await servePage(await bundlePage(ROOT));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await tab.goto(page.url);
  // TRACE_CSS=none leaves the package's CSS out; TRACE_EXTRA_CSS adds rules after it (to test a suspect).
  if (process.env.TRACE_CSS !== 'none') await tab.addStyleTag({ content: readFileSync(join(ROOT, 'dist/styles.css'), 'utf8') });
  if (process.env.TRACE_EXTRA_CSS) await tab.addStyleTag({ content: process.env.TRACE_EXTRA_CSS });
  await tab.waitForFunction(() => 'chatbotKitBench' in globalThis);
  await tab.evaluate((c) => globalThis.chatbotKitBench.setup(c), {
    url: server.url,
    secretKey: server.secretKey,
    sessionKey: server.sessionKey,
    serialNumber: server.serialNumber,
  });
  await tab.evaluate(() => globalThis.chatbotKitBench.mountBrowser());
  const next = tab.getByRole('button', { name: 'Next page' });
  await next.waitFor();
  await tab.waitForTimeout(1500);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let click = 1; click <= CLICKS; click++) {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await next.click();
    await tab.waitForTimeout(2500);
    await cdp.send('Tracing.end');
    await done;
    cdp.removeAllListeners('Tracing.dataCollected');
    const sum = (name) => events.filter((e) => e.name === name && e.ph === 'X').reduce((ms, e) => ms + (e.dur ?? 0) / 1000, 0);
    const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X');
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X').map((e) => (e.dur ?? 0) / 1000);
    const longest = Math.max(0, ...tasks);
    console.log(
      `click ${click}: longest task ${longest.toFixed(0)} ms; script ${(sum('FunctionCall') + sum('EventDispatch')).toFixed(0)} ms, ` +
        `style ${sum('UpdateLayoutTree').toFixed(0)} ms, layout ${sum('Layout').toFixed(0)} ms in ${layouts.length} ` +
        `(objects: ${layouts.map((e) => `${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'}`).join(', ')}), ` +
        `paint ${sum('Paint').toFixed(0)} ms, decode ${sum('Decode Image').toFixed(0)} ms`,
    );
    const worst = layouts.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    if (worst) console.log(`  longest layout ${((worst.dur ?? 0) / 1000).toFixed(0)} ms: ${JSON.stringify(worst.args?.beginData ?? {})}`);
  }
  // TRACE_SCREENSHOT=path.png: what the last page looked like, to compare CSS changes by eye.
  if (process.env.TRACE_SCREENSHOT) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await tab.screenshot({ path: process.env.TRACE_SCREENSHOT, fullPage: true });
  }
} finally {
  await browser.close();
  await page.close();
  await server.close();
}
