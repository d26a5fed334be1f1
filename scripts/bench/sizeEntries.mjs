// The size entries of issue 6, in one place: `.size-limit.mjs` turns them into
// budgets for `npm test`, `scripts/bench.mjs` reports them in `npm run bench`.
// Each entry is a tiny app in bench/size/ that imports one thing from dist/,
// bundled and minified by esbuild (through @size-limit/esbuild), then gzipped.

/** Always external: the app ships its own React (issue 6 §1). */
export const REACT_EXTERNALS = ['react', 'react-dom'];

/**
 * @typedef {object} SizeEntry
 * @property {string} name      Shown in size-limit's table and the bench.
 * @property {string} key       Key in bench/results.json.
 * @property {string} path      The fixture app, relative to the repository root.
 * @property {boolean} withQuery Whether @tanstack/react-query is bundled (else external).
 * @property {number | null} goalBytes The goal, gzip bytes (1 kB = 1000 B), or null when it sets none.
 * @property {number} limitBytes The budget `npm test` enforces: the goal, or the measured size where the goal is not met yet.
 */

/** @type {SizeEntry[]} */
export const SIZE_ENTRIES = [
  {
    name: 'core client (createChatbotClient)',
    key: 'core',
    path: 'bench/size/core.js',
    withQuery: false,
    goalBytes: 3000,
    limitBytes: 3000,
  },
  {
    name: 'upload UI (UploadDropzone)',
    key: 'upload',
    path: 'bench/size/upload.js',
    withQuery: true,
    goalBytes: 8000,
    limitBytes: 8000,
  },
  {
    name: 'list UI (RealEstateBrowser) with react-query',
    key: 'list',
    path: 'bench/size/list.js',
    withQuery: true,
    goalBytes: 20000,
    limitBytes: 20000,
  },
  {
    name: 'list UI (RealEstateBrowser) without react-query',
    key: 'listWithoutQuery',
    path: 'bench/size/list.js',
    withQuery: false,
    goalBytes: null,
    limitBytes: 20000,
  },
  {
    name: 'upload app (UploadDropzone + ChatbotProvider + QueryClient)',
    key: 'uploadApp',
    path: 'bench/size/upload-app.js',
    withQuery: true,
    goalBytes: null,
    limitBytes: 40000,
  },
  {
    name: 'list app (RealEstateBrowser + ChatbotProvider + QueryClient)',
    key: 'listApp',
    path: 'bench/size/list-app.js',
    withQuery: true,
    goalBytes: null,
    limitBytes: 40000,
  },
  {
    name: 'everything (root entry) with react-query',
    key: 'all',
    path: 'bench/size/all.js',
    withQuery: true,
    goalBytes: null,
    limitBytes: 40000,
  },
];

/** The esbuild externals of one entry. */
export const externalsOf = (entry) =>
  entry.withQuery ? [...REACT_EXTERNALS] : [...REACT_EXTERNALS, '@tanstack/react-query'];
