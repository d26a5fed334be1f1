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
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The numbered pages a pager shows, with gaps and the first and last page always in: `[1, 'ellipsis-start', 5, 6, 7,
 * 'ellipsis-end', 12]`. The number of slots stays the same as the current page moves (while the total allows), so the
 * buttons do not jump under the pointer.
 */
export function getPageRange({ pageNumber, pageCount, hasNextPage = false, siblingCount = 1 }: PageRangeOptions): PageRangeItem[] {
  const current = toPageNumber(pageNumber);
  const last = pageCount !== undefined ? Math.max(1, Math.floor(pageCount)) : current + (hasNextPage ? 1 : 0);
  // Everything fits: both ends, the siblings, the current page and two gaps.
  if (last <= siblingCount * 2 + 5) return range(1, last);
  // Unknown total: page 1, a gap, then the pages around the current one up to `last`.
  if (pageCount === undefined) return [1, 'ellipsis-start', ...range(Math.max(current - siblingCount, 3), last)];
  const from = Math.max(Math.min(current - siblingCount, last - siblingCount * 2 - 2), 3);
  const to = Math.min(Math.max(current + siblingCount, siblingCount * 2 + 3), last - 2);
  // A gap of exactly one page shows that page instead of an ellipsis.
  return [1, from > 3 ? 'ellipsis-start' : 2, ...range(from, to), to < last - 2 ? 'ellipsis-end' : last - 1, last];
}
