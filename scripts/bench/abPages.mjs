// What the A/B diagnostics (abListings.mjs, abWebVitals.mjs) share: the
// web-vitals page of two checkouts served side by side, one fake service
// and one Chromium, so that rounds of either build meet the same moment's
// machine.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.mjs';
import { bundlePage } from './bundlePage.mjs';
import { servePage } from './servePage.mjs';

const HERE = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Serves this checkout's and `otherRoot`'s web-vitals page (both need
 * dist/: `npm run build`), with the fake service and a browser. Exits with
 * `usage` when no other checkout is given.
 * @param {string | undefined} otherRoot
 * @param {string} usage
 */
export async function openAbPages(otherRoot, usage) {
  if (!otherRoot) {
    console.error(`usage: ${usage} <other checkout with dist/>`);
    process.exit(2);
  }
  const serve = async (root) =>
    servePage(await bundlePage(root, { entry: 'scripts/bench/webVitalsPage.tsx', profiling: false }), {
      css: readFileSync(join(root, 'dist/styles.css'), 'utf8'),
    });
  const testing = await import(pathToFileURL(join(HERE, 'dist/testing/index.js')).href);
  const server = await testing.startFakeChatbotServer();
  const pages = { this: await serve(HERE), other: await serve(resolve(otherRoot)) };
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  return {
    pages,
    browser,
    config: { url: server.url, secretKey: server.secretKey, sessionKey: server.sessionKey, serialNumber: server.serialNumber },
    close: async () => {
      await browser.close();
      await Promise.all([pages.this.close(), pages.other.close(), server.close()]);
    },
  };
}
