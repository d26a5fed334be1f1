import { describe, expect, it } from 'vitest';
import { parseNumberish } from '../../../src/core/normalize/parseNumberish';

describe('parseNumberish (docs/SERVICE.md §2.4: numbers sent as text)', () => {
  it.each([
    ['350000', 350000],
    ['1,250,000', 1250000],
    ['1,250,000.50', 1250000.5],
    [' 2.5 ', 2.5],
    ['$350000', 350000],
    ['€ 1,200', 1200],
    ['-3', -3],
    ['.5', 0.5],
    ['1e3', 1000],
    [42, 42],
    [0, 0],
    [-122.4194, -122.4194],
  ])('reads %j as %j', (input, expected) => {
    expect(parseNumberish(input)).toBe(expected);
  });

  it.each([[''], ['   '], ['n/a'], ['N/A'], ['3 beds'], ['1,25'], ['12abc'], [null], [undefined], [NaN], [Infinity], [true], [{}], [[]]])(
    'reads %j as null',
    (input) => {
      expect(parseNumberish(input)).toBeNull();
    },
  );
});
