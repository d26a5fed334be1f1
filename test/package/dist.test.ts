// Package gates on the built files. `npm test` builds before
// Vitest runs, so these read the dist/ a user would install.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, ROOT, importsOf, isReactSpecifier, listJs, reachableBareImports, rel } from './distGraph';

if (!existsSync(join(DIST, 'index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
}

const firstLine = (file: string) => readFileSync(file, 'utf8').split('\n', 1)[0]!.trim();
const serverSideFiles = [...listJs(join(DIST, 'core')), ...listJs(join(DIST, 'server'))];
const hasUseClient = (file: string) => /^["']use client["'];?$/.test(firstLine(file));
const sourceComponents = existsSync(join(ROOT, 'src/components'))
  ? readdirSync(join(ROOT, 'src/components')).filter((n) => n.endsWith('.tsx'))
  : [];
/** The entry points: they only re-export, and stay plain so that plain values (labels, core) stay plain. */
const entries = ['index.js', 'core/index.js', 'server/index.js', 'testing/index.js'];
const modules = listJs(DIST).filter((file) => !entries.includes(rel(file)));

const REACT_PACKAGE = (spec: string) => isReactSpecifier(spec) || /^react-dropzone(\/|$)/.test(spec);
const clientModules = new Map<string, boolean>();

/**
 * Whether a built module uses React: it imports React, react-dom,
 * react-query or react-dropzone, or imports (statically, not only to
 * re-export it) from a module of this package that uses React: a hook, a
 * component. Type-only imports are gone from the built files.
 */
function usesReact(file: string): boolean {
  const known = clientModules.get(file);
  if (known !== undefined) return known;
  clientModules.set(file, false); // a cycle adds nothing
  const code = readFileSync(file, 'utf8');
  const imported = [...code.matchAll(/^import\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/gm)].map((m) => m[1]!);
  const uses = imported.some((spec) => (spec.startsWith('.') ? usesReact(resolve(dirname(file), spec)) : REACT_PACKAGE(spec)));
  clientModules.set(file, uses);
  return uses;
}

describe("'use client' on the modules that use React, and only on those", () => {
  it('builds a module for every component file, and splits dist into client and plain modules', () => {
    // Guards the checks below against passing on an empty folder.
    const built = new Set(listJs(join(DIST, 'components')).map(rel));
    for (const name of sourceComponents) {
      expect(built, `src/components/${name} has no built module`).toContain(`components/${name.replace(/\.tsx$/, '.js')}`);
    }
    expect(modules.filter(usesReact).length).toBeGreaterThan(20);
    expect(built).toContain('components/upload/uploadLabels.js');
    expect(usesReact(join(DIST, 'components/upload/uploadLabels.js'))).toBe(false);
  });

  it.each(modules.map(rel))("%s starts with 'use client' exactly when it imports React, a hook or a component", (file) => {
    // Next.js and other RSC bundlers read the directive only as the first
    // statement; a bundler that hoists imports above it silently drops it.
    // A module without React (labels, formatting) stays plain, so a Server
    // Component reads its values instead of client references.
    expect(hasUseClient(join(DIST, file))).toBe(usesReact(join(DIST, file)));
  });

  it.each(entries)('%s has no directive', (file) => {
    expect(hasUseClient(join(DIST, file))).toBe(false);
  });
});

describe('React-free entries: dist/core and dist/server', () => {
  it('contain built modules', () => {
    expect(listJs(join(DIST, 'core')).length).toBeGreaterThan(0);
    expect(listJs(join(DIST, 'server'))).toContain(join(DIST, 'server/index.js'));
  });

  it.each(serverSideFiles.map(rel))('%s reaches no react, react-dom, or react-query import', (file) => {
    // DESIGN.md layers: core and the server proxy run where React is absent
    // (Node handlers, workers). Dynamic imports count too: a bundler follows them.
    const reached = reachableBareImports(join(DIST, file), { includeDynamic: true });
    const offenders = [...reached].filter(([spec]) => isReactSpecifier(spec)).map(([spec, via]) => `${spec} via ${via.join(' -> ')}`);
    expect(offenders).toEqual([]);
  });

  it('dist/core loads no node: module, so it bundles for the browser', () => {
    const reached = reachableBareImports(join(DIST, 'core/index.js'), { includeDynamic: true });
    expect([...reached.keys()].filter((s) => s.startsWith('node:'))).toEqual([]);
  });
});

describe('dist/testing', () => {
  it('imports no node: module at top level, so the fake service runs in MSW in a browser', () => {
    // startFakeChatbotServer may load node:http lazily with import(); a static
    // import would break Storybook and browser tests that use the fake through msw.
    expect(existsSync(join(DIST, 'testing/index.js'))).toBe(true);
    const reached = reachableBareImports(join(DIST, 'testing/index.js'));
    const offenders = [...reached].filter(([spec]) => spec.startsWith('node:')).map(([spec, via]) => `${spec} via ${via.join(' -> ')}`);
    expect(offenders).toEqual([]);
  });

  it('imports no React', () => {
    const reached = reachableBareImports(join(DIST, 'testing/index.js'), { includeDynamic: true });
    expect([...reached.keys()].filter(isReactSpecifier)).toEqual([]);
  });
});

describe('the import scanner these gates rely on', () => {
  it('finds static, re-export, side-effect and dynamic imports, and skips comments', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'chatbot-kit-scan-'));
    const file = join(dir, 'm.js');
    writeFileSync(
      file,
      [
        '"use client";',
        'import { a } from "react";',
        "import * as b from 'react-dom/client';",
        'import "./side.js";',
        'export { c } from "@tanstack/react-query";',
        '/** @example import { x } from "not-a-dep"; */',
        'const d = () => import("node:http");',
      ].join('\n'),
    );
    const found = importsOf(file);
    expect(found.static.sort()).toEqual(['./side.js', '@tanstack/react-query', 'react', 'react-dom/client']);
    expect(found.dynamic).toEqual(['node:http']);
  });
});

describe('the declaration files an editor reads', () => {
  it('keep every doc comment on a line of its own or before its member, never after the member before it', () => {
    // A `/** … */` left at the end of another member's line documents nothing: TypeScript reads it as that line's
    // trailing comment, so the editor shows no docs for the member below. The declaration bundler moves one-line doc
    // comments of inline object types there; such comments are written as blocks of three lines in src.
    const declarations = listJs(DIST).map((file) => file.replace(/\.js$/, '.d.ts')).filter((file) => existsSync(file));
    expect(declarations.length).toBeGreaterThan(50);
    const stranded = declarations.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /[^\s]\s*\/\*\*.*\*\/\s*$/.test(line) && !/^\s*\/\*\*/.test(line))
        .map((line) => `${rel(file)}: ${line.trim()}`),
    );
    expect(stranded).toEqual([]);
  });
});
