// pretest: make sure a Chromium exists for the browser and Storybook tests.
// Finds one; on Debian as root, installs Debian's package; otherwise explains.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, CHROMIUM_CANDIDATES } from './chromium-path.mjs';

let found = findChromium();
if (!found && existsSync('/usr/bin/apt-get') && process.getuid?.() === 0) {
  console.log('[chatbot-kit] Chromium not found; installing Debian\'s chromium with apt-get…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    // fall through to the message below
  }
  found = findChromium();
}
if (!found) {
  console.error(
    [
      '[chatbot-kit] No Chromium found. The browser tests need one.',
      `Looked in: ${CHROMIUM_CANDIDATES.join(', ')}`,
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`), or set CHROMIUM_PATH to a Chrome/Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`[chatbot-kit] Chromium: ${found}`);
