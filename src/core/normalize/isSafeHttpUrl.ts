/**
 * True when `value` is an absolute `http:` or `https:` URL and nothing else.
 *
 * Listing data (docs/SERVICE.md §2.4 `Images`, `Url`) and the presigned
 * `PreUploadUrl` (§2.2) come from the network and end up in `href`/`src`
 * attributes or a PUT, so `javascript:`, `data:`, `vbscript:`, relative and
 * protocol-relative (`//host`) values, values with control characters or
 * surrounding spaces, and anything `new URL` rejects are all refused.
 *
 * @example isSafeHttpUrl('https://cdn.example.com/a.jpg') // true
 * @example isSafeHttpUrl('javascript:alert(1)') // false
 */
export function isSafeHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  // The scheme must be the very first thing: browsers strip leading spaces and
  // control characters, which is how "\njavascript:" slips past naive checks.
  if (!/^https?:\/\/[^/\\]/i.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(value)) return false;
  // The prefix above fixes the scheme as http or https, so only the host is
  // left to check (the URL parser refuses an empty one: kept as a guard).
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
