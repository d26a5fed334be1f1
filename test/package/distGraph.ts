// Helpers for the package gates: read dist/ as a consumer's bundler
// would, following each module's import specifiers.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = join(ROOT, 'dist');

/** Every `.js` file under `dir` (absolute paths), sorted. */
export function listJs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listJs(path));
    else if (name.endsWith('.js')) out.push(path);
  }
  return out.sort();
}

/** A path relative to dist/, with forward slashes, for readable failures. */
export const rel = (file: string) => relative(DIST, file).split('\\').join('/');

export interface Imports {
  /** `import … from 'x'`, `import 'x'`, `export … from 'x'`: loaded with the module. */
  readonly static: string[];
  /** `import('x')`: loaded only when that code runs. */
  readonly dynamic: string[];
}

// Comments are stripped first so a TSDoc `@example` that mentions
// `import … from 'react'` does not count as an import.
const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The import specifiers of one built ES module. */
export function importsOf(file: string): Imports {
  const code = stripComments(readFileSync(file, 'utf8'));
  const statics = new Set<string>();
  const dynamics = new Set<string>();
  for (const m of code.matchAll(/^\s*(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/gm)) statics.add(m[1]!);
  for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) dynamics.add(m[1]!);
  return { static: [...statics], dynamic: [...dynamics] };
}

const resolveRelative = (from: string, spec: string) => resolve(dirname(from), spec);

/**
 * Every bare (package or `node:`) specifier reachable from `entry` by static
 * imports, with the chain of files that leads to it — what a consumer loads
 * the moment they import `entry`. With `includeDynamic`, `import()` edges are
 * followed too (what their bundler may pull in).
 */
export function reachableBareImports(
  entry: string,
  { includeDynamic = false }: { includeDynamic?: boolean } = {},
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { static: s, dynamic: d } = importsOf(file);
    for (const spec of includeDynamic ? [...s, ...d] : s) {
      if (spec.startsWith('.')) visit(resolveRelative(file, spec), [...chain, rel(file)]);
      else if (!found.has(spec)) found.set(spec, [...chain, rel(file)]);
    }
  };
  visit(entry, []);
  return found;
}

/** True for `react`, `react/jsx-runtime`, `react-dom/client`, `@tanstack/react-query`, … */
export const isReactSpecifier = (spec: string) =>
  /^(react|react-dom)(\/|$)/.test(spec) || /^@tanstack\/react-query(\/|$)/.test(spec);
