// Builds dist/styles.css: src/styles.css with its local @imports inlined, so
// consumers import one file (`chatbot-kit/styles.css`) with no CSS tooling.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

function inline(file) {
  const css = readFileSync(file, 'utf8');
  return css.replace(/@import\s+['"](\.[^'"]+)['"];?/g, (_, rel) => inline(resolve(dirname(file), rel)));
}
mkdirSync('dist', { recursive: true });
writeFileSync('dist/styles.css', inline(resolve('src/styles.css')));
