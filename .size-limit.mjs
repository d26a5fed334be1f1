// size-limit budgets (issue 6 §2), run by `npm test` through `check:package`.
// Entries and budgets live in scripts/bench/sizeEntries.mjs, shared with the bench.
import { SIZE_ENTRIES, externalsOf } from './scripts/bench/sizeEntries.mjs';

export default SIZE_ENTRIES.map((entry) => ({
  name: entry.name,
  path: entry.path,
  gzip: true,
  limit: `${entry.limitBytes} B`,
  // size-limit marks every peer dependency external; set the externals
  // ourselves so react-query is bundled where the entry says so.
  // `import './x.js'` left by type-only imports is dropped by sideEffects;
  // esbuild warns about each one, which would bury the table.
  modifyEsbuildConfig: (config) => ({
    ...config,
    external: externalsOf(entry),
    logOverride: { 'ignored-bare-import': 'silent' },
  }),
}));
