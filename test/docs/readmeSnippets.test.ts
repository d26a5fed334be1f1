// @vitest-environment node
// The README and the recipes (docs/recipes/*.md) stay true to the code: every
// code block marked `<!-- snippet: path -->` is that file (or its
// `// #region readme`), which is typechecked and run by test/docs/*; the
// theming table lists the stylesheet's variables; the error table names every
// error class and code; images resolve; no document copies a size budget.
// Links and anchors are checked by `npm run check:links`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from 'chatbot-kit/core';
// @ts-expect-error a plain .mjs module without types, shared with the bench and size-limit
import { SIZE_ENTRIES } from '../../scripts/bench/sizeEntries.mjs';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
/** The documents whose snippets are quoted code: the README and every recipe. */
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs/recipes')).filter((name) => name.endsWith('.md')).map((name) => `docs/recipes/${name}`)];

/** Sources import this repository's src/; the README shows the published names. */
function toPublicImports(code: string): string {
  return code
    .replace(/'(?:\.\.\/)+src\/index'/g, "'chatbot-kit'")
    .replace(/'(?:\.\.\/)+src\/(core|server|testing)\/index'/g, "'chatbot-kit/$1'")
    .replace(/'(?:\.\.\/)+src\/styles\.css'/g, "'chatbot-kit/styles.css'");
}

/** What a document should show for `path` or `path#region`. */
function expectedSnippet(ref: string): string {
  const [path, region] = ref.split('#') as [string, string | undefined];
  let text = read(path);
  if (region) {
    const match = new RegExp(`// #region ${region}\\n([\\s\\S]*?)\\n// #endregion`).exec(text);
    if (!match) throw new Error(`${path} has no // #region ${region}`);
    text = match[1]!;
  } else {
    // The files open with a line saying which document quotes them, and how imports are written.
    const lines = text.split('\n');
    while (/^\/\/ (README|docs\/recipes\/|Imports point at)/.test(lines[0] ?? '')) lines.shift();
    text = lines.join('\n');
  }
  return toPublicImports(text).replace(/^\n+|\n+$/g, '');
}

const SNIPPETS = DOCS.flatMap((doc) =>
  [...read(doc).matchAll(/<!-- snippet: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)].map((m) => ({
    doc,
    ref: m[1]!,
    code: m[2]!,
  })),
);

/** The rows of the markdown table that follows `heading` in `doc`. */
function tableAfter(doc: string, heading: string): string[] {
  const text = read(doc);
  const start = text.indexOf(heading);
  expect(start, `${doc} has "${heading}"`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start).split('\n');
  const first = rest.findIndex((line) => line.startsWith('|'));
  const rows: string[] = [];
  for (const line of rest.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows.slice(2);
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('README and recipe code snippets', () => {
  it('quotes each marked block exactly as its typechecked source file', () => {
    expect(SNIPPETS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SNIPPETS.map((s) => s.doc)).size).toBeGreaterThan(5);
    for (const { doc, ref, code } of SNIPPETS) expect(code, `${doc} block for ${ref}`).toBe(expectedSnippet(ref));
  });

  it('quotes every file of examples/readme', () => {
    const quoted = new Set(SNIPPETS.map((s) => s.ref.split('#')[0]));
    // Type declarations (vite-env.d.ts) are the app's setup, not README material.
    const unquoted = filesUnder('examples/readme').filter((path) => !path.endsWith('.d.ts') && !quoted.has(relative(ROOT, join(ROOT, path))));
    expect(unquoted).toEqual([]);
  });
});

describe('theming recipe', () => {
  it('lists every CSS variable the stylesheets use, and no other', () => {
    const css = readdirSync(join(ROOT, 'src/styles'))
      .map((name) => read(`src/styles/${name}`).replace(/\/\*[\s\S]*?\*\//g, ''))
      .join('\n');
    const inCss = new Set(css.match(/--ck-[a-z0-9-]+/g));
    const inTable = tableAfter('docs/recipes/theming.md', '# Theming').map((row) => /`(--ck-[a-z0-9-]+)`/.exec(row)?.[1]);
    expect(inTable).not.toContain(undefined);
    expect(new Set(inTable)).toEqual(inCss);
  });
});

describe('error table', () => {
  const rows = tableAfter('docs/recipes/errors.md', '# Errors: what happened and what to show the user').join('\n');

  it('names every error class chatbot-kit/core exports', () => {
    const classes = Object.entries(core)
      .filter(([, value]) => typeof value === 'function' && (value === core.ChatbotError || value.prototype instanceof core.ChatbotError))
      .map(([name]) => name);
    expect(classes).toContain('UploadUrlExpiredError');
    for (const name of classes) expect(rows, name).toContain(`\`${name}\``);
  });

  it('names every error code', () => {
    const union = /export type ChatbotErrorCode =([^;]+);/.exec(read('src/core/errors/ChatbotError.ts'))![1]!;
    const codes = [...union.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!);
    expect(codes.length).toBeGreaterThanOrEqual(8);
    for (const code of codes) expect(rows, code).toContain(`\`${code}\``);
  });

  it('names every file rejection code', () => {
    const union = /export type FileRejectionCode =([^;]+);/.exec(read('src/core/upload/types.ts'))![1]!;
    for (const [, code] of union.matchAll(/'([a-z-]+)'/g)) expect(rows).toContain(`\`${code}\``);
  });
});

describe('README and recipe images', () => {
  it('shows only images that are committed under docs/', () => {
    const images = DOCS.flatMap((doc) => [...read(doc).matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => join(dirname(doc), m[1]!)));
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      expect(image.startsWith('docs/'), image).toBe(true);
      expect(existsSync(join(ROOT, image)), image).toBe(true);
    }
  });
});

describe('size budgets', () => {
  it('are written only in scripts/bench/sizeEntries.mjs: no document copies one (a budget set at its goal is the goal the docs state)', () => {
    const entries = SIZE_ENTRIES as { limitBytes: number; goalBytes: number | null }[];
    const budgets = entries.filter((entry) => entry.limitBytes !== entry.goalBytes).map((entry) => entry.limitBytes);
    expect(budgets.length).toBeGreaterThan(2);
    for (const doc of [...DOCS, 'docs/PERFORMANCE.md']) {
      const text = read(doc);
      for (const bytes of budgets) {
        for (const written of [String(bytes), bytes.toLocaleString('en-US')]) expect(text, `${doc} copies the budget ${written}`).not.toMatch(new RegExp(`\\b${written}\\b`));
      }
    }
  });
});
