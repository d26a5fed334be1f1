// The size entries, in one place: `.size-limit.mjs` turns them
// into budgets for `npm test`, `scripts/bench.mjs` reports them in
// `npm run bench`, beside the anchors (other libraries' apps, same run, same
// bundler settings). Each entry is a tiny app, written as a consumer ships
// it (it renders), bundled and minified by esbuild (through
// @size-limit/esbuild: ESM, browser), then gzipped. Ours import dist/.
//
// "As a consumer ships it" means a production build: process.env.NODE_ENV is
// defined as "production" (what Vite, Next.js, webpack and esbuild apps set),
// so dev-only code (storage hints, dev warnings) is dropped as in the app.
// (esbuild already does so for a minified browser build; stated here so the
// figures do not hang on that default.)
// And it means the initial chunk: every `import()` is left out (external),
// since a consumer's bundler puts it in a chunk of its own, loaded only when
// used. The upload app's one such chunk (the durable upload record, loaded on
// the first file or restore()) is measured on its own as `uploadJournal`, so
// its bytes stay visible and budgeted instead of vanishing.

/** Always external: the app ships its own React. */
const REACT_EXTERNALS = ['react', 'react-dom'];

/**
 * @typedef {object} SizeEntry
 * @property {string} name      Shown in size-limit's table and the bench.
 * @property {string} key       Key in bench/results.json.
 * @property {string} path      The fixture app, relative to the repository root.
 * @property {boolean} withQuery Whether @tanstack/react-query is bundled (else external).
 * @property {number | null} goalBytes The goal, gzip bytes (1 kB = 1000 B); null where none is set. The bench prints it as met or not.
 * @property {number} limitBytes The budget `npm test` enforces: at most 3 % over the measured bytes, so growth fails the gate.
 * @property {string} anchorKey The anchor entry it is compared with in the bench, if any.
 */

/** @type {SizeEntry[]} */
export const SIZE_ENTRIES = [
  {
    name: 'upload app (ChatbotProvider + UploadDropzone), no react-query',
    key: 'uploadApp',
    path: 'bench/size/upload-app.js',
    // Bundled, not external: the app imports none, so a stray import on the
    // upload path would be counted (and test/package/sizeFixtures.test.ts fails).
    withQuery: true,
    // The goal counts everything a first upload loads: this initial chunk
    // plus the durable record's lazy chunk (uploadJournal below).
    goalBytes: 25000 - 1929,
    // Buys react-dropzone (with file-selector and attr-accept: folders with
    // their paths, paste, accept, drag state), zod/mini's checks, rows
    // that write their progress without a render, at most four times a
    // second (docs/decisions/0042, 0046, 0048), mounted ten per task
    // (0057), the provider's `storageOrigins`, a bounded registry of keys
    // to redact, the report's wait for its durable record (0063), and a
    // waiting list that keeps the scheduler's reads short (0064).
    limitBytes: 31350,
  },
  {
    name: 'headless upload app (useFileUpload + the app\'s own <input type=file>)',
    key: 'headlessUploadApp',
    path: 'bench/size/headless-upload-app.js',
    withQuery: true,
    goalBytes: 16000,
    // Buys the engine (with 0064's waiting list), the client and zod/mini's
    // checks; no dropzone.
    limitBytes: 20700,
  },
  {
    name: 'listing app (ChatbotProvider + RealEstateBrowser) with react-query',
    key: 'listApp',
    path: 'bench/size/list-app.js',
    withQuery: true,
    goalBytes: 26000,
    // Buys the app's own react-query (~9.6 kB, as in the plain react-query
    // anchor), the client with zod/mini's checks, and the browser's hooks,
    // filters, pager, cards and labels; the table view and the export are
    // lazy chunks.
    limitBytes: 32800,
  },
  {
    name: 'listing app + ListingTable + ListingDetails',
    key: 'listAppTable',
    path: 'bench/size/list-app-table.js',
    withQuery: true,
    // The goal is a difference: the admin views may cost at most 8,000 B over
    // the listing app (the README's size table shows it).
    goalBytes: null,
    limitBytes: 36500,
  },
  {
    name: 'core client (createChatbotClient) alone',
    key: 'core',
    path: 'bench/size/core.js',
    withQuery: false,
    goalBytes: 9000,
    // Buys the whole service: four operations with zod/mini's checks, the
    // storage PUT, runUpload, the listing normaliser and the typed errors
    // with their redaction.
    limitBytes: 13600,
  },
  {
    name: 'upload app, lazy chunk: the durable upload record (idb-keyval), alone',
    key: 'uploadJournal',
    path: 'bench/size/upload-journal.js',
    withQuery: false,
    // Loaded by import() on the first file; measured alone, so the few
    // modules it shares with the initial chunk count twice. Buys batched
    // writes with a pause in bulk (0061) and the waits of reports (0063).
    goalBytes: null,
    limitBytes: 2450,
  },
];

/**
 * @typedef {object} AnchorEntry
 * @property {string} name  Shown in the bench.
 * @property {string} key   Key in bench/results.json (under size.anchors).
 * @property {string} path  The fixture app; its packages come from bench/anchors/node_modules.
 * @property {string} versus The key of our entry it is the anchor of.
 */

/**
 * Other libraries' apps, measured only by `npm run bench`,
 * which installs them into bench/anchors (its own package.json and lockfile,
 * never dependencies of chatbot-kit). React is external, react-query bundled.
 * @type {AnchorEntry[]}
 */
export const ANCHOR_ENTRIES = [
  { name: 'anchor: UploadThing generateUploadDropzone app', key: 'uploadthing', path: 'bench/anchors/uploadthing-dropzone.js', versus: 'uploadApp' },
  { name: 'anchor: Uppy headless (core + aws-s3 + useDropzone + progress)', key: 'uppy', path: 'bench/anchors/uppy-headless.js', versus: 'uploadApp' },
  { name: 'anchor: plain react-query paged list', key: 'reactQueryList', path: 'bench/anchors/react-query-list.js', versus: 'listApp' },
];

/** Set by the bench: `.size-limit.mjs` then measures the anchors too, in the same run. */
export const ANCHORS_ENV = 'CHATBOT_KIT_SIZE_ANCHORS';

/** The esbuild externals of one entry (anchors bundle react-query). */
const externalsOf = (entry) =>
  entry.withQuery === false ? [...REACT_EXTERNALS, '@tanstack/react-query'] : [...REACT_EXTERNALS];

/** Leaves every `import()` out of the bundle: the consumer's bundler splits it into a lazy chunk (see the top). */
const lazyChunksOut = {
  name: 'lazy-chunks-out',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/**
 * The esbuild options every entry is measured with, on top of size-limit's
 * (minified ESM for the browser): shared by `.size-limit.mjs` and
 * test/package/sizeFixtures.test.ts, so both see the same bundle.
 */
export const esbuildOptionsOf = (entry) => ({
  external: externalsOf(entry),
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [lazyChunksOut],
});
