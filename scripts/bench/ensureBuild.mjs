// `npm run bench` works on a clean clone: build dist/ when it is missing or
// older than any source file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

/** @param {string} root @returns {boolean} whether a build ran */
export function ensureBuild(root) {
  const marker = join(root, 'dist/index.js');
  if (existsSync(marker) && statSync(marker).mtimeMs >= newestMtime(join(root, 'src'))) return false;
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return true;
}
