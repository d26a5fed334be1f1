// The web-vitals section's lines in the table `npm run bench` prints
// (printTable.mjs), from its part of bench/results.json (webVitals.mjs).

/** The table rows of `npm run bench` for this section (printTable.mjs). */
export function webVitalsRows(w) {
  if (!w?.listings) return [];
  const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : 'n/a');
  const x = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x bare` : 'n/a');
  const met = (ok) => (ok ? 'met' : 'NOT met');
  const head = `web vitals (${w.cpuThrottling}× CPU, load ${w.loadAverage1m.min.toFixed(1)}–${w.loadAverage1m.max.toFixed(1)})`;
  const { library: l, bare: b } = w.listings;
  const { library: ul, bare: ub } = w.uploads;
  return [
    [`${head}: "Next page" INP`, ms(l.nextPageInpMs), `bare ${ms(b.nextPageInpMs)}; ${x(w.ratios.nextPageInp)} (paired ${x(w.pairedRatios?.nextPageInp)}); goal ≤ ${w.goals.inpMs} ms ${met(w.isAtGoal.nextPageInp)}`],
    [`${head}: LCP (${w.rounds + (w.loadRounds ?? 0)} loads each)`, ms(l.lcpMs), `bare ${ms(b.lcpMs)}; ${x(w.ratios.lcp)} (paired ${x(w.pairedRatios?.lcp)}); goal ≤ ${w.goals.lcpRatio}x ${met(w.isAtGoal.lcp)}`],
    ...(w.listings.bareFullCards
      ? [[`${head}: LCP ÷ a plain grid with the same content`, `${w.ratios.lcpToFullCards.toFixed(2)}x`, `that grid ${ms(w.listings.bareFullCards.lcpMs)}; paired ${w.pairedRatios.lcpToFullCards.toFixed(2)}x`]]
      : []),
    [`${head}: CLS`, l.cls.toFixed(3), `bare ${b.cls.toFixed(3)}; goal ≤ ${w.goals.cls} ${met(w.isAtGoal.cls)}`],
    [`${head}: typing "${w.city}", worst event`, ms(l.typingWorstEventMs), `bare ${ms(b.typingWorstEventMs)}`],
    [`${head}: typing, longest task until results`, ms(l.typingLongestTaskMs), `bare ${ms(b.typingLongestTaskMs)}; goal ≤ ${w.goals.typingLongestTaskMs} ms ${met(w.isAtGoal.typing)}`],
    [`${head}: choosing ${w.files} files, longest task`, ms(ul.longestTaskMs), `bare (a bar and a percent per file) ${ms(ub.longestTaskMs)}; ${x(w.ratios.chooseLongestTask)} (paired ${x(w.pairedRatios?.chooseLongestTask)}); goal ≤ ${w.goals.chooseRatio}x and ≤ ${w.goals.chooseLongestTaskMs} ms ${met(w.isAtGoal.chooseFiles)}`],
    ...(ul.longestPageTaskMs !== undefined
      ? [
          [`${head}: choosing ${w.files} files, Chromium's FileList (in the choice's task)`, ms(ul.fileListMs), `bare ${ms(ub.fileListMs)}; before the app hears of the files`],
          [`${head}: choosing ${w.files} files, longest task of the app's own work`, ms(ul.longestPageTaskMs), `bare ${ms(ub.longestPageTaskMs)}`],
        ]
      : []),
    [`${head}: choosing ${w.files} files, long tasks until all done`, String(ul.longTasks), `bare ${ub.longTasks}; all done in ${ms(ul.ms)}, bare ${ms(ub.ms)}`],
  ];
}
