// A partial bench run (`--only webVitals`, BENCH_ONLY=…) replaces only its
// own sections in bench/results.json: the other sections keep the figures of
// the run that made them, and `meta.partialRuns` says which sections ran
// when, and at what load.
import { existsSync, readFileSync } from 'node:fs';

/**
 * @param {string} path bench/results.json
 * @param {any} results this run's results
 * @param {Set<string>} ran the sections this run ran
 * @param {string[]} all the sections of a full run
 * @returns {any} what to write
 */
export function mergeIntoCommitted(path, results, ran, all) {
  if (all.every((name) => ran.has(name)) || !existsSync(path)) return results;
  const committed = JSON.parse(readFileSync(path, 'utf8'));
  const merged = { ...committed, errors: { ...committed.errors } };
  for (const name of ran) {
    const key = name === 'queue' ? 'queueOnly' : name;
    if (key in results) merged[key] = results[key];
    if (name in results.errors) merged.errors[name] = results.errors[name];
    else delete merged.errors[name];
  }
  const { sections, date, loadAverage1m, durationMs, sectionSeconds } = results.meta;
  // An earlier partial run stays listed while any of its sections is still in the file.
  const earlier = (committed.meta?.partialRuns ?? []).filter((run) => run.sections.some((name) => !ran.has(name)));
  merged.meta = { ...committed.meta, partialRuns: [...earlier, { sections, date, loadAverage1m, durationMs, sectionSeconds }] };
  return merged;
}
