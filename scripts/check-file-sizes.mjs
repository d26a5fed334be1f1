// Gate: no file in src/ is over 300 lines, so each file keeps
// one job. CSS (a stylesheet is a list of rules, not logic) and generated
// files are exempt. Prints the largest files either way, so a file creeping
// towards the limit is seen before it crosses it. Exit 1 when one is over.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAX_LINES = 300;
const SHOW = 10;
/** Checked by extension, so a new kind of file is not skipped silently. */
const CHECKED = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
/** A generated file says so in its first lines (the common "@generated" / "DO NOT EDIT" marks). */
const GENERATED = /@generated|DO NOT EDIT/i;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (CHECKED.test(entry.name)) yield path;
  }
}

const files = [];
for (const path of walk(join(ROOT, 'src'))) {
  const text = readFileSync(path, 'utf8');
  if (GENERATED.test(text.split('\n', 5).join('\n'))) continue;
  // wc -l counts newlines; a last line without one still counts here.
  const lines = text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  files.push({ path: relative(ROOT, path), lines });
}
files.sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));

const over = files.filter((f) => f.lines > MAX_LINES);
console.log(`check-file-sizes: ${files.length} files in src/, limit ${MAX_LINES} lines. Largest:`);
for (const f of files.slice(0, Math.max(SHOW, over.length))) {
  console.log(`${f.lines > MAX_LINES ? 'FAIL' : 'ok  '} ${String(f.lines).padStart(5)}  ${f.path}`);
}
if (over.length > 0) {
  console.error(`\ncheck-file-sizes: ${over.length} file(s) over ${MAX_LINES} lines. Split each by job (DESIGN.md: small files named after their export).`);
  process.exit(1);
}
