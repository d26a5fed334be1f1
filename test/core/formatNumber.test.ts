import { describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../src/core/formatNumber';
import { ENGLISH_LOCALES, NUMBER_FORMAT_CASES, NUMBER_FORMAT_DIGITS } from '../support/numberFormatCases';

describe('formatNumber', () => {
  it.each(ENGLISH_LOCALES)('writes every number as Intl does for %s', (locale) => {
    for (const digits of NUMBER_FORMAT_DIGITS) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
      const mismatches = NUMBER_FORMAT_CASES.filter((n) => formatNumber(n, locale, digits) !== intl.format(n));
      expect(mismatches.map((n) => `${n} → ${formatNumber(n, locale, digits)}, Intl ${intl.format(n)}`)).toEqual([]);
    }
  });

  it('writes the default locale as Intl does', () => {
    const intl = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
    expect(NUMBER_FORMAT_CASES.map((n) => formatNumber(n, undefined, 1))).toEqual(NUMBER_FORMAT_CASES.map((n) => intl.format(n)));
  });

  it.each(['de-DE', 'fr-FR', 'en-IN', 'en-ZA', 'en-CH', 'en-US-u-nu-arab', 'ar-EG', 'hi-IN-u-nu-deva'])('leaves %s to Intl', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    for (const n of [1_234_567.25, -0.5, 12_345_678]) expect(formatNumber(n, locale, 1)).toBe(intl.format(n));
  });

  it('falls back to the default locale for a tag Intl refuses', () => {
    expect(formatNumber(1234, 'not a locale!')).toBe(new Intl.NumberFormat().format(1234));
  });
});

describe('formatNumber without Intl’s number data', () => {
  it('writes English numbers without making an Intl.NumberFormat, and makes one per locale and digits elsewhere', async () => {
    vi.resetModules();
    const real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(real, {
      construct: (target, args: Parameters<typeof Intl.NumberFormat>) => (made++, new target(...args)),
    });
    try {
      const { formatNumber: fresh } = await import('../../src/core/formatNumber');
      expect([fresh(1_250_000, 'en-US'), fresh(2.5, 'en-GB', 1), fresh(-0.04, undefined, 1)]).toEqual(['1,250,000', '2.5', '-0']);
      expect(made).toBe(0);
      expect([fresh(1_250_000, 'de-DE'), fresh(2_000, 'de-DE'), fresh(Infinity, 'en-US')]).toEqual(['1.250.000', '2.000', '∞']);
      expect(made).toBe(2);
    } finally {
      Intl.NumberFormat = real;
    }
  });
});
