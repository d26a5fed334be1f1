#!/usr/bin/env node
// A diagnostic, not part of `npm run bench`: compares the listing load of two
// builds of the package, as the web-vitals section loads it (4× CPU
// throttling, 1280×800, waited on from Node). Each round loads this
// checkout's `RealEstateBrowser`, the bare three-line grid and the other
// checkout's `RealEstateBrowser`, in an order that alternates, so a change
// can be told from the noise between runs: the paired ratios compare loads
// that met the same moment's machine.
//
//   node scripts/bench/abListings.mjs ../other-checkout   (both need dist/: `npm run build`)
//
// AB_ROUNDS=12 sets the rounds (three loads each, about 8 s a round).
// AB_APP=browserThreeLine loads this checkout's page with the bare grid's
// three-line cards instead (webVitalsPage.tsx): what the page around the
// cards costs. The other checkout may be this one.
// It prints, per build, the medians of LCP, when the list was asked for and
// answered and when the first photo was asked for (ms from navigation), then
// each build's LCP ÷ the bare grid and this build's ÷ the other's, each the
// median of the rounds' own ratios.
import { openAbPages } from './abPages.mjs';
import { median } from './median.mjs';
import { loadListings, throttledTab } from './webVitals.mjs';

const ROUNDS = Number(process.env.AB_ROUNDS ?? 12);
const THIS_APP = process.env.AB_APP ?? 'browser';
const FIELDS = ['lcp', 'requested', 'answered', 'photo'];
const { pages, browser, config, close } = await openAbPages(process.argv[2], 'node scripts/bench/abListings.mjs');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One load of `app` from `build`'s page: the first page and the first row's photos on screen. */
async function load(build, app) {
  const { context, tab } = await throttledTab(browser, config);
  try {
    await loadListings(tab, `${pages[build].url}?app=${app}`);
    // As the web-vitals section: a second with no script of ours in the page, then the photos complete.
    await sleep(1000);
    await tab.waitForFunction(() => [...document.images].slice(0, 4).every((img) => img.complete), null, { timeout: 30_000 });
    const seen = await tab.evaluate(() => globalThis.chatbotKitVitals.read());
    return { lcp: seen.lcp?.start, requested: seen.listCalls[0]?.startedAt, answered: seen.listCalls[0]?.endedAt, photo: seen.firstPhoto?.start };
  } finally {
    await context.close();
  }
}

const loads = { this: [], bare: [], other: [] };
try {
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? ['other', 'bare', 'this'] : ['this', 'bare', 'other'];
    const apps = { this: THIS_APP, bare: 'bareGrid', other: 'browser' };
    for (const which of order) loads[which].push(await load(which === 'bare' ? 'this' : which, apps[which]));
  }
  console.log(`${ROUNDS} rounds, this build's app ${THIS_APP}; medians, ms from navigation`);
  for (const [name, rows] of Object.entries(loads)) {
    console.log(`  ${name.padEnd(6)}${FIELDS.map((f) => `${f} ${median(rows.map((r) => r[f])).toFixed(0)}`).join('  ')}`);
  }
  const paired = (a, b) => median(loads[a].map((r, i) => r.lcp / loads[b][i].lcp)).toFixed(2);
  console.log(`LCP ÷ bare, paired: this ${paired('this', 'bare')}, other ${paired('other', 'bare')}; this ÷ other ${paired('this', 'other')}`);
} finally {
  await close();
}
