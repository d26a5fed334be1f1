// An app bundled from dist/ as a consumer's bundler would (production build),
// served on 127.0.0.1 for Playwright tests that reload or close real pages.
import { build } from 'esbuild';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BundledPage {
  /** The page's address, ending in `/`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Bundles `source` (ESM that imports `./dist/…` from the repository root) and
 * serves it behind a one-line HTML page. `head` is HTML placed before the
 * script, e.g. a `<script>window.CONFIG=…</script>` that keeps keys out of the URL.
 */
export async function startBundledPage(source: string, head = ''): Promise<BundledPage> {
  const bundle = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const script = bundle.outputFiles[0]!.text;
  const html = `<!doctype html><html lang="en">${head}<script type="module" src="/page.js"></script>`;
  const site = createServer((req, res) => {
    if (req.url?.startsWith('/page.js')) res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => site.close(() => resolve())),
  };
}
