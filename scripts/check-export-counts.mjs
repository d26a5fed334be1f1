// Gate: the public surface stays narrow. Imports each BUILT
// entry under Node, as a consumer's server would, and counts its runtime
// exports (types are free: they do not exist at run time). Run after
// `npm run build`. Exit 1 when an entry is over its budget.
//
// Budgets come from DESIGN.md's "Public surface". The server and testing
// entries have no budget of their own; their counts are printed for review.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Entry name → built file and budget (undefined = print only). */
const ENTRIES = [
  { name: 'chatbot-kit', file: 'dist/index.js', max: 38 },
  { name: 'chatbot-kit/core', file: 'dist/core/index.js', max: 30 },
  { name: 'chatbot-kit/testing', file: 'dist/testing/index.js' },
  { name: 'chatbot-kit/testing/msw', file: 'dist/testing/msw/index.js' },
  { name: 'chatbot-kit/server', file: 'dist/server/index.js' },
];

const verbose = process.argv.includes('--list');
let failed = false;

for (const entry of ENTRIES) {
  const path = `${ROOT}${entry.file}`;
  if (!existsSync(path)) {
    console.error(`check-export-counts: ${entry.file} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const names = Object.keys(await import(pathToFileURL(path).href)).sort();
  const over = entry.max !== undefined && names.length > entry.max;
  if (over) failed = true;
  const budget = entry.max === undefined ? '' : ` (budget ${entry.max})`;
  console.log(`${over ? 'FAIL' : 'ok  '} ${entry.name.padEnd(20)} ${String(names.length).padStart(3)} runtime exports${budget}`);
  if (over || verbose) console.log(`       ${names.join(', ')}`);
}

if (failed) {
  console.error(
    '\ncheck-export-counts: an entry exports more runtime names than DESIGN.md allows.\n' +
      'Keep internals out of src/index.ts / src/core/index.ts (types are free), or\n' +
      'argue the new name into DESIGN.md\'s public surface and raise the budget here.',
  );
  process.exit(1);
}
