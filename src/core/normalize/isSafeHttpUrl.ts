/**
 * True when `value` is an absolute `http:` or `https:` URL and nothing else: listing URLs and the PreUploadUrl come
 * from the network and end up in `href`/`src` or a PUT, so `javascript:`, `data:`, relative and protocol-relative
 * values, control characters, surrounding spaces and anything `new URL` rejects are refused.
 *
 * @example isSafeHttpUrl('https://cdn.example.com/a.jpg') // true
 * @example isSafeHttpUrl('javascript:alert(1)') // false
 */
export function isSafeHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  // The scheme first: browsers strip leading spaces and control characters ("\njavascript:").
  if (!/^https?:\/\/[^/\\]/i.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(value)) return false;
  // Only the host is left to check (the parser refuses an empty one: a guard).
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
