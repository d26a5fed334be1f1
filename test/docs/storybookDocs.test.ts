// @vitest-environment node
// Storybook docs: every public component has a props table read
// from its TSDoc — an autodocs page (its stories' `component`) or an
// `<ArgTypes of={…}>` reference page — and every story is checked by axe.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as kit from 'chatbot-kit';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const storyFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storyFiles(`${dir}/${entry.name}`) : /\.(stories\.tsx|mdx)$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
  );

/** Whether an export is a React component: a function (not an error class), or what memo and forwardRef return. */
const isComponent = (value: unknown) =>
  typeof value === 'function'
    ? !(value.prototype instanceof Error) && value !== kit.ChatbotError
    : typeof value === 'object' && value !== null && '$$typeof' in value;

/** React components among the public exports, named in PascalCase. */
const components = Object.entries(kit)
  .filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value))
  .map(([name]) => name);

describe('Storybook docs', () => {
  it('gives every public component a props table', () => {
    expect(components).toEqual(
      expect.arrayContaining(['ChatbotProvider', 'UploadDropzone', 'UploadList', 'RealEstateBrowser', 'ListingCard', 'ListingDetails', 'Pagination']),
    );
    const sources = storyFiles('stories').map(read).join('\n');
    const documented = new Set([
      ...[...sources.matchAll(/^\s*component: (\w+),/gm)].map((m) => m[1]),
      ...[...sources.matchAll(/<ArgTypes of=\{(\w+)\} \/>/g)].map((m) => m[1]),
    ]);
    expect(components.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('makes a Docs page for every story file, and fails the story tests on any axe violation', () => {
    const preview = read('.storybook/preview.tsx');
    expect(preview).toMatch(/^\s*tags: \['autodocs'\],/m);
    expect(preview).toMatch(/a11y: \{ test: 'error' \}/);
    // Prop tables come from the TSDoc through react-docgen-typescript.
    expect(read('.storybook/main.ts')).toMatch(/reactDocgen: 'react-docgen-typescript'/);
  });
});
