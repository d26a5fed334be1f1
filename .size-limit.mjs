// size-limit budgets, run by `npm test` through `check:package`.
// Entries and budgets live in scripts/bench/sizeEntries.mjs, shared with the
// bench, which also sets ANCHORS_ENV to measure other libraries' apps here,
// with the same bundler settings, in the same run (no budget for those).
import { ANCHOR_ENTRIES, ANCHORS_ENV, SIZE_ENTRIES, esbuildOptionsOf } from './scripts/bench/sizeEntries.mjs';

const entries = process.env[ANCHORS_ENV] === '1' ? [...SIZE_ENTRIES, ...ANCHOR_ENTRIES] : SIZE_ENTRIES;

export default entries.map((entry) => ({
  name: entry.name,
  path: entry.path,
  gzip: true,
  ...(entry.limitBytes ? { limit: `${entry.limitBytes} B` } : {}),
  // size-limit marks every peer dependency external; set the externals
  // ourselves so react-query is bundled where the entry says so. A production
  // build, import() chunks left out: see sizeEntries.mjs.
  // `import './x.js'` left by type-only imports is dropped by sideEffects;
  // esbuild warns about each one, which would bury the table.
  modifyEsbuildConfig: (config) => ({
    ...config,
    ...esbuildOptionsOf(entry),
    plugins: [...(config.plugins ?? []), ...esbuildOptionsOf(entry).plugins],
    logOverride: { 'ignored-bare-import': 'silent' },
  }),
}));
