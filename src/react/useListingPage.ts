'use client';
import { useEffect, useReducer } from 'react';
import { listingPageReducer, NEW_FILTERS_PAGE, selectListingPage, type ListingPageSync } from '../core/listings/listingPageReducer';
import { toPageNumber } from '../core/listings/toPageNumber';
import { useControllableState } from './useControllableState';
import type { ListingPageChangeReason, UseRealEstateListOptions } from './useRealEstateList';

/**
 * Internal: the page of a listing, controlled or not, kept to its result set (`filtersKey`, a filters-level listing
 * key) by the pure {@link listingPageReducer}. The page to show is worked out during render (so new filters never ask
 * for page N, not even for one render); the track is committed, and the owner told of a reset to page 1, in effects.
 */
export function useListingPage({
  filtersKey,
  pageNumber,
  defaultPageNumber,
  onPageNumberChange,
}: Pick<UseRealEstateListOptions, 'pageNumber' | 'defaultPageNumber' | 'onPageNumberChange'> & { filtersKey: readonly unknown[] }) {
  const [page, setPage] = useControllableState<number, ListingPageChangeReason>({
    // A controlled page that is no page number reads as page 1, not as "uncontrolled".
    prop: pageNumber === undefined ? undefined : toPageNumber(pageNumber),
    defaultProp: toPageNumber(defaultPageNumber),
    onChange: onPageNumberChange,
  });
  const sync: ListingPageSync = { type: 'sync', filtersKey, page };
  const [track, commit] = useReducer(listingPageReducer, sync, ({ filtersKey: key, page: first }) => ({
    filtersKey: key,
    page: first,
    override: false,
  }));
  const current = listingPageReducer(track, sync);

  useEffect(() => {
    if (current !== track) commit(sync);
  });

  // The result set changed while the page stayed: move the owner to the new filters' page (uncontrolled: our own state;
  // controlled: the request to move).
  const { override } = current;
  useEffect(() => {
    if (override) setPage(NEW_FILTERS_PAGE, 'filters');
  }, [override, setPage]);

  return { pageNumber: selectListingPage(current), setPage };
}
