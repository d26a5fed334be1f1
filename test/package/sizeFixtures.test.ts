// The size fixtures, bundled as `npm test`'s size-limit bundles
// them (esbuild, minified ESM for the browser, same externals), read through
// esbuild's metafile: which modules the apps ship, not just how many bytes.
import { build, type BuildOptions } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The entries and externals the budgets use, so this checks the same bundles.
// @ts-expect-error a plain .mjs module without types, shared with the bench
import { SIZE_ENTRIES, esbuildOptionsOf } from '../../scripts/bench/sizeEntries.mjs';
import { DIST, ROOT } from './distGraph';

if (!existsSync(join(DIST, 'index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
}

interface Entry {
  key: string;
  path: string;
  withQuery: boolean;
}

/** The modules (paths relative to the repository root) a fixture's bundle holds code of. */
async function shippedModules(key: string): Promise<string[]> {
  const entry = (SIZE_ENTRIES as Entry[]).find((e) => e.key === key)!;
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry.path],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    ...(esbuildOptionsOf(entry) as Pick<BuildOptions, 'external' | 'define' | 'plugins'>),
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

describe('what the size fixtures ship', () => {
  it('the upload-only app ships no @tanstack/react-query, though the bundle may take it', async () => {
    const modules = await shippedModules('uploadApp');
    expect(modules.some((m) => m.startsWith('dist/components/UploadDropzone'))).toBe(true);
    expect(modules.filter((m) => m.includes('@tanstack/'))).toEqual([]);
  });

  it('the upload app loads the durable record lazily: its initial chunk has neither the journal nor idb-keyval', async () => {
    const modules = await shippedModules('uploadApp');
    expect(modules.some((m) => m.endsWith('persist/journalFor.js'))).toBe(true);
    expect(modules.filter((m) => m.includes('createUploadJournal') || m.includes('idb-keyval'))).toEqual([]);
  });

  it('the listing app ships neither the table, the details nor the CSV export: the table view and the export are lazy chunks', async () => {
    const modules = await shippedModules('listApp');
    expect(modules.some((m) => m.endsWith('components/RealEstateBrowser.js'))).toBe(true);
    expect(modules.filter((m) => /ListingTable|ListingDetails|exportListings|listingsToCsv|ListingExportButton/.test(m))).toEqual([]);
  });

  it('an app that imports ListingTable and ListingDetails ships them (the check above can see them)', async () => {
    const modules = await shippedModules('listAppTable');
    expect(modules.some((m) => m.endsWith('components/ListingTable.js'))).toBe(true);
    expect(modules.some((m) => m.endsWith('components/ListingDetails.js'))).toBe(true);
  });

  it('the listing app does ship it (the check above can see react-query)', async () => {
    const modules = await shippedModules('listApp');
    expect(modules.some((m) => m.includes('node_modules/@tanstack/query-core/'))).toBe(true);
  });
});
