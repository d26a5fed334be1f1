/**
 * Locale tags whose decimal format is `1,234.5` with a hyphen-minus: digits
 * grouped by three with commas from a four-digit number on, a full stop
 * before the fraction. A test holds each against the runtime's Intl.
 */
const PLAIN_ENGLISH = /^en(?:-(?:US|GB|AU|CA|NZ|IE))?$/i;

/** One formatter per locale and digits: a grid formats hundreds of numbers. */
const formats = new Map<string, (value: number) => string>();

/**
 * Formats `value` for `locale` (the runtime's default when undefined) with at
 * most `maximumFractionDigits` digits after the point, as
 * `Intl.NumberFormat(locale, { maximumFractionDigits })` does. An unknown
 * locale falls back to the runtime's default instead of throwing.
 *
 * A page's first `Intl.NumberFormat` loads Intl's number data: some 30 ms on
 * a fast machine, and four times that on a slow laptop, in the render that
 * first shows a price. English locales that write numbers as `1,234.5` skip
 * it: their numbers are written here, digit for digit as Intl writes them.
 * @example formatNumber(1234.56, 'en-US', 1) // '1,234.6'
 */
export function formatNumber(value: number, locale: string | undefined, maximumFractionDigits = 0): string {
  const key = `${locale ?? ''}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = makeFormat(locale, maximumFractionDigits);
    formats.set(key, format);
  }
  return format(value);
}

function makeFormat(locale: string | undefined, digits: number): (value: number) => string {
  let intl: Intl.NumberFormat | undefined;
  const withIntl = (value: number) => (intl ??= makeIntl(locale, digits)).format(value);
  if (!writesPlainEnglish(locale)) return withIntl;
  return (value) => formatPlainEnglish(value, digits) ?? withIntl(value);
}

function makeIntl(locale: string | undefined, maximumFractionDigits: number): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits });
  } catch {
    return new Intl.NumberFormat(undefined, { maximumFractionDigits });
  }
}

/**
 * Whether `locale` is a plain English tag, or, undefined, the runtime's
 * default is one. `Intl.PluralRules` resolves the default locale without
 * loading the number data.
 */
function writesPlainEnglish(locale: string | undefined): boolean {
  if (locale !== undefined) return PLAIN_ENGLISH.test(locale);
  try {
    return PLAIN_ENGLISH.test(new Intl.PluralRules().resolvedOptions().locale);
  } catch {
    return false;
  }
}

/**
 * `value` written as Intl writes it in English, or undefined where this does
 * not (not finite, or so large or small that JavaScript writes it with an
 * exponent). Like Intl, it rounds the shortest decimal that reads back as
 * `value`, half away from zero, and drops the fraction's trailing zeros.
 */
function formatPlainEnglish(value: number, digits: number): string | undefined {
  const text = String(Math.abs(value));
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined;
  const point = text.indexOf('.');
  let whole = point < 0 ? text : text.slice(0, point);
  let fraction = point < 0 ? '' : text.slice(point + 1);
  if (fraction.length > digits) {
    const roundsUp = fraction[digits]! >= '5';
    fraction = fraction.slice(0, digits);
    if (roundsUp) {
      const sum = addOne(whole + fraction);
      whole = sum.slice(0, sum.length - digits);
      fraction = sum.slice(sum.length - digits);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A string of decimal digits plus one, as a string of digits (`'0999'` → `'1000'`). */
function addOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - 1 - i)}`;
}
