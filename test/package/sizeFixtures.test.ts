// The size fixtures, bundled as the size budgets count them
// (scripts/bench/firstUseBundle.mjs: esbuild, split into chunks, minified,
// React external) and read through esbuild's metafile: which modules the apps
// ship on their first load and their first use, not just how many bytes.
// The listing app is also built as its own esbuild and Vite builds split it,
// every `import()` a chunk: the views and the export its first use does not
// run stay out of its first load in both.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build as viteBuild, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
// The entries and the count the budgets use, so this checks the same bundles.
// @ts-expect-error a plain .mjs module without types, shared with the bench
import { bundleFirstUse } from '../../scripts/bench/firstUseBundle.mjs';
// @ts-expect-error a plain .mjs module without types, shared with the bench
import { SIZE_ENTRIES } from '../../scripts/bench/sizeEntries.mjs';
import { DIST, ROOT } from './distGraph';

if (!existsSync(join(DIST, 'index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
}

interface BundledFile {
  load: 'first' | 'firstUse' | null;
  modules: string[];
  text: string;
}

interface Entry {
  key: string;
  path: string;
  firstUse: string[];
}

const entryOf = (key: string) => (SIZE_ENTRIES as Entry[]).find((e) => e.key === key)!;

/** The modules (paths relative to the repository root) of a fixture's files, by when they load. */
async function shipped(key: string, options: { allLazyChunks?: boolean } = {}) {
  const { files } = (await bundleFirstUse(ROOT, entryOf(key), options)) as { files: BundledFile[] };
  const of = (load: BundledFile['load']) => files.filter((f) => f.load === load);
  return {
    firstLoad: of('first').flatMap((f) => f.modules),
    firstUse: of('firstUse').flatMap((f) => f.modules),
    never: of(null).flatMap((f) => f.modules),
    text: files
      .filter((f) => f.load !== null)
      .map((f) => f.text)
      .join('\n'),
  };
}

/** What the listing app's first use does not run: the table view, the details, the CSV export. */
const LAZY_LISTING_VIEWS = /ListingTable|ListingDetails|ListingExport|useCsvDownload|runListingExport|exportListings|listingsToCsv/;

/** The modules of the listing app's first load in a Vite production build, and of its lazy chunks. */
async function viteListingApp() {
  const output = (await viteBuild({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: entryOf('listApp').path, external: [/^react(-dom)?(\/|$)/] },
    },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const first = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (first.has(chunk)) return;
    first.add(chunk);
    for (const name of chunk.imports) if (byName.has(name)) visit(byName.get(name)!);
  };
  visit(chunks.find((c) => c.isEntry)!);
  const modulesOf = (list: Rollup.OutputChunk[]) => list.flatMap((c) => c.moduleIds.map((id) => id.slice(ROOT.length + 1)));
  return { firstLoad: modulesOf([...first]), lazy: modulesOf(chunks.filter((c) => !first.has(c))) };
}

describe('what the size fixtures ship', () => {
  it('the upload-only app ships no @tanstack/react-query, though the bundle may take it', async () => {
    const { firstLoad, firstUse } = await shipped('uploadApp');
    expect(firstLoad.some((m) => m.startsWith('dist/components/UploadDropzone'))).toBe(true);
    expect([...firstLoad, ...firstUse].filter((m) => m.includes('@tanstack/'))).toEqual([]);
  });

  /** The durable record's modules: the journal, its default store and idb-keyval. */
  const durableRecord = (modules: string[]) => modules.filter((m) => /persist\/(createUploadJournal|openRecordStore)|idb-keyval/.test(m));

  it.each(['uploadApp', 'headlessUploadApp'])('%s ships the durable record in its first load (restore() reads it on mount)', async (key) => {
    const { firstLoad, firstUse, never } = await shipped(key, { allLazyChunks: true });
    expect(durableRecord(firstLoad).length).toBeGreaterThanOrEqual(3);
    expect(durableRecord([...firstUse, ...never])).toEqual([]);
  });

  it.each(['listApp', 'core'])('%s, which mounts no uploader, ships none of the durable record', async (key) => {
    const { firstLoad, firstUse, never } = await shipped(key, { allLazyChunks: true });
    expect(durableRecord([...firstLoad, ...firstUse, ...never])).toEqual([]);
  });

  it.each(['uploadApp', 'headlessUploadApp'])('%s ships none of the listing request schema or row', async (key) => {
    const { firstLoad, firstUse, text } = await shipped(key);
    expect([...firstLoad, ...firstUse].filter((m) => /listingSchemas|realEstateListOperation/.test(m))).toEqual([]);
    // Its wire field names, as the minified schema would spell them.
    expect(text).not.toContain('SerialNumber');
    expect(text).toContain('fileStoreID');
  });

  it('an app that lists real estate does ship the listing request schema (the check above can see it)', async () => {
    const { firstLoad, text } = await shipped('listApp');
    expect(firstLoad.some((m) => m.endsWith('contract/listingSchemas.js'))).toBe(true);
    expect(text).toContain('SerialNumber');
  });

  it('the listing app ships react-query (the check above can see it)', async () => {
    const { firstLoad } = await shipped('listApp');
    expect(firstLoad.some((m) => m.includes('node_modules/@tanstack/query-core/'))).toBe(true);
  });

  it('in an esbuild build split at every import(), the listing app loads neither the table, the details nor the export first', async () => {
    const { firstLoad, never } = await shipped('listApp', { allLazyChunks: true });
    expect(firstLoad.some((m) => m.endsWith('components/RealEstateBrowser.js'))).toBe(true);
    expect(firstLoad.filter((m) => LAZY_LISTING_VIEWS.test(m))).toEqual([]);
    // They are in the build, as lazy chunks.
    expect(never.filter((m) => LAZY_LISTING_VIEWS.test(m)).length).toBeGreaterThanOrEqual(5);
  });

  it('in a Vite production build, the listing app loads neither the table, the details nor the export first', async () => {
    const { firstLoad, lazy } = await viteListingApp();
    expect(firstLoad.some((m) => m.endsWith('components/RealEstateBrowser.js'))).toBe(true);
    expect(firstLoad.filter((m) => LAZY_LISTING_VIEWS.test(m))).toEqual([]);
    expect(lazy.filter((m) => LAZY_LISTING_VIEWS.test(m)).length).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('an app that imports ListingTable and ListingDetails ships them on its first load', async () => {
    const { firstLoad } = await shipped('listAppTable', { allLazyChunks: true });
    expect(firstLoad.some((m) => m.endsWith('listings/ListingTableView.js'))).toBe(true);
    expect(firstLoad.some((m) => m.endsWith('listings/ListingDetailsView.js'))).toBe(true);
  });
});
