'use client';
import { useMemo, useRef } from 'react';
import { NEW_FILTERS_PAGE } from '../../core/listings/listingPageReducer';
import type { ListingFilters } from '../../core/listings/normalizeListingParams';
import { getListingUrlNames, readListingUrl, toListingUrlParams, type ListingUrlNames } from '../../core/listings/urlState/listingUrlParams';
import type { UseRealEstateListOptions } from '../useRealEstateList';
import type { ListingView } from '../useRealEstateBrowser';
import { useHistoryUrl } from './useHistoryUrl';
import { useListingScrollMemory } from './useListingScrollMemory';

/** What a {@link ListingUrlAdapter} gives the listing hooks. */
export interface ListingUrlAccess {
  /** The current value of each watched key; `null` when absent. */
  params: Record<string, string | null>;
  /**
   * Sets these keys (`null` removes one) and keeps every other parameter. `push` adds a history entry (a page change),
   * `replace` rewrites the current one (typing).
   */
  write: (params: Record<string, string | null>, mode: 'push' | 'replace') => void;
}

/**
 * A hook that reads and writes the query string through a router, called with the keys the listing owns on every render
 * (so the same function for the component's life).
 * @example
 * // nuqs (any router nuqs supports): see docs/recipes/url-state.md, "URL state with nuqs".
 * const useNuqsListingUrl: ListingUrlAdapter = (keys) => { … };
 */
export type ListingUrlAdapter = (keys: readonly string[]) => ListingUrlAccess;

/** Options of {@link useListingUrlState}. */
export interface ListingUrlStateOptions {
  /**
   * Put before every name, so two browsers on one page do not collide.
   * @default ''
   * @example prefix: 'rentals.'
   */
  prefix?: string | undefined;
  /**
   * Names of the parameters (before the prefix); `view` is `RealEstateBrowser`'s view (`grid` or `table`).
   * @default { city: 'city', saleType: 'saleType', mls: 'mls', page: 'page', view: 'view' }
   * @example names: { city: 'c', page: 'p' }
   */
  names?: { city?: string; saleType?: string; mls?: string; page?: string; view?: string } | undefined;
  /**
   * Reads and writes the URL through your router instead of the History API. It is called as a hook: pass the same
   * function on every render.
   * @default the History API (`popstate`, `pushState`, `replaceState`)
   * @example adapter: useNuqsListingUrl // docs/recipes/url-state.md, "URL state with nuqs"
   */
  adapter?: ListingUrlAdapter | undefined;
}

/**
 * A listing's filters, page and view as the URL holds them, with setters that write them by the history rules of {@link
 * useListingUrlState}. Give it to `urlState` of `<RealEstateBrowser>` or `useRealEstateBrowser`.
 */
export interface ListingUrlState {
  /** The filters the URL names; unusable values read as no filter. */
  filters: ListingFilters;
  /** The page the URL names; 1 when it names none or no page number. */
  pageNumber: number;
  /** The view the URL names; `undefined` when it names neither `grid` nor `table`. */
  view: ListingView | undefined;
  /** Writes new filters with their first page, in one history entry (pushed, then rewritten while the filters keep changing). */
  setFilters: (filters: ListingFilters) => void;
  /** Writes a page: the user's choice pushes an entry (and remembers the scroll position for Back), a correction rewrites it. */
  setPageNumber: NonNullable<UseRealEstateListOptions['onPageNumberChange']>;
  /** Writes the view into the current entry; `undefined` (the default view) leaves it out. */
  setView: (view: ListingView | undefined) => void;
  /**
   * Back to the list: restores its scroll position and focuses the "View listing" link the user last opened. Call it in
   * an effect with the element that holds the cards and whether its page has settled; returns the cleanup.
   */
  restoreScroll: (root: HTMLElement | null, isReady: boolean) => (() => void) | undefined;
}

/**
 * Keeps a listing's filters, page and view in the query string (shareable, restored by reload, Back and Forward): pass
 * its result as `urlState`. Defaults are left out, other parameters kept byte for byte. A page the user picks pushes a
 * history entry; a filter change pushes one that further filter changes rewrite (Back undoes a search); a page
 * corrected past the end rewrites it. Nonsense (`page=-3`, `saleType=villa`, a 10 KB city) reads as the defaults. Back
 * to the list restores its scroll and the focus on the listing last opened.
 *
 * @example
 * const urlState = useListingUrlState({ prefix: 'rentals.' });
 * return <RealEstateBrowser serialNumber="bot-123" urlState={urlState} />;
 */
export function useListingUrlState(options: ListingUrlStateOptions = {}): ListingUrlState {
  // By value: an inline `names={{…}}` is a new object every render.
  const namesKey = JSON.stringify(getListingUrlNames(options));
  const names = useMemo(() => JSON.parse(namesKey) as ListingUrlNames, [namesKey]);
  const keys = useMemo(() => Object.values(names), [names]);
  const useAdapter = options.adapter ?? useHistoryUrl;
  const { params, write } = useAdapter(keys);
  const values = useMemo(() => readListingUrl(params, names), [params, names]);
  const snapshot = (of: Record<string, string | null>) => JSON.stringify(keys.map((key) => of[key] ?? null));
  const current = snapshot(params);
  const scroll = useListingScrollMemory(current);

  // The params our last filter write left in the URL: while the URL still shows them, the next filter change rewrites
  // that entry instead of pushing.
  const filterEntry = useRef<string | null>(null);
  const view = params[names.view];
  return {
    filters: values.filters,
    pageNumber: values.pageNumber,
    view: view === 'grid' || view === 'table' ? view : undefined,
    setFilters(filters) {
      // New filters and their page (NEW_FILTERS_PAGE, left out) in one history call, so a router that rewrites the
      // entry it pushed (Next.js does) rewrites it with the right page.
      const next = toListingUrlParams({ filters, pageNumber: NEW_FILTERS_PAGE }, names);
      // The URL shows these filters already: no new result set, the page stays.
      const { [names.page]: _page, ...filterParams } = next;
      if (Object.entries(filterParams).every(([key, value]) => (params[key] ?? null) === value)) return;
      write(next, filterEntry.current === current ? 'replace' : 'push');
      filterEntry.current = snapshot({ ...params, ...next });
    },
    // A view is a way of looking, not a place: it rewrites the entry.
    setView: (next) => write({ [names.view]: next ?? null }, 'replace'),
    setPageNumber(pageNumber, reason) {
      const next = { [names.page]: pageNumber > 1 ? String(pageNumber) : null };
      if (reason === 'user') scroll.remember();
      write(next, reason === 'user' ? 'push' : 'replace');
      // The move to page 1 that follows a filter write rewrites that write's entry, which stays the one the next filter
      // change rewrites.
      if (reason === 'filters' && filterEntry.current === current) filterEntry.current = snapshot({ ...params, ...next });
    },
    restoreScroll: scroll.restore,
  };
}
