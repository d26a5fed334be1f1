// Draws bench/bulk.svg from bench/results.json: the bulk section's wall time
// for the lower bound, the bare pipeline, the engine and the components, as
// horizontal bars. `npm run bench` writes it after results.json; run this
// file alone to redraw it from the committed results.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The SVG of the bulk figures of `results`, or null when the run has none.
 * @param {any} results the object bench/results.json holds
 */
function bulkChart(results) {
  const b = results.bulk;
  if (!b?.files) return null;
  const bars = [
    ['lower bound (N × 2 round trips ÷ 6)', b.lowerBoundMs, '#9ca3af'],
    ['bare fetch pipeline, no library', b.bareMs, '#6b7280'],
    ['engine: createUploadQueue', b.ms, '#2563eb'],
    ...(b.componentMs === undefined ? [] : [['components: UploadDropzone + UploadList', b.componentMs, '#7c3aed']]),
  ];
  const width = 860;
  const labelWidth = 300;
  const barHeight = 26;
  const gap = 12;
  const top = 56;
  const max = Math.max(...bars.map(([, ms]) => ms));
  // Room right of the longest bar for its figures.
  const scale = (ms) => ((width - labelWidth - 210) * ms) / max;
  const height = top + bars.length * (barHeight + gap) + 34;
  const load = results.meta?.loadAverage1m;
  const rows = bars.map(([label, ms, color], i) => {
    const y = top + i * (barHeight + gap);
    const ratio = i === 0 ? '' : ` (${(ms / b.lowerBoundMs).toFixed(2)} × lower bound)`;
    return (
      `<text x="${labelWidth - 8}" y="${y + barHeight / 2 + 5}" text-anchor="end">${escape(label)}</text>` +
      `<rect x="${labelWidth}" y="${y}" width="${scale(ms).toFixed(1)}" height="${barHeight}" fill="${color}" rx="3"/>` +
      `<text x="${(labelWidth + scale(ms) + 6).toFixed(1)}" y="${y + barHeight / 2 + 5}">${(ms / 1000).toFixed(1)} s${escape(ratio)}</text>`
    );
  });
  const title = `${b.files} files × ${b.fileBytes / 1000} kB, ${b.latencyMs} ms per request, API and storage on two origins`;
  const foot = `npm run bench, ${results.meta?.date?.slice(0, 10) ?? ''}: ${results.meta?.cpus ?? '?'} CPUs, load average ${Number.isFinite(load) ? load.toFixed(1) : '?'} at the end of the run`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="13" fill="#111827" role="img" aria-label="${escape(`Bulk upload wall time: ${title}`)}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<text x="12" y="24" font-size="15" font-weight="600">Bulk upload, wall time (shorter is better)</text>` +
    `<text x="12" y="42" fill="#4b5563">${escape(title)}</text>` +
    rows.join('') +
    `<text x="12" y="${height - 12}" fill="#4b5563" font-size="12">${escape(foot)}</text>` +
    `</svg>\n`
  );
}

/** Writes `<root>/bench/bulk.svg` from `results`; returns whether it wrote one. */
export function writeBulkChart(root, results) {
  const svg = bulkChart(results);
  if (svg) writeFileSync(join(root, 'bench/bulk.svg'), svg);
  return svg !== null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const results = JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8'));
  console.log(writeBulkChart(root, results) ? 'wrote bench/bulk.svg' : 'no bulk figures in bench/results.json');
}
