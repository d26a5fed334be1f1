// Bundles one size fixture as a consumer's bundler ships it, and says which of
// its files a first use loads. Shared by `.size-limit.mjs` (the budgets of
// `npm test`), `npm run bench`'s size section and test/package, so all three
// count the same bytes.
//
// The count: esbuild with code splitting (an `import()` becomes a chunk of its
// own, as in an app's build), minified, ES2020, for the browser, in production
// (process.env.NODE_ENV is "production"), React external. Each output file is
// gzipped on its own at level 9, as a server sends it. The bytes of an app are
// its first load (the entry and every chunk it imports statically) plus every
// lazy chunk that its first use loads (the entry's `firstUse` modules, each
// with the chunks it imports). A chunk that no first use loads does not
// count: its `import()` is left out of the build (external), so it does not
// shape the chunks that do count either.
//
// `{ allLazyChunks: true }` builds every `import()` as a chunk instead, as an
// app's esbuild build does: test/package checks with it that what a first use
// does not run stays out of the first load there too.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The app ships its own React; `react/jsx-runtime` and `react-dom/client` are external with them. */
const EXTERNAL = ['react', 'react-dom'];

/** The esbuild options of the count, on top of the entry and its output folder. */
const FIRST_USE_BUILD_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  external: EXTERNAL,
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  // `import './x.js'` left by type-only imports is dropped by sideEffects;
  // esbuild warns about each one, which would bury the output.
  logOverride: { 'ignored-bare-import': 'silent' },
  logLevel: 'error',
};

/**
 * @typedef {object} BundledFile
 * @property {string} file       The output file, relative to the repository root.
 * @property {'first' | 'firstUse' | null} load When it is loaded: in the first load, on first use, or never by the first use.
 * @property {number} bytes      Minified bytes.
 * @property {number} gzipBytes  Bytes gzipped at level 9, on its own.
 * @property {string[]} modules  The input modules it holds code of, relative to the root.
 * @property {string} text       The file's code.
 */

/**
 * @typedef {object} FirstUseBundle
 * @property {BundledFile[]} files Every output file of the build.
 * @property {number} firstLoadBytes The gzip bytes of the first load.
 * @property {number} firstUseBytes  The gzip bytes of the lazy chunks the first use loads.
 * @property {number} bytes          Their sum: the count.
 */

/** The output files `start` loads: itself and every file it imports statically, transitively. */
function staticClosure(outputs, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of outputs[file].imports) {
      if (imported.kind === 'import-statement' && !imported.external) stack.push(imported.path);
    }
  }
  return seen;
}

/** Where an entry's files are written: a folder of its own under node_modules/.cache. */
const outdirOf = (root, entry) => join(root, 'node_modules/.cache/chatbot-kit-size', entry.path.replace(/[^\w.-]+/g, '_'));

/** Leaves every `import()` out of the build but those of the given modules (paths relative to the root). */
function lazyChunksOnlyOf(root, modules) {
  return {
    name: 'lazy-chunks-only-of',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const target = args.path.startsWith('.') ? relative(root, resolve(args.resolveDir, args.path)) : args.path;
        return modules.includes(target) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/**
 * @param {string} root the repository root
 * @param {{ path: string, firstUse?: string[] }} entry the fixture, and the modules (relative to the root) its first use loads with `import()`
 * @param {{ allLazyChunks?: boolean }} [options] build every `import()` as a chunk, not only the first use's
 * @returns {Promise<FirstUseBundle>}
 */
export async function bundleFirstUse(root, entry, { allLazyChunks = false } = {}) {
  const result = await build({
    ...FIRST_USE_BUILD_OPTIONS,
    absWorkingDir: root,
    entryPoints: [entry.path],
    outdir: outdirOf(root, entry),
    write: false,
    plugins: allLazyChunks ? [] : [lazyChunksOnlyOf(root, entry.firstUse ?? [])],
  });
  const outputs = result.metafile.outputs;
  const outputOf = (module) => Object.keys(outputs).find((file) => outputs[file].entryPoint === module);
  const first = staticClosure(outputs, outputOf(entry.path));
  const firstUse = new Set();
  for (const module of entry.firstUse ?? []) {
    const chunk = outputOf(module);
    // A module moved or renamed must not drop out of the count unseen.
    if (!chunk) throw new Error(`${entry.path}: no lazy chunk for ${module}; is it still loaded with import()?`);
    for (const file of staticClosure(outputs, chunk)) if (!first.has(file)) firstUse.add(file);
  }
  const files = result.outputFiles.map((output) => {
    const file = relative(root, output.path);
    const meta = outputs[file];
    return {
      file,
      load: first.has(file) ? 'first' : firstUse.has(file) ? 'firstUse' : null,
      bytes: output.contents.length,
      gzipBytes: gzipSync(output.contents, { level: 9 }).length,
      modules: Object.entries(meta.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([module]) => module),
      text: output.text,
    };
  });
  const sum = (load) => files.filter((f) => f.load === load).reduce((total, f) => total + f.gzipBytes, 0);
  const firstLoadBytes = sum('first');
  const firstUseBytes = sum('firstUse');
  return { files, firstLoadBytes, firstUseBytes, bytes: firstLoadBytes + firstUseBytes };
}

/**
 * Writes the files the first use loads into a folder of their own (emptied
 * first), for size-limit to gzip and sum.
 * @returns {Promise<string[]>} their paths, relative to the root
 */
export async function writeFirstUseFiles(root, entry) {
  const { files } = await bundleFirstUse(root, entry);
  const dir = outdirOf(root, entry);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return files
    .filter((f) => f.load !== null)
    .map((f) => {
      writeFileSync(join(root, f.file), f.text);
      return f.file;
    });
}
