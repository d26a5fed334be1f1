import type { RealEstateListResult } from '../types';
import { toPageNumber } from './toPageNumber';

/** How many entries the service sent for a page: what paging counts, listings left out of `items` included. */
export function sentCountOf(page: Pick<RealEstateListResult, 'items' | 'sentCount'>): number {
  return page.sentCount ?? page.items.length;
}

/** Input of `getListingPagination`: one settled page. */
export interface ListingPageFacts {
  /** The page that was asked for (1-based). */
  pageNumber: number;
  /** The page size that was asked for. */
  pageSize: number;
  /** How many items came back on this page (see `sentCountOf`). */
  itemCount: number;
  /** `VirtualCount` as sent, `undefined` when missing. */
  virtualCount: number | undefined;
  /** A later page of the same result that came back empty, when one is known. */
  emptyPageNumber?: number | undefined;
}

/** What the page tells about the whole result set. */
export interface ListingPagination {
  /** Number of pages, when known. At least 1 when known (an empty result is one empty page). */
  pageCount: number | undefined;
  /** Total number of matching listings, when VirtualCount is consistent with the page. */
  totalCount: number | undefined;
  /** True when a later page may hold listings. */
  hasNextPage: boolean;
  /** True when VirtualCount was used as the total. */
  isVirtualCountConsistent: boolean;
}

/**
 * Honest pagination math. `VirtualCount` most likely counts all matches (docs/UPSTREAM.md, unverified) and is trusted
 * only when it agrees with the page: at least the listings up to this page when it holds some (a short page does not
 * disprove more: items that are not objects are dropped), at most the listings before it when it is empty. Without such
 * a count, a full page may have more after it, a short one is the last, an empty page 1 is one empty page. A later page
 * known to be empty (`emptyPageNumber`) outweighs the count. Call it with settled data only: a placeholder page's count
 * is another request's.
 */
export function getListingPagination(facts: ListingPageFacts): ListingPagination {
  const pageNumber = toPageNumber(facts.pageNumber);
  const pageSize = Math.max(1, Math.floor(facts.pageSize));
  const itemCount = Math.max(0, Math.floor(facts.itemCount));
  const before = (pageNumber - 1) * pageSize;
  const vc = facts.virtualCount;

  const empty = facts.emptyPageNumber;
  const emptyAfter = empty !== undefined && empty > pageNumber && itemCount > 0 ? empty : undefined;

  const isConsistent =
    typeof vc === 'number' &&
    Number.isInteger(vc) &&
    vc >= 0 &&
    (itemCount > 0 ? vc >= before + itemCount : vc <= before) &&
    (emptyAfter === undefined || Math.ceil(vc / pageSize) < emptyAfter);

  // [pageCount, totalCount, hasNextPage], one case per line, one return.
  const [pageCount, totalCount, hasNextPage]: [number | undefined, number | undefined, boolean] = isConsistent
    ? [Math.max(1, Math.ceil(vc / pageSize)), vc, pageNumber < Math.ceil(vc / pageSize)]
    : emptyAfter === pageNumber + 1
      ? [pageNumber, before + itemCount, false]
      : itemCount >= pageSize
        ? [undefined, undefined, true]
        : itemCount > 0
          ? [pageNumber, before + itemCount, false]
          : pageNumber === 1
            ? [1, 0, false]
            : // An empty page past the end with no usable count: the last page is somewhere before.
              [undefined, undefined, false];
  return { pageCount, totalCount, hasNextPage, isVirtualCountConsistent: isConsistent };
}
