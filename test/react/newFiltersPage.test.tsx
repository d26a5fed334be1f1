// One rule for the page on a filter change, whoever owns the page: the URL
// (new filters and their page in one history entry) or a component's state
// (the list shows the new filters' page and asks the owner to move there).
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listingKeys } from '../../src/core/listings/listingKeys';
import { NEW_FILTERS_PAGE } from '../../src/core/listings/listingPageReducer';
import type { ListingUrlParams } from '../../src/core/listings/urlState/listingUrlParams';
import { useListingUrlState, type ListingUrlAdapter } from '../../src/react/url/useListingUrlState';
import { useListingPage } from '../../src/react/useListingPage';

/** An in-memory URL: the writes it was asked for, and the parameters it holds. */
function memoryUrl(initial: ListingUrlParams) {
  const writes: [ListingUrlParams, 'push' | 'replace'][] = [];
  const useMemoryUrl: ListingUrlAdapter = (keys) => {
    const [all, setAll] = useState(initial);
    const params = Object.fromEntries(keys.map((key) => [key, all[key] ?? null]));
    return {
      params,
      write: (next, mode) => {
        writes.push([next, mode]);
        setAll((current) => ({ ...current, ...next }));
      },
    };
  };
  return { adapter: useMemoryUrl, writes };
}

describe('a filter change on page 3 comes to the new filters\' first page', () => {
  it('owned by the URL: the filters and that page are written in one new history entry', () => {
    const url = memoryUrl({ page: '3', tab: 'homes' });
    const { result } = renderHook(() => useListingUrlState({ adapter: url.adapter }));
    expect(result.current.pageNumber).toBe(3);
    act(() => result.current.setFilters({ cityName: 'Austin' }));
    expect(url.writes).toEqual([[{ city: 'Austin', saleType: null, mls: null, page: null }, 'push']]);
    expect(result.current).toMatchObject({ filters: { cityName: 'Austin' }, pageNumber: NEW_FILTERS_PAGE });
    // The same filters again change nothing: no new result set, no write.
    act(() => result.current.setFilters({ cityName: ' Austin ' }));
    expect(url.writes).toHaveLength(1);
  });

  it('owned by a component that keeps its page: the list shows that page at once and asks the owner to move there', () => {
    const onPageNumberChange = vi.fn();
    const austin = listingKeys.filters('s', { serialNumber: 'bot', cityName: 'Austin' });
    const boston = listingKeys.filters('s', { serialNumber: 'bot', cityName: 'Boston' });
    const { result, rerender } = renderHook(
      ({ filtersKey }) => useListingPage({ filtersKey, pageNumber: 3, defaultPageNumber: undefined, onPageNumberChange }),
      { initialProps: { filtersKey: austin as readonly unknown[] } },
    );
    expect(result.current.pageNumber).toBe(3);
    rerender({ filtersKey: boston });
    expect(result.current.pageNumber).toBe(NEW_FILTERS_PAGE);
    expect(onPageNumberChange).toHaveBeenCalledWith(NEW_FILTERS_PAGE, 'filters');
  });
});
