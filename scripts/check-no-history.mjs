// Fails when a file in src/ tells history instead of code: the word "issue"
// followed by a number, or "round" followed by a word or a number (a
// measurement round). Comments say what the code does and why, as it is now;
// a decision worth keeping goes to docs/decisions/, a history to the commit
// message. Prints file:line for each hit and exits 1 when there is one.
// `npm run check:no-history` checks src, test, stories and .ci (the bench
// scripts are left out: a "round" is what they run).
// `node scripts/check-no-history.mjs test docs` checks other folders.
//
// "round trip" and "round robin" are kept: they name a thing, not an event.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIRS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src'];
const HISTORY = /\bissue\s+#?\d+|\bround\s+(?!trips?\b|robin\b)(?:one|two|three|four|five|\d+|\w+)/gi;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const hits = [];
let files = 0;
for (const dir of DIRS) {
  for (const path of walk(join(ROOT, dir))) {
    files += 1;
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(HISTORY)) {
        hits.push(`${relative(ROOT, path)}:${index + 1}: "${match[0]}": ${line.trim()}`);
      }
    });
  }
}

if (hits.length > 0) {
  console.error(hits.join('\n'));
  console.error(`check-no-history: ${hits.length} line(s) in ${DIRS.join(', ')} cite an issue number or a round. Say what the code does now; put the history in the commit message or docs/decisions/.`);
  process.exit(1);
}
console.log(`check-no-history: ${files} files in ${DIRS.join(', ')}, no issue numbers or rounds.`);
