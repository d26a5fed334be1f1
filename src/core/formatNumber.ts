/** One `Intl.NumberFormat` per locale and digits, made when first asked for: a grid formats hundreds of numbers. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats `value` with `Intl.NumberFormat(locale, { maximumFractionDigits })`,
 * made on first use and kept; an unknown locale falls back to the runtime's
 * default instead of throwing.
 * @example formatNumber(1234.56, 'en-US', 1) // '1,234.6'
 */
export function formatNumber(value: number, locale: string | undefined, maximumFractionDigits = 0): string {
  const key = `${locale ?? ''}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    } catch {
      format = new Intl.NumberFormat(undefined, { maximumFractionDigits });
    }
    formats.set(key, format);
  }
  return format.format(value);
}
