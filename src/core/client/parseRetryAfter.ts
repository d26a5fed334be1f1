/**
 * A `Retry-After` header value in seconds: either delta-seconds (`"120"`) or an HTTP date (RFC 9110 §10.2.3).
 * `undefined` when missing or unreadable; a date in the past gives 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (!/[a-z]/i.test(text)) return undefined; // "1.5", "-3": neither form
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
