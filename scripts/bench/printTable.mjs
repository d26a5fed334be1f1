// The table `npm run bench` prints.
import { mainThreadRows } from './mainThread.mjs';
import { webVitalsRows } from './webVitalsRows.mjs';
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** @param {any} results the object written to bench/results.json */
export function printTable(results) {
  const rows = [];
  const { anchors = {}, anchorError, ...ours } = results.size ?? {};
  for (const [key, entry] of Object.entries(ours)) {
    const goal = entry.goalBytes === null ? 'no goal' : `goal ${kb(entry.goalBytes)} ${entry.isAtGoal ? 'met' : 'NOT met'}`;
    const split = entry.firstUseBytes ? `; first load ${kb(entry.firstLoadBytes)} + first use ${kb(entry.firstUseBytes)}` : '';
    const everyImport = entry.splitAtEveryImportBytes ? `; split at every import() ${kb(entry.splitAtEveryImportBytes)}` : '';
    rows.push([`size: ${entry.name}`, kb(entry.bytes), `${goal}; budget ${kb(entry.limitBytes)}${split}${everyImport}`]);
    // Each anchor right under the app of ours it is compared with.
    for (const anchor of Object.values(anchors).filter((a) => a.versus === key)) {
      const ratio = entry.bytes / anchor.bytes;
      rows.push([`size:   ${anchor.name}`, kb(anchor.bytes), `ours is ${ratio.toFixed(2)}x this`]);
    }
  }
  if (anchorError) rows.push(['size: anchors NOT measured', '', anchorError]);
  const u = results.upload;
  if (u.rounds) {
    rows.push(['upload: raw XHR PUT (median)', `${fixed(u.rawMedianMiBps, 0)} MiB/s`, `${u.bytes / 1024 / 1024} MiB Blob`]);
    rows.push(['upload: library PUT (median)', `${fixed(u.libraryMedianMiBps, 0)} MiB/s`, '']);
    rows.push(['upload: library / raw throughput (loopback)', fixed(u.throughputRatio, 3), '1.0 = as fast as raw XHR; swings with the load']);
    const n = u.networkBound;
    if (n) rows.push([`upload: library / raw, storage capped at ${n.capMiBps} MiB/s`, fixed(n.ratio, 3), `median of ${n.rounds} alternated pairs' ratios; goal ≥ 0.98 ${n.isAtGoal ? 'met' : 'NOT met'}`]);
    if (n?.ratioOfMedians) rows.push(['upload: the same, median library ÷ median raw', fixed(n.ratioOfMedians, 3), 'keeps a drift across the run that each pair cancels']);
    if (u.rawWithProgressMedianMiBps) {
      rows.push(['upload: raw XHR PUT with a progress listener (median)', `${fixed(u.rawWithProgressMedianMiBps, 0)} MiB/s`, '']);
      rows.push(['upload: library / raw-with-progress throughput', fixed(u.throughputRatioVsRawWithProgress, 3), 'what progress events themselves cost is left out']);
    }
    rows.push(['upload: JS heap growth (library)', kb(u.libraryHeapGrowthBytes), `raw XHR: ${kb(u.rawHeapGrowthBytes)}`]);
    rows.push(['upload: React commits per upload', String(u.reactCommitsPerUpload), '']);
  }
  rows.push(...mainThreadRows(results.mainThread));
  const d = results.drop;
  if (d.files) {
    rows.push([`drop ${d.files} files: time to first PUT`, `${fixed(d.timeToFirstPutMs)} ms`, '']);
    rows.push([`drop ${d.files} files: most PUTs in flight`, String(d.maxPutsInFlight), '']);
    rows.push([`drop ${d.files} files: all finished`, d.allFinished ? 'yes' : 'NO', `${d.uploaded}/${d.files} reported in ${fixed(d.totalMs / 1000)} s`]);
    rows.push([`drop ${d.files} files: React commits`, String(d.commits), `${fixed(d.commitMsTotal / 1000)} s in all (${fixed(d.commitMsPerFile, 2)} ms per file), longest ${fixed(d.commitMsMax, 0)} ms`]);
    if (d.longestTaskMs !== undefined) rows.push([`drop ${d.files} files: longest main-thread task`, d.longestTaskMs > 0 ? `${fixed(d.longestTaskMs, 0)} ms` : 'none ≥ 50 ms', `${d.tasksOver100Ms} over 100 ms (goal: none)`]);
  }
  const q = results.queueOnly;
  if (q) {
    rows.push([`queue alone, ${q.files} files: first PUT`, `${fixed(q.timeToFirstPutMs)} ms`, `most in flight ${q.maxPutsInFlight}`]);
    rows.push([`queue alone, ${q.files} files: all finished`, q.allFinished ? 'yes' : 'NO', `${q.done}/${q.files} in ${fixed(q.totalMs / 1000)} s`]);
  }
  const b = results.bulk;
  if (b?.files) {
    const head = `bulk ${b.files} × ${b.fileBytes / 1000} kB, ${b.latencyMs} ms/request`;
    rows.push([`${head}: library`, `${fixed(b.ms / 1000, 2)} s`, `${fixed(b.ratioToBare, 2)}x bare, ${fixed(b.ratioToLowerBound, 2)}x lower bound; goal ≤ 1.1x bare, ≤ 6 PUTs: ${b.isAtGoal ? 'met' : 'NOT met'}`]);
    if (b.componentMs !== undefined) {
      rows.push([
        `${head}: UploadDropzone + UploadList`,
        `${fixed(b.componentMs / 1000, 2)} s`,
        `${fixed(b.componentRatioToBare, 2)}x bare; ${b.componentCommits} commits, longest task ${fixed(b.componentLongestTaskMs, 0)} ms, ${b.componentMaxPutsInFlight} PUTs; goal ≤ 1.15x bare: ${b.isComponentAtGoal ? 'met' : 'NOT met'}`,
      ]);
    }
    rows.push([`${head}: bare pipeline`, `${fixed(b.bareMs / 1000, 2)} s`, `${fixed(b.bareRatioToLowerBound, 2)}x lower bound`]);
    rows.push([`${head}: lower bound`, `${fixed(b.lowerBoundMs / 1000, 2)} s`, `N × 2 × ${fixed(b.measuredRequestMs)} ms ÷ 6`]);
    rows.push([`${head}: most PUTs in flight at storage`, String(b.maxPutsInFlight), `all finished: ${b.allFinished ? 'yes' : 'NO'}`]);
  }
  const l = results.listings;
  if (l.gridCommitMs) {
    for (const [n, ms] of Object.entries(l.gridCommitMs)) rows.push([`ListingGrid commit, ${n} items (median)`, `${fixed(ms, 2)} ms`, '']);
    rows.push([`typing "${l.typing.text}": RealEstateList requests`, String(l.typing.requests), `${l.typing.text.length} keys, ${l.typing.keystrokeDelayMs} ms apart; pages ${l.typing.pages.join(', ')}`]);
    rows.push(['next (prefetched) page: requests', String(l.prefetchedPage.requests), `for the page shown: ${l.prefetchedPage.requestsForShownPage}; pages ${l.prefetchedPage.pages.join(', ') || '-'}`]);
    rows.push(['paging back: requests', String(l.pagingBack.requests), `for the page shown: ${l.pagingBack.requestsForShownPage}; pages ${l.pagingBack.pages.join(', ') || '-'}`]);
  }
  rows.push(...webVitalsRows(results.webVitals));
  for (const [name, message] of Object.entries(results.errors ?? {})) rows.push([`${name}: FAILED`, '', message]);
  if (results.meta?.durationMs) {
    rows.push(['run', `${fixed(results.meta.durationMs / 1000)} s`, `${results.meta.cpus} CPUs, load average ${fixed(results.meta.loadAverage1m)}`]);
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  process.stdout.write(`\n${rows.map(line).join('\n')}\n\n`);
}
