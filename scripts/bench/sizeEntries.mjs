// The size entries and their budgets, in one place: `.size-limit.mjs` turns
// them into budgets for `npm test`, `scripts/bench.mjs` reports them in
// `npm run bench`, beside the anchors (other libraries' apps, same run, same
// count), and test/package/sizeFixtures.test.ts checks what they ship. Each
// entry is a tiny app, written as a consumer ships it (it renders), importing
// dist/. How its bytes are counted (first load plus the lazy chunks a first
// use loads, as a consumer's esbuild build splits them, gzip -9, React
// external) is in ./firstUseBundle.mjs.

/**
 * @typedef {object} SizeEntry
 * @property {string} name      Shown in size-limit's table and the bench.
 * @property {string} key       Key in bench/results.json.
 * @property {string} path      The fixture app, relative to the repository root.
 * @property {string[]} firstUse The modules its first use loads with `import()`; their chunks count.
 * @property {number | null} goalBytes The goal, gzip bytes (1 kB = 1000 B); null where none is set. The bench prints it as met or not.
 * @property {number} limitBytes The budget `npm test` enforces: at most 3 % over the measured bytes and never over the goal, so growth
 *   fails the gate before it fails the goal.
 */

/** @type {SizeEntry[]} */
export const SIZE_ENTRIES = [
  {
    name: 'upload app (ChatbotProvider + UploadDropzone)',
    key: 'uploadApp',
    path: 'bench/size/upload-app.js',
    // No lazy chunk: the durable record is read when an uploader mounts, so it is in the first load.
    firstUse: [],
    goalBytes: 28000,
    // Buys react-dropzone (with file-selector and attr-accept: folders with
    // their paths, paste, accept, drag state), zod/mini's checks, the
    // components' list, live region and labels, and the durable record.
    limitBytes: 28000,
  },
  {
    name: 'headless upload app (useFileUpload + the app\'s own <input type=file>)',
    key: 'headlessUploadApp',
    path: 'bench/size/headless-upload-app.js',
    firstUse: [],
    goalBytes: 20000,
    // Buys the engine, the client with zod/mini's checks and the durable record; no dropzone.
    limitBytes: 18670,
  },
  {
    name: 'listing app (ChatbotProvider + RealEstateBrowser with react-query), first load',
    key: 'listApp',
    path: 'bench/size/list-app.js',
    // Its first use shows a page of cards: the table view and the export are
    // lazy chunks it does not load.
    firstUse: [],
    goalBytes: 30000,
    // Buys the app's own react-query (~9.6 kB, as in the plain react-query
    // anchor), the client with zod/mini's checks, and the browser's hooks,
    // filters, pager, cards and labels.
    limitBytes: 30000,
  },
  {
    name: 'listing app + ListingTable + ListingDetails, first load',
    key: 'listAppTable',
    path: 'bench/size/list-app-table.js',
    firstUse: [],
    // The goal is a difference: the admin views may cost at most 8,000 B over
    // the listing app (the README's size table shows it).
    goalBytes: null,
    limitBytes: 34470,
  },
  {
    name: 'core client (createChatbotClient) alone',
    key: 'core',
    path: 'bench/size/core.js',
    firstUse: [],
    goalBytes: 12500,
    // Buys the whole service: four operations with zod/mini's checks, the
    // storage PUT, runUpload, the listing normaliser and the typed errors
    // with their redaction.
    limitBytes: 11730,
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
 * never dependencies of chatbot-kit), counted as ours are: React external,
 * everything else bundled; their first load only (a lazy chunk of theirs, if
 * any, is left out).
 * @type {AnchorEntry[]}
 */
export const ANCHOR_ENTRIES = [
  { name: 'anchor: UploadThing generateUploadDropzone app', key: 'uploadthing', path: 'bench/anchors/uploadthing-dropzone.js', versus: 'uploadApp' },
  { name: 'anchor: Uppy headless (core + aws-s3 + useDropzone + progress)', key: 'uppy', path: 'bench/anchors/uppy-headless.js', versus: 'uploadApp' },
  { name: 'anchor: plain react-query paged list', key: 'reactQueryList', path: 'bench/anchors/react-query-list.js', versus: 'listApp' },
];
