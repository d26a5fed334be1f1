/**
 * Turns a numeric value the service sent as text into a number
 * (docs/SERVICE.md §2.4: "numeric and money-like values below are sent as strings").
 *
 * Accepts finite numbers as they are, and strings such as `'1,250,000'`,
 * `' 2.5 '` or `'$350000'` (currency symbols, spaces and well-formed thousands
 * separators are removed). Anything else — `''`, `'n/a'`, `null`, `NaN`,
 * `'3 beds'` — is `null`, so a component can show "—" instead of `NaN`.
 */
export function parseNumberish(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  // \p{Sc}: every currency symbol ($, €, £, ¥, …); spaces include NBSP.
  let text = value.replace(/[\p{Sc}\s]/gu, '');
  if (text.includes(',')) {
    // Only a real thousands grouping ("1,250,000.50"): "1,25" is ambiguous, so not a number.
    if (!/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return null;
    text = text.replace(/,/g, '');
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
