import { DEFAULT_PAGE_NUMBER } from '../contract/pageDefaults';

/** Decimal digits and nothing else: how a page is written in a URL. */
const DIGITS = /^\d+$/;

/**
 * The one rule for a listing page number, wherever it comes from: a
 * `pageNumber` prop or option, a pager's click (`goTo`), `setPageNumber`, a URL's
 * `?page=`, the params of a query key. Every one of them calls this, so a
 * link with `?page=X` and a click on page X come to the same page.
 *
 * A page is a whole number from 1 up (a safe integer), given as a number or
 * as decimal digits (a URL's text, `'3'`, `'03'`). Anything else is page 1,
 * the service's default ({@link DEFAULT_PAGE_NUMBER}): nothing is rounded or
 * guessed, so `2.5` is not taken for page 2, nor `-1` for page 1 of the end.
 *
 * @example toPageNumber(3) // 3
 * @example toPageNumber('3') // 3
 * @example [2.5, 0, -1, NaN, Infinity, '2.5', 'abc', '1e3', '', null, undefined].map(toPageNumber) // all 1
 */
export function toPageNumber(value: unknown): number {
  const page = typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_PAGE_NUMBER;
}
