// Sizes for `npm run bench`: the entries and budgets of `npm test`'s
// size-limit (./sizeEntries.mjs), counted the same way (./firstUseBundle.mjs),
// with the anchors (other libraries' apps) in the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundleFirstUse } from './firstUseBundle.mjs';
import { ANCHOR_ENTRIES, SIZE_ENTRIES } from './sizeEntries.mjs';

/**
 * Installs bench/anchors from its committed lockfile when it is missing or
 * older than the lockfile. Its own folder and lockfile: the library's
 * `npm ci` never installs these.
 * @returns {string | null} why the anchors cannot be measured, or null
 */
function ensureAnchors(root, log) {
  const dir = join(root, 'bench/anchors');
  const installed = join(dir, 'node_modules/.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(dir, 'package-lock.json')).mtimeMs) return null;
  log('size: installing the anchor apps into bench/anchors (npm ci)');
  try {
    // From npm's cache when it has them: the registry is asked only for what it lacks.
    execFileSync('npm', ['ci', '--prefix', dir, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    return null;
  } catch (error) {
    return `npm ci in bench/anchors failed: ${String(error.stderr || error.message).trim().split('\n').slice(-3).join(' ')}`;
  }
}

/**
 * @param {string} root the repository root
 * @param {(message: string) => void} [log]
 */
export async function measureSizes(root, log = () => {}) {
  const anchorError = ensureAnchors(root, log);
  const out = { anchors: {}, anchorError };
  for (const entry of SIZE_ENTRIES) {
    const { bytes, firstLoadBytes, firstUseBytes } = await bundleFirstUse(root, entry);
    // The same app as an esbuild build splits it at every import(), the
    // never-loaded ones included: chunks shared with those cost it too.
    const everyImport = await bundleFirstUse(root, entry, { allLazyChunks: true });
    out[entry.key] = {
      name: entry.name,
      bytes,
      firstLoadBytes,
      firstUseBytes,
      splitAtEveryImportBytes: everyImport.bytes,
      goalBytes: entry.goalBytes,
      limitBytes: entry.limitBytes,
      isAtGoal: entry.goalBytes === null ? null : bytes <= entry.goalBytes,
      isWithinBudget: bytes <= entry.limitBytes,
    };
  }
  if (!anchorError) {
    for (const entry of ANCHOR_ENTRIES) {
      const { bytes } = await bundleFirstUse(root, entry);
      out.anchors[entry.key] = { name: entry.name, bytes, versus: entry.versus };
    }
  }
  return out;
}
