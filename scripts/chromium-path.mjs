// Where a Chromium lives on this machine. Test tools cannot download browsers
// here (no internet), so we use the system one: Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean);

/** @returns {string | undefined} */
export function findChromium() {
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

/** Flags that keep Chromium quiet on a machine with no network (docs/decisions/0008). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
