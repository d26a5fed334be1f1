// Sizes for `npm run bench`: runs size-limit with
// the same entries as the `npm test` budgets, so the bench and the budgets
// agree, and with the anchors (other libraries' apps) in the same run.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ANCHOR_ENTRIES, ANCHORS_ENV, SIZE_ENTRIES } from './sizeEntries.mjs';

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
    execFileSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    return null;
  } catch (error) {
    return `npm ci in bench/anchors failed: ${String(error.stderr || error.message).trim().split('\n').slice(-3).join(' ')}`;
  }
}

function runSizeLimit(root, env) {
  // size-limit exits 1 when a budget is exceeded but still prints the JSON;
  // the bench reports that instead of failing.
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(root, 'node_modules/size-limit/bin.js'), '--json'], { cwd: root, env, maxBuffer: 1 << 24 }, (error, out, err) => {
      if (out && out.trim().startsWith('[')) resolve(JSON.parse(out));
      else reject(new Error(`size-limit failed: ${err || error?.message}`));
    });
  });
}

/**
 * @param {string} root the repository root
 * @param {(message: string) => void} [log]
 */
export async function measureSizes(root, log = () => {}) {
  const anchorError = ensureAnchors(root, log);
  const env = { ...process.env, [ANCHORS_ENV]: anchorError ? '0' : '1' };
  /** @type {{ name: string, size: number, passed?: boolean }[]} */
  const rows = await runSizeLimit(root, env);
  const find = (entry) => {
    const row = rows.find((r) => r.name === entry.name);
    if (!row) throw new Error(`size-limit gave no result for "${entry.name}"`);
    return row;
  };
  const out = { anchors: {}, anchorError };
  for (const entry of SIZE_ENTRIES) {
    const row = find(entry);
    out[entry.key] = {
      name: entry.name,
      bytes: row.size,
      goalBytes: entry.goalBytes,
      limitBytes: entry.limitBytes,
      isAtGoal: entry.goalBytes === null ? null : row.size <= entry.goalBytes,
      isWithinBudget: row.passed !== false,
    };
  }
  if (!anchorError) {
    for (const entry of ANCHOR_ENTRIES) out.anchors[entry.key] = { name: entry.name, bytes: find(entry).size, versus: entry.versus };
  }
  return out;
}
