import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getListingPagination } from '../../../src/core/listings/getListingPagination';

const page = (pageNumber: number, itemCount: number, virtualCount: number | undefined, pageSize = 20) =>
  getListingPagination({ pageNumber, pageSize, itemCount, virtualCount });

describe('getListingPagination', () => {
  it('takes the page count from a consistent VirtualCount', () => {
    expect(page(1, 20, 240)).toMatchObject({ pageCount: 12, totalCount: 240, hasNextPage: true });
    expect(page(12, 20, 240)).toMatchObject({ pageCount: 12, hasNextPage: false });
    expect(page(3, 5, 45)).toMatchObject({ pageCount: 3, hasNextPage: false });
  });

  it('still says there is a next page when a full page came back and VirtualCount is missing, zero or too small', () => {
    for (const vc of [undefined, 0, 7, 39]) {
      expect(page(2, 20, vc)).toMatchObject({ pageCount: undefined, totalCount: undefined, hasNextPage: true, isVirtualCountConsistent: false });
    }
  });

  it('treats a short page without a usable VirtualCount as the last page', () => {
    expect(page(3, 4, undefined)).toMatchObject({ pageCount: 3, totalCount: 44, hasNextPage: false });
    expect(page(3, 4, 0)).toMatchObject({ pageCount: 3, hasNextPage: false });
  });

  it('trusts a VirtualCount larger than a short page (items that are not objects are dropped, so pages can come back short)', () => {
    expect(page(1, 19, 240)).toMatchObject({ pageCount: 12, hasNextPage: true });
  });

  it('reports an empty first page as one page with no listings', () => {
    expect(page(1, 0, 0)).toMatchObject({ pageCount: 1, totalCount: 0, hasNextPage: false });
    expect(page(1, 0, undefined)).toMatchObject({ pageCount: 1, totalCount: 0, hasNextPage: false });
  });

  it('gives the real last page for an empty page past the end, so the caller can clamp to it', () => {
    expect(page(9, 0, 45)).toMatchObject({ pageCount: 3, hasNextPage: false });
  });

  it('takes a later page known to be empty as the end, over a full page or a VirtualCount that promised more', () => {
    const known = (pageNumber: number, itemCount: number, virtualCount: number | undefined, emptyPageNumber: number) =>
      getListingPagination({ pageNumber, pageSize: 20, itemCount, virtualCount, emptyPageNumber });
    expect(known(5, 20, undefined, 6)).toMatchObject({ pageCount: 5, totalCount: 100, hasNextPage: false });
    expect(known(5, 20, 1e9, 6)).toMatchObject({ pageCount: 5, totalCount: 100, hasNextPage: false, isVirtualCountConsistent: false });
    // Further on, it only rules out a count past it.
    expect(known(3, 20, 1e9, 6)).toMatchObject({ pageCount: undefined, hasNextPage: true });
    expect(known(3, 20, 100, 6)).toMatchObject({ pageCount: 5, totalCount: 100, hasNextPage: true });
  });

  it('does not trust a VirtualCount that claims listings on a page that came back empty', () => {
    expect(page(2, 0, 240)).toMatchObject({ pageCount: undefined, hasNextPage: false, isVirtualCountConsistent: false });
  });

  it('ignores a VirtualCount that is negative or not an integer', () => {
    expect(page(1, 20, -5)).toMatchObject({ isVirtualCountConsistent: false, hasNextPage: true });
    expect(page(1, 20, 40.5)).toMatchObject({ isVirtualCountConsistent: false, hasNextPage: true });
  });

  it('never reports fewer pages than the page being shown, for any non-empty page and any VirtualCount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: -10, max: 100_000 }), { nil: undefined }),
        (pageNumber, pageSize, n, vc) => {
          const itemCount = Math.min(n, pageSize);
          const r = getListingPagination({ pageNumber, pageSize, itemCount, virtualCount: vc });
          if (r.pageCount !== undefined) expect(r.pageCount).toBeGreaterThanOrEqual(pageNumber);
          // A full page with no consistent count always leaves a way forward.
          if (itemCount === pageSize && !r.isVirtualCountConsistent) expect(r.hasNextPage).toBe(true);
          expect(r.hasNextPage).toBe(r.pageCount === undefined ? r.hasNextPage : pageNumber < r.pageCount);
        },
      ),
    );
  });
});
