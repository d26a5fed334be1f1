'use client';

const cache = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number for `locale` with at most `maximumFractionDigits` digits
 * after the point. Formatters are cached: a grid formats hundreds of numbers.
 * An unknown locale falls back to the runtime's default instead of throwing.
 */
export function formatNumber(value: number, locale: string | undefined, maximumFractionDigits = 0): string {
  const key = `${locale ?? ''}|${maximumFractionDigits}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    } catch {
      format = new Intl.NumberFormat(undefined, { maximumFractionDigits });
    }
    cache.set(key, format);
  }
  return format.format(value);
}
