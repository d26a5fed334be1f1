import { formatNumber } from '../formatNumber';

/**
 * A byte count for people, in binary units: `0 B`, `512 B`, `1.5 KB`,
 * `5 GB` (1 KB = 1024 B, as file managers on Windows show them).
 * @example formatBytes(1536) // '1.5 KB'
 */
export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${formatNumber(value, locale, digits)} ${units[unit]}`;
}
