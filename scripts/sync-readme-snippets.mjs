// Rewrites every `<!-- snippet: path[#region] -->` code block of README.md
// and docs/recipes/*.md from its source file, with the same rules
// test/docs/readmeSnippets.test.ts checks (the test fails on drift; this
// fixes it): `node scripts/sync-readme-snippets.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs/recipes')).filter((name) => name.endsWith('.md')).map((name) => `docs/recipes/${name}`)];
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

const toPublicImports = (code) =>
  code
    .replace(/'(?:\.\.\/)+src\/index'/g, "'chatbot-kit'")
    .replace(/'(?:\.\.\/)+src\/(core|server|testing)\/index'/g, "'chatbot-kit/$1'")
    .replace(/'(?:\.\.\/)+src\/styles\.css'/g, "'chatbot-kit/styles.css'");

function snippet(ref) {
  const [path, region] = ref.split('#');
  let text = read(path);
  if (region) {
    const match = new RegExp(`// #region ${region}\\n([\\s\\S]*?)\\n// #endregion`).exec(text);
    if (!match) throw new Error(`${path} has no // #region ${region}`);
    text = match[1];
  } else {
    const lines = text.split('\n');
    while (/^\/\/ (README|docs\/recipes\/|Imports point at)/.test(lines[0] ?? '')) lines.shift();
    text = lines.join('\n');
  }
  return toPublicImports(text).replace(/^\n+|\n+$/g, '');
}

for (const doc of DOCS) {
  const before = read(doc);
  const after = before.replace(/(<!-- snippet: (\S+) -->\n```\w*\n)([\s\S]*?)(\n```)/g, (_m, head, ref, _code, tail) => head + snippet(ref) + tail);
  if (after === before) continue;
  writeFileSync(join(ROOT, doc), after);
  console.log(`${doc}: snippets rewritten from their sources`);
}
