'use client';
import { useMemo, useRef } from 'react';
import { NEW_FILTERS_PAGE } from '../../core/listings/listingPageReducer';
import type { ListingFilters } from '../../core/listings/normalizeListingParams';
import {
  getListingUrlNames,
  readListingUrl,
  toListingUrlParams,
  type ListingUrlNames,
  type ListingUrlNaming,
} from '../../core/listings/urlState/listingUrlParams';
import type { ListingPageChangeReason } from '../useRealEstateList';
import type { ListingView } from '../useRealEstateBrowser';
import type { ListingUrlAdapter } from './listingUrlAdapter';
import { useHistoryUrl } from './useHistoryUrl';

/** Options of URL state (`urlState` of `RealEstateBrowser` / `useRealEstateBrowser`). */
export interface ListingUrlStateOptions extends ListingUrlNaming {
  /**
   * Reads and writes the URL through your router instead of the History API.
   * It is called as a hook: pass the same function on every render.
   * @default the History API (`popstate`, `pushState`, `replaceState`)
   * @example adapter: useNuqsListingUrl // docs/recipes/url-state.md, "URL state with nuqs"
   */
  adapter?: ListingUrlAdapter | undefined;
}

const NO_KEYS: readonly string[] = [];

/**
 * Internal: the filters and page of a listing, owned by the URL. Defaults are
 * left out; other parameters are kept. A page the user picks pushes a history
 * entry; a filter change pushes one entry and further filter changes rewrite
 * it (so typing "San Antonio" adds one entry, and Back undoes the search);
 * pages the hook corrects (past the end) rewrite the current entry.
 * Returns `undefined` when `option` is off.
 */
export function useListingUrlState(option: boolean | ListingUrlStateOptions | undefined) {
  const options = typeof option === 'object' ? option : {};
  // By value: an inline `names={{…}}` is a new object every render.
  const namesKey = JSON.stringify(getListingUrlNames(options));
  const names = useMemo(() => JSON.parse(namesKey) as ListingUrlNames, [namesKey]);
  const keys = useMemo(() => Object.values(names), [names]);
  const useAdapter = options.adapter ?? useHistoryUrl;
  const { params, write } = useAdapter(option ? keys : NO_KEYS);
  const values = useMemo(() => readListingUrl(params, names), [params, names]);

  // The params our last filter write left in the URL: while the URL still
  // shows them, the next filter change rewrites that entry instead of pushing.
  const filterEntry = useRef<string | null>(null);
  if (!option) return undefined;
  const snapshot = (of: Record<string, string | null>) => JSON.stringify(keys.map((key) => of[key] ?? null));
  const current = snapshot(params);

  const view = params[names.view];
  return {
    filters: values.filters,
    pageNumber: values.pageNumber,
    /** The view the URL names; anything but `grid` or `table` is none. */
    view: view === 'grid' || view === 'table' ? (view as ListingView) : undefined,
    /** The list's own parameters as they are now (a key for per-URL memory). */
    key: current,
    setFilters(filters: ListingFilters) {
      // New filters and their page (NEW_FILTERS_PAGE, left out) in one write:
      // the page changes with the result set, which the list honours. One
      // history call, so a router that rewrites the entry it was pushed
      // (Next.js does, after its own navigation) rewrites it with the right page.
      const next = toListingUrlParams({ filters, pageNumber: NEW_FILTERS_PAGE }, names);
      // The URL shows these filters already: no new result set, the page stays.
      const { [names.page]: _page, ...filterParams } = next;
      if (Object.entries(filterParams).every(([key, value]) => (params[key] ?? null) === value)) return;
      write(next, filterEntry.current === current ? 'replace' : 'push');
      filterEntry.current = snapshot({ ...params, ...next });
    },
    /** A view is a way of looking, not a place: it rewrites the entry. The default view is left out. */
    setView(next: ListingView, isDefault: boolean) {
      write({ [names.view]: isDefault ? null : next }, 'replace');
    },
    setPage(pageNumber: number, reason: ListingPageChangeReason) {
      const next = { [names.page]: pageNumber > 1 ? String(pageNumber) : null };
      write(next, reason === 'user' ? 'push' : 'replace');
      // The move to page 1 that follows a filter write rewrites that write's
      // entry, which stays the one the next filter change rewrites.
      if (reason === 'filters' && filterEntry.current === current) filterEntry.current = snapshot({ ...params, ...next });
    },
  };
}
