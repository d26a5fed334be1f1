// Keeps CONTRACT.md honest against docs/SERVICE.md: every id of a rule, field
// or default there is named by a row with a test; every test a row names
// exists in its file; every contract test is named by a row.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const dir = join(root, 'test', 'contract');
const table = readFileSync(join(dir, 'CONTRACT.md'), 'utf8');
const service = readFileSync(join(root, 'docs', 'SERVICE.md'), 'utf8');
const upstream = readFileSync(join(root, 'docs', 'UPSTREAM.md'), 'utf8');

interface Row {
  ids: string[];
  /** Path from the repository root. */
  file: string;
  test: string;
}

/** Ids written as code spans: `R4.1.2`, `F2.4.Price`, `D4.4.PageSize`, `P4.1`, `L8.1`, `U1.3`. */
function idsIn(text: string, kinds = 'RFDPLU'): string[] {
  return [...text.matchAll(new RegExp(`\`([${kinds}]\\d+(?:\\.\\w+)*)\``, 'g'))].map((m) => m[1]!);
}

/** The table rows whose File column names a test file. */
function checkedRows(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | Item | File | Test | → ['', item, file, test, '']
    if (cells.length !== 5) continue;
    const [, item, file, test] = cells as [string, string, string, string];
    const match = /^`([\w./-]+\.test\.tsx?)`$/.exec(file);
    if (!match) continue;
    const path = match[1]!.includes('/') ? match[1]! : `test/contract/${match[1]!}`;
    rows.push({ ids: idsIn(item), file: path, test });
  }
  return rows;
}

/** The names given to `it(…)` / `test(…)` in a test file, unescaped. */
function testNames(path: string): string[] {
  const source = readFileSync(join(root, path), 'utf8');
  const titles = source.matchAll(/\b(?:it|test)(?:\.\w+)*\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g);
  return [...titles].map((m) => m[2]!.replace(/\\(.)/g, '$1'));
}

const rows = checkedRows(table);
const serviceIds = [...new Set(idsIn(service, 'RFDPL'))];
const knownIds = new Set([...serviceIds, ...idsIn(upstream, 'U')]);
const contractFiles = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts') && f !== 'contractTable.test.ts')
  .map((f) => `test/contract/${f}`);

describe('CONTRACT.md', () => {
  it('reads the ids of docs/SERVICE.md: every numbered rule, every field, every default', () => {
    // Fixed points, so a change to the id syntax cannot make the check vacuous.
    expect(serviceIds).toEqual(expect.arrayContaining(['R4.1.2', 'R4.4.3', 'R7.3', 'F2.4.HOAMonth', 'F4.4.PageSize', 'D4.4.PageSize', 'P4.2', 'L8.1']));
    expect(serviceIds.filter((id) => id.startsWith('F2.4.'))).toHaveLength(33);
  });

  it('names a test for every rule, field and default of docs/SERVICE.md', () => {
    const tested = new Set(rows.flatMap((row) => row.ids));
    expect(serviceIds.filter((id) => !tested.has(id))).toEqual([]);
  });

  it('names only ids that docs/SERVICE.md or docs/UPSTREAM.md define', () => {
    expect(idsIn(table).filter((id) => !knownIds.has(id))).toEqual([]);
  });

  it('names only tests that exist in the file it gives', () => {
    const missing = rows.filter((row) => !testNames(row.file).includes(row.test)).map((r) => `${r.file}: ${r.test}`);
    expect(missing).toEqual([]);
  });

  it('names every contract test, and lists tests from every contract test file', () => {
    const listed = new Set(rows.map((r) => `${r.file}: ${r.test}`));
    const unlisted = contractFiles.flatMap((file) => testNames(file).map((name) => `${file}: ${name}`)).filter((t) => !listed.has(t));
    expect(unlisted).toEqual([]);
    expect(contractFiles.filter((file) => !rows.some((r) => r.file === file))).toEqual([]);
  });

  it('starts every contract test name with the section or source it checks', () => {
    const names = contractFiles.flatMap(testNames);
    expect(names.filter((n) => !/^(§\d|UPSTREAM)/.test(n))).toEqual([]);
  });
});
