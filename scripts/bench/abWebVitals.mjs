#!/usr/bin/env node
// A diagnostic, not part of `npm run bench`: compares the interactions of the
// web-vitals section (4× CPU throttling, 1280×800) between two builds of the
// package, round by round, in an order that alternates, so a change can be
// told from the noise between runs. abListings.mjs does the same for the load.
//
//   node scripts/bench/abWebVitals.mjs ../other-checkout   (both need dist/: `npm run build`)
//
// AB_FLOW=choose (the default) chooses 50 files in each build's UploadDropzone
// and in the bare input; AB_FLOW=listing loads each build's RealEstateBrowser
// and the bare grid, clicks "Next page" and types in City. AB_ROUNDS=8 sets
// the rounds. It prints each app's medians, then this build's ÷ the other's,
// the median of the rounds' own ratios. The other checkout may be this one.
import { openAbPages } from './abPages.mjs';
import { median } from './median.mjs';
import { listingRound, makeFiles, uploadRound } from './webVitals.mjs';

const ROUNDS = Number(process.env.AB_ROUNDS ?? 8);
const FLOWS = {
  choose: { round: uploadRound, library: 'dropzone', bare: 'bareInput', fields: ['longestTaskMs', 'longestPageTaskMs', 'fileListMs', 'tasksOver100Ms', 'longTasks', 'ms'] },
  listing: { round: listingRound, library: 'browser', bare: 'bareGrid', fields: ['typingLongestTaskMs', 'typingWorstEventMs', 'nextPageInpMs', 'nextPageLongestTaskMs'] },
};
const flow = FLOWS[process.env.AB_FLOW ?? 'choose'];
if (!flow) throw new Error(`AB_FLOW is one of ${Object.keys(FLOWS).join(', ')}`);

const { pages, browser, config, close } = await openAbPages(process.argv[2], 'node scripts/bench/abWebVitals.mjs');
const chosen = makeFiles();

const runs = { this: [], bare: [], other: [] };
try {
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? ['other', 'bare', 'this'] : ['this', 'bare', 'other'];
    for (const which of order) {
      const app = which === 'bare' ? flow.bare : flow.library;
      runs[which].push(await flow.round(browser, pages[which === 'other' ? 'other' : 'this'].url, config, app, chosen.files));
    }
  }
  console.log(`${ROUNDS} rounds of ${process.env.AB_FLOW ?? 'choose'}; medians`);
  for (const [name, rows] of Object.entries(runs)) {
    console.log(`  ${name.padEnd(6)}${flow.fields.map((f) => `${f} ${median(rows.map((r) => r[f])).toFixed(0)}`).join('  ')}`);
  }
  const paired = (f) => median(runs.this.map((r, i) => r[f] / runs.other[i][f])).toFixed(2);
  console.log(`this ÷ other, paired: ${flow.fields.map((f) => `${f} ${paired(f)}`).join('  ')}`);
} finally {
  chosen.remove();
  await close();
}
