// Numbers that `formatNumber` writes itself for English locales, chosen to
// reach every branch of its rounding: ties on the shortest decimal
// (0.15 reads back as 0.1499…, Intl rounds it to 0.2), carries through
// nines, negative zero, values written as zero, integers past 2^53 and the
// edges where JavaScript starts writing exponents.
const fixed = [
  0, -0, 1, -1, 5, 999, 1000, -1000, 1234, 12_345, 123_456, 1_234_567, 450_000, 1_250_000.5,
  0.05, 0.15, 0.25, 0.35, 0.45, 1.45, 2.5, -2.5, 3.5, 1.005, 1.015, 4.35, 8.345, 0.95, 9.95, 99.95, 999.95, 9_999.96,
  0.04, -0.04, -0.5, -0.6, 0.96, 0.994, 0.995, 0.9951, 1e-7, -1e-7, 0.000001, 0.0000015,
  2 ** 53, 2 ** 53 + 2, 2 ** 60, 1e20, 123_456_789_012_345_680_000, 9.999999999999999e20, 1e21, -1e21,
  Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, Number.EPSILON, Number.NaN, Infinity, -Infinity,
];

/** A seeded stream of prices, areas and fractions: the same numbers on every run. */
function* seeded(count: number): Generator<number> {
  let state = 0x2f6b_1c3d;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 4);
    const sign = next() < 0.2 ? -1 : 1;
    yield (sign * Math.round(next() * scale * 10 ** decimals)) / 10 ** decimals;
  }
}

export const NUMBER_FORMAT_CASES: readonly number[] = [...fixed, ...seeded(3000)];
export const NUMBER_FORMAT_DIGITS = [0, 1, 2] as const;
export const ENGLISH_LOCALES = ['en', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-NZ', 'en-IE', 'EN-us'] as const;
