/**
 * A `Retry-After` header value in seconds: either delta-seconds (`"120"`) or an HTTP date (RFC 9110 §10.2.3).
 * `undefined` when missing or unreadable; a date in the past gives 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // A date has letters: "1.5" and "-3" are neither form, though Date.parse reads them as dates.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
