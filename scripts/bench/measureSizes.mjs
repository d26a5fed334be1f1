// Sizes for `npm run bench` (issue 6 §1): runs size-limit with the same
// entries as the `npm test` budgets, so the bench and the budgets agree.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { SIZE_ENTRIES } from './sizeEntries.mjs';

/**
 * @param {string} root the repository root
 * @returns {Promise<Record<string, { name: string, bytes: number, goalBytes: number | null, limitBytes: number, isAtGoal: boolean | null, isWithinBudget: boolean }>>}
 */
export async function measureSizes(root) {
  // size-limit exits 1 when a budget is exceeded but still prints the JSON;
  // the bench reports that instead of failing.
  const stdout = await new Promise((resolve, reject) => {
    execFile(process.execPath, [join(root, 'node_modules/size-limit/bin.js'), '--json'], { cwd: root, maxBuffer: 1 << 24 }, (error, out, err) => {
      if (out && out.trim().startsWith('[')) resolve(out);
      else reject(new Error(`size-limit failed: ${err || error?.message}`));
    });
  });
  /** @type {{ name: string, size: number, passed: boolean }[]} */
  const rows = JSON.parse(stdout);
  const out = {};
  for (const entry of SIZE_ENTRIES) {
    const row = rows.find((r) => r.name === entry.name);
    if (!row) throw new Error(`size-limit gave no result for "${entry.name}"`);
    out[entry.key] = {
      name: entry.name,
      bytes: row.size,
      goalBytes: entry.goalBytes,
      limitBytes: entry.limitBytes,
      isAtGoal: entry.goalBytes === null ? null : row.size <= entry.goalBytes,
      isWithinBudget: row.passed,
    };
  }
  return out;
}
