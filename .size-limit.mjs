// size-limit budgets, run by `npm test` through `check:package`. Entries and
// budgets live in scripts/bench/sizeEntries.mjs, shared with the bench. Each
// entry is bundled here as a consumer's build splits it
// (scripts/bench/firstUseBundle.mjs); size-limit then gzips (level 9) and sums
// the files its first use loads, with its own bundler turned off.
import { writeFirstUseFiles } from './scripts/bench/firstUseBundle.mjs';
import { SIZE_ENTRIES } from './scripts/bench/sizeEntries.mjs';

const root = new URL('.', import.meta.url).pathname;

export default await Promise.all(
  SIZE_ENTRIES.map(async (entry) => ({
    name: entry.name,
    path: await writeFirstUseFiles(root, entry),
    gzip: true,
    limit: `${entry.limitBytes} B`,
    disablePlugins: ['@size-limit/esbuild'],
  })),
);
