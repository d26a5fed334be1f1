// Keeps CONTRACT.md honest: every test it names exists in its file, and every
// contract test is named in it (issue 2: "a table that maps each rule and
// default of docs/SERVICE.md to its test").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(process.cwd(), 'test', 'contract');
const table = readFileSync(join(dir, 'CONTRACT.md'), 'utf8');

interface Row {
  item: string;
  file: string;
  test: string;
}

/** The table rows whose File column names a test file. */
function checkedRows(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | Item | File | Test | → ['', item, file, test, '']
    if (cells.length !== 5) continue;
    const [, item, file, test] = cells as [string, string, string, string];
    const match = /^`([\w.]+\.test\.ts)`$/.exec(file);
    if (match) rows.push({ item, file: match[1]!, test });
  }
  return rows;
}

/** The `it('…')` names of a test file, unescaped. */
function testNames(file: string): string[] {
  const source = readFileSync(join(dir, file), 'utf8');
  return [...source.matchAll(/\bit\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}

const rows = checkedRows(table);
const contractFiles = readdirSync(dir).filter((f) => f.endsWith('.test.ts') && f !== 'contractTable.test.ts');

describe('CONTRACT.md', () => {
  it('lists tests from every contract test file', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => r.file))).toEqual(new Set(contractFiles));
  });

  it('names only tests that exist in the file it gives', () => {
    const missing = rows.filter((row) => !testNames(row.file).includes(row.test)).map((r) => `${r.file}: ${r.test}`);
    expect(missing).toEqual([]);
  });

  it('names every contract test', () => {
    const listed = new Set(rows.map((r) => `${r.file}: ${r.test}`));
    const unlisted = contractFiles.flatMap((file) => testNames(file).map((name) => `${file}: ${name}`)).filter((t) => !listed.has(t));
    expect(unlisted).toEqual([]);
  });

  it('covers every numbered section of docs/SERVICE.md and every numbered rule', () => {
    for (const section of ['§1', '§2.1', '§2.2', '§2.3', '§2.4', '§3', '§4.1', '§4.2', '§4.3', '§4.4', '§5', '§6', '§7', '§8', '§9']) {
      expect(table, section).toContain(`| ${section} `);
    }
    for (const rule of ['§4.1 rule 1', '§4.1 rule 2', '§4.4 rule 1', '§4.4 rule 2', '§4.4 rule 3', '§7 rule 1', '§7 rule 2', '§7 rule 3']) {
      expect(rows.some((r) => r.item.startsWith(rule) && r.test.startsWith(rule)), rule).toBe(true);
    }
  });

  it('starts every contract test name with the rule or source it checks', () => {
    const names = contractFiles.flatMap(testNames);
    expect(names.filter((n) => !/^(§\d|UPSTREAM|issue 2)/.test(n))).toEqual([]);
  });
});
