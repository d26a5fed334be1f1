// Error names survive a consumer's minifier. Production bundlers rename
// classes (esbuild's minify here, as size-limit and most apps ship), so a
// name read from the class itself (`new.target.name`) would make
// `error.name` read 'ge' in production logs. Bundles the BUILT error modules
// minified and reads each error's name, message header and toJSON.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const MODULES = [
  'errors/ChatbotError',
  'errors/TransportError',
  'errors/BusinessError',
  'errors/ResponseShapeError',
  'errors/NetworkError',
  'errors/StorageError',
  'errors/UploadUrlExpiredError',
  'errors/UploadUrlTooOldError',
  'errors/InvalidInputError',
  'errors/UploadStalledError',
];

type Ctor = new (...args: unknown[]) => Error & { code: string; toJSON(): Record<string, unknown> };
let classes: Record<string, Ctor>;
let bundleText: string;

beforeAll(async () => {
  const entry = MODULES.map((m) => `export * from ${JSON.stringify(join(ROOT, 'dist/core', `${m}.js`))};`).join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  bundleText = result.outputFiles[0]!.text;
  const file = join(mkdtempSync(join(tmpdir(), 'error-names-')), 'errors.mjs');
  writeFileSync(file, bundleText);
  classes = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, Ctor>;
});

const MADE: [string, (C: Ctor) => Error & { code: string; toJSON(): Record<string, unknown> }][] = [
  ['ChatbotError', (C) => new C('INSECURE_BROWSER_USE', 'Keys in a browser')],
  ['TransportError', (C) => new C('getPreUploadUrl', 502)],
  ['BusinessError', (C) => new C('getPreUploadUrl', { code: 401, message: 'Bad key', version: '1.0' })],
  ['ResponseShapeError', (C) => new C('getPreUploadUrl', 'Data.FileStoreId', 'is missing')],
  ['NetworkError', (C) => new C('realEstateList')],
  ['StorageError', (C) => new C(500, { code: 'InternalError' })],
  ['UploadUrlExpiredError', (C) => new C()],
  ['UploadUrlTooOldError', (C) => new C()],
  ['InvalidInputError', (C) => new C('realEstateList', 'PageSize', 'must be at most 1000')],
  ['UploadStalledError', (C) => new C(30_000)],
];

describe('error names in a minified consumer bundle', () => {
  it('the minifier did rename the classes (else this test could not fail)', () => {
    const classNames = Object.keys(classes).filter((name) => typeof classes[name] === 'function');
    expect(classNames.sort()).toEqual(MADE.map(([name]) => name).sort());
    expect(bundleText).not.toMatch(/class TransportError\b/);
  });

  it.each(MADE)('%s keeps its name in name, the stack header and toJSON', (name, make) => {
    const error = make(classes[name]!);
    expect(error).toBeInstanceOf(classes.ChatbotError);
    expect(error.name).toBe(name);
    expect(error.stack?.split('\n')[0]).toBe(`${name}: ${error.message}`);
    expect(error.toJSON()).toMatchObject({ name, code: error.code });
  });
});
