// Chromium's Intl, not Node's: the English numbers `formatNumber` writes
// itself match what the browser's own formatter writes.
import { expect, it } from 'vitest';
import { formatNumber } from '../../src/core/formatNumber';
import { ENGLISH_LOCALES, NUMBER_FORMAT_CASES, NUMBER_FORMAT_DIGITS } from '../support/numberFormatCases';

it.each([...ENGLISH_LOCALES, undefined])('writes every number as Chromium’s Intl does for %s', (locale) => {
  for (const digits of NUMBER_FORMAT_DIGITS) {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    const mismatches = NUMBER_FORMAT_CASES.filter((n) => formatNumber(n, locale, digits) !== intl.format(n));
    expect(mismatches.map((n) => `${n} → ${formatNumber(n, locale, digits)}, Intl ${intl.format(n)}`)).toEqual([]);
  }
});
