/**
 * A number the service sent as text (docs/SERVICE.md §2.4), as a number: finite numbers as they are, and text such as
 * `'1,250,000'`, `' 2.5 '` or `'$350000'` (currency symbols, spaces, well-formed thousands separators removed).
 * Anything else (`''`, `'n/a'`, `'3 beds'`, `NaN`) is `null`.
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
