// chatbot-kit imported the way a React Server Component's bundler imports it:
// Node with the `react-server` condition (React without its hooks) and React's
// own RSC loader (react-server-dom-webpack/node-loader), which turns every
// module that starts with 'use client' into a client reference, as Next.js
// does. What a Server Component can read as plain data must not sit behind
// such a reference, and every module that uses a hook must be one, or the
// graph fails to load without React's hooks.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
if (!existsSync(join(ROOT, 'dist/index.js'))) {
  throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
}

// Node 20 hands a loader the module's source as bytes; React's loader reads a
// string. This loader sits between them and decodes it.
const SOURCE_AS_TEXT = `data:text/javascript,${encodeURIComponent(
  'export async function load(url, context, nextLoad) { const r = await nextLoad(url, context); return r.format === "module" && typeof r.source !== "string" ? { ...r, source: new TextDecoder().decode(r.source) } : r; }',
)}`;
const RSC_FLAGS = ['--conditions', 'react-server', '--experimental-loader', SOURCE_AS_TEXT, '--experimental-loader', 'react-server-dom-webpack/node-loader'];

/** What a module importing `chatbot-kit` sees of its labels and of a component, as JSON. */
const READ_EXPORTS = `
const kit = await import('chatbot-kit');
console.log(JSON.stringify({
  uploadLabels: kit.defaultUploadLabels,
  listingLabels: kit.defaultListingLabels,
  uploadDropzone: String(kit.UploadDropzone.$$typeof),
}));`;

interface ReadExports {
  uploadLabels: Record<string, unknown>;
  listingLabels: Record<string, unknown>;
  uploadDropzone: string;
}

function readExports(flags: string[]): Promise<ReadExports> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--no-warnings', ...flags, '--input-type=module', '-e', READ_EXPORTS], { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`node exited with ${error.code}: ${stderr}`));
      else resolve(JSON.parse(stdout) as ReadExports);
    });
  });
}

describe('chatbot-kit in a React Server Component', () => {
  it('loads, and its components are client references', async () => {
    const rsc = await readExports(RSC_FLAGS);
    expect(rsc.uploadDropzone).toBe('Symbol(react.client.reference)');
  });

  it('reads the default labels as the same plain objects a client module reads', async () => {
    const [rsc, client] = await Promise.all([readExports(RSC_FLAGS), readExports([])]);
    expect(client.uploadDropzone).not.toBe('Symbol(react.client.reference)');
    expect(rsc.uploadLabels).toMatchObject({ chooseFiles: 'Choose files', done: 'Uploaded' });
    expect(rsc.uploadLabels).toEqual(client.uploadLabels);
    expect(Object.keys(rsc.listingLabels).length).toBeGreaterThan(10);
    expect(rsc.listingLabels).toEqual(client.listingLabels);
  });
});
