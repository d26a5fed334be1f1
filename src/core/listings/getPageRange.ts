import { toPageNumber } from './toPageNumber';

/** One slot of a pager: a page number, or a gap between numbers. */
export type PageRangeItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Input of `getPageRange`. */
export interface PageRangeOptions {
  /** The current page (1-based). */
  pageNumber: number;
  /** Number of pages when known. Unknown: pages up to the current one (and the next when `hasNextPage`). */
  pageCount: number | undefined;
  /** Used only when `pageCount` is unknown. @default false */
  hasNextPage?: boolean;
  /** Pages shown on each side of the current one. @default 1 */
  siblingCount?: number;
  /** Pages always shown at each end. @default 1 */
  boundaryCount?: number;
}

/**
 * The numbered pages a pager shows, with gaps: `[1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]`.
 * The number of slots stays the same as the current page moves (while the
 * total allows), so the buttons do not jump under the pointer.
 */
export function getPageRange({
  pageNumber,
  pageCount,
  hasNextPage = false,
  siblingCount = 1,
  boundaryCount = 1,
}: PageRangeOptions): PageRangeItem[] {
  const current = toPageNumber(pageNumber);
  const last = pageCount !== undefined ? Math.max(1, Math.floor(pageCount)) : current + (hasNextPage ? 1 : 0);
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

  // Everything fits: boundaries + siblings + current + two gaps.
  const slots = boundaryCount * 2 + siblingCount * 2 + 3;
  if (last <= slots) return range(1, last);

  const startPages = range(1, boundaryCount);
  if (pageCount === undefined) {
    // Unknown total: first pages, a gap, then the pages around the current one up to `last`.
    const from = Math.max(current - siblingCount, boundaryCount + 2);
    return [...startPages, 'ellipsis-start', ...range(from, last)];
  }
  const endPages = range(last - boundaryCount + 1, last);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, last - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    last - boundaryCount - 1,
  );

  const out: PageRangeItem[] = [...startPages];
  // A gap of exactly one page shows that page instead of an ellipsis.
  out.push(siblingsStart > boundaryCount + 2 ? 'ellipsis-start' : boundaryCount + 1);
  out.push(...range(siblingsStart, siblingsEnd));
  out.push(siblingsEnd < last - boundaryCount - 1 ? 'ellipsis-end' : last - boundaryCount);
  out.push(...endPages);
  return out;
}
