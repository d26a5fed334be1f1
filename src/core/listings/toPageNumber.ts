import { DEFAULT_PAGE_NUMBER } from '../contract/pageDefaults';

/** Decimal digits and nothing else: how a page is written in a URL. */
const DIGITS = /^\d+$/;

/**
 * The one rule for a listing page number, wherever it comes from (a prop, a pager's click, `setPageNumber`, a URL's
 * `?page=`, a query key), so a link with `?page=X` and a click on page X come to the same page: a safe integer from 1,
 * as a number or as decimal digits (`'3'`, `'03'`). Anything else is page 1; nothing is rounded or guessed (`2.5` is
 * not page 2).
 *
 * @example toPageNumber(3) // 3
 * @example toPageNumber('3') // 3
 * @example [2.5, 0, -1, NaN, Infinity, '2.5', 'abc', '1e3', '', null, undefined].map(toPageNumber) // all 1
 */
export function toPageNumber(value: unknown): number {
  const page = typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_PAGE_NUMBER;
}
