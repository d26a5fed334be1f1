import { isSafeHttpUrl } from './isSafeHttpUrl';
import { parseJsonList } from './parseJsonList';

/**
 * The `Images` field of a listing item as a list of safe http(s) URLs.
 *
 * The list operation sends a string whose form is not fixed (docs/UPSTREAM.md,
 * unverified): a JSON array, a comma-separated list, a single URL, or empty.
 * Arrays are accepted too. Entries that are not {@link isSafeHttpUrl} are
 * dropped; duplicates are removed (they would repeat in a gallery).
 */
export function parseImages(value: unknown): string[] {
  const text = typeof value === 'string' ? value.trim() : '';
  // Not text (and not a list): '' splits into [''], which is no URL.
  const candidates: unknown[] = Array.isArray(value) ? value : (text.startsWith('[') && parseJsonList(text)) || splitList(text);
  const out: string[] = [];
  for (const candidate of candidates) {
    const url = typeof candidate === 'string' ? candidate.trim() : candidate;
    if (isSafeHttpUrl(url) && !out.includes(url)) out.push(url);
  }
  return out;
}

/**
 * Splits at commas or whitespace only where a new URL (or a scheme, or a
 * path) starts, so a comma inside a URL path (`/w_300,h_200/`) survives while
 * `https://a/1.jpg, javascript:x` still yields two entries.
 */
function splitList(text: string): string[] {
  return text.split(/[\s,]+(?=[a-z][a-z0-9+.-]*:|\/)/i);
}
