import { describe, expect, it } from 'vitest';
import { getPageRange } from '../../../src/core/listings/getPageRange';

describe('getPageRange', () => {
  it('lists every page when they all fit', () => {
    expect(getPageRange({ pageNumber: 3, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPageRange({ pageNumber: 1, pageCount: 1 })).toEqual([1]);
  });

  it('shows the first and last pages, the neighbours of the current one, and gaps', () => {
    expect(getPageRange({ pageNumber: 6, pageCount: 12 })).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]);
    expect(getPageRange({ pageNumber: 1, pageCount: 12 })).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 12]);
    expect(getPageRange({ pageNumber: 12, pageCount: 12 })).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12]);
  });

  it('keeps the same number of slots wherever the current page is, so buttons do not jump', () => {
    const lengths = Array.from({ length: 40 }, (_, i) => getPageRange({ pageNumber: i + 1, pageCount: 40 }).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('always contains the current page', () => {
    for (let p = 1; p <= 30; p++) expect(getPageRange({ pageNumber: p, pageCount: 30, siblingCount: 2 })).toContain(p);
  });

  it('with an unknown total, goes up to the current page and the next one when there is one', () => {
    expect(getPageRange({ pageNumber: 2, pageCount: undefined, hasNextPage: true })).toEqual([1, 2, 3]);
    expect(getPageRange({ pageNumber: 2, pageCount: undefined })).toEqual([1, 2]);
    expect(getPageRange({ pageNumber: 10, pageCount: undefined, hasNextPage: true })).toEqual([1, 'ellipsis-start', 9, 10, 11]);
  });
});
