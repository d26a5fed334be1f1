import { describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../src/core/formatNumber';

describe('formatNumber', () => {
  it.each([
    ['en-US', 1_234_567.25, 1, '1,234,567.3'],
    ['en-US', 450_000, 0, '450,000'],
    ['de-DE', 1_234_567.25, 1, '1.234.567,3'],
    ['fr-FR', 2.5, 1, '2,5'],
    ['en-IN', 12_345_678, 0, '1,23,45,678'],
  ])('writes numbers as %s readers read them', (locale, value, digits, text) => {
    expect(formatNumber(value, locale, digits)).toBe(text);
  });

  it('writes the runtime’s default locale when none is given', () => {
    expect(formatNumber(1234.5, undefined, 1)).toBe(new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(1234.5));
  });

  it('falls back to the default locale for a tag Intl refuses', () => {
    expect(formatNumber(1234, 'not a locale!')).toBe(new Intl.NumberFormat().format(1234));
  });

  it('makes no formatter when loaded, then one per locale and digits, on first use', async () => {
    vi.resetModules();
    const real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(real, {
      construct: (target, args: Parameters<typeof Intl.NumberFormat>) => (made++, new target(...args)),
    });
    try {
      const { formatNumber: fresh } = await import('../../src/core/formatNumber');
      expect(made).toBe(0);
      expect([fresh(1_250_000, 'en-US'), fresh(2_000, 'en-US'), fresh(2.5, 'en-US', 1), fresh(2_000, 'de-DE')]).toEqual(['1,250,000', '2,000', '2.5', '2.000']);
      expect(made).toBe(3);
    } finally {
      Intl.NumberFormat = real;
    }
  });
});
