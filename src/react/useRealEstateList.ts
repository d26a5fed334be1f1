'use client';
import { hashKey, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useContext, useDeferredValue, useEffect } from 'react';
import { withRealEstateList } from '../core/client/withRealEstateList';
import { getListingPagination, sentCountOf } from '../core/listings/getListingPagination';
import { isListingSettled } from '../core/listings/getListingStatus';
import { hasListingKeyPrefix, listingKeys, type ListingPageKey } from '../core/listings/listingKeys';
import type { ListingFilters } from '../core/listings/normalizeListingParams';
import { LISTING_STALE_TIME_MS, realEstateListQuery } from '../core/listings/realEstateListQuery';
import type { ChatbotClient, Listing, RealEstateListResult } from '../core/types';
import { ChatbotContext } from './ChatbotContext';
import { useBeforePaintEffect } from './useBeforePaintEffect';
import { useDropPreviousListingScope, useListingQueryClient } from './useListingQueryClient';
import { useListingPage } from './useListingPage';
import { clampListingPage } from '../core/listings/listingPageReducer';

/** Params of {@link useRealEstateList}: the request of docs/SERVICE.md §4.4. */
export interface UseRealEstateListParams extends ListingFilters {
  /** Chatbot ID (`SerialNumber`). Nothing is fetched while it is empty. */
  serialNumber: string;
  /** Items per page. @default 20 (docs/SERVICE.md §4.4 rule 2) */
  pageSize?: number;
}


/** Options of {@link useRealEstateList}. */
export interface UseRealEstateListOptions {
  /** The client to use. @default the client of the nearest `<ChatbotProvider>` */
  client?: ChatbotClient | undefined;
  /**
   * Set `false` to hold the request back.
   * @default true
   * @example { enabled: isVisible }
   */
  enabled?: boolean | undefined;
  /**
   * The page to show, 1-based, when you own it; update it from `onPageNumberChange`.
   * @default uncontrolled, starting at `defaultPageNumber`
   * @example pageNumber: Number(searchParams.get('page') ?? 1)
   */
  pageNumber?: number | undefined;
  /** First page when `pageNumber` is not given. @default 1 @example defaultPageNumber: 2 */
  defaultPageNumber?: number | undefined;
  /**
   * Called whenever the page should change, with the reason: the user asked (`user`: `setPageNumber`), the filters
   * changed (`filters`: back to 1), or the page is past the end (`clamp`: to the last page).
   * @default no callback
   * @example onPageNumberChange: (page) => setSearchParams({ page: String(page) })
   */
  onPageNumberChange?: ((pageNumber: number, reason: 'user' | 'filters' | 'clamp') => void) | undefined;
  /** How long a page stays fresh; revisiting it within this time makes no request. @default 30_000 */
  staleTime?: number | undefined;
  /** Prefetch the next page once the current one has settled. @default true */
  prefetchNextPage?: boolean | undefined;
}

/** Why the hook wants another page (`onPageNumberChange`'s reason). */
export type ListingPageChangeReason = Parameters<NonNullable<UseRealEstateListOptions['onPageNumberChange']>>[1];

/** What {@link useRealEstateList} returns. */
export interface UseRealEstateListResult {
  /** The listings on screen, normalised; the previous page's while the next loads (`isPlaceholderData`), never another filter's. */
  items: Listing[];
  /** `VirtualCount` of the settled page as sent; `undefined` while loading or showing placeholder data. */
  virtualCount: number | undefined;
  /** Number of matching listings, from the settled page's `VirtualCount` when it agrees with the page (docs/UPSTREAM.md); else `undefined`. */
  totalCount: number | undefined;
  /** Listings known to match, at least (the end of the furthest cached page of these filters), for "1–20 of at least 60". */
  knownCount: number | undefined;
  /** Number of pages when known from settled data; never from placeholder data. */
  pageCount: number | undefined;
  /** A later page may hold listings (settled data only). */
  hasNextPage: boolean;
  /** There is an earlier page. */
  hasPreviousPage: boolean;
  /** The page asked for (1-based). May differ from the page of `items` while `isPlaceholderData`. */
  pageNumber: number;
  /** The page size asked for. */
  pageSize: number;
  /** True when the settled page is empty and past the last page; the hook is moving to the last page. */
  isPageOutOfRange: boolean;
  /** Go to a page (at least 1, at most `pageCount` when known). */
  setPageNumber: (pageNumber: number) => void;
  /** The settled or placeholder result, as the client returned it. */
  data: RealEstateListResult | undefined;
  /** The last failure (a `ChatbotError` from the client), or `null`. TanStack Query's `error`. */
  error: Error | null;
  /** `'pending'`, `'error'` or `'success'`: TanStack Query's `status`. */
  status: UseQueryResult['status'];
  /** `'fetching'`, `'paused'` (offline) or `'idle'`: TanStack Query's `fetchStatus`. */
  fetchStatus: UseQueryResult['fetchStatus'];
  /** No data yet (first load of these filters, or disabled). */
  isPending: boolean;
  /** First load in flight: no data to show yet. */
  isLoading: boolean;
  /** Any request in flight, including background refetches and page changes. */
  isFetching: boolean;
  /** `status === 'success'`: this page's data is there. */
  isSuccess: boolean;
  /** `status === 'error'`: the last request of this page failed (see `error`). */
  isError: boolean;
  /** The previous page of the same filters is on screen while this page loads. */
  isPlaceholderData: boolean;
  /** Fetch this page again (e.g. a "Retry" button). */
  refetch: () => void;
}

const NO_ITEMS: Listing[] = [];


/**
 * One page of a chatbot's real-estate listings, on TanStack Query. Paging keeps the previous page on screen
 * (`isPlaceholderData`) and prefetches the next once the current one has settled; pages stay fresh for 30 s; only
 * transient failures are retried (network, 5xx, 408, 429 with Retry-After); a superseded request is aborted. The page
 * goes back to 1 when the filters change and to the last page when it is past the end; totals come from settled data
 * only; a new session (client scope) drops the previous one's listings.
 *
 * @example
 * const list = useRealEstateList({ serialNumber, cityName: 'Austin' });
 * list.items.map((l) => <ListingCard key={l.id} listing={l} />);
 * <Pagination pageNumber={list.pageNumber} pageCount={list.pageCount} hasNextPage={list.hasNextPage} onPageNumberChange={list.setPageNumber} />
 */
export function useRealEstateList(
  params: UseRealEstateListParams,
  options: UseRealEstateListOptions = {},
): UseRealEstateListResult {
  const contextClient = useContext(ChatbotContext)?.client;
  // The provider holds the client's core; the listing half is added here (memoised per client).
  const client = options.client ?? (contextClient && withRealEstateList(contextClient));
  if (!client) {
    // The fix is spelled out in development only, as React's own errors do.
    throw new Error(
      'useRealEstateList() found no client' +
        (process.env.NODE_ENV === 'production'
          ? '.'
          : ': wrap the component in <ChatbotProvider client={…}> or pass options.client.'),
    );
  }
  const queryClient = useListingQueryClient();
  useDropPreviousListingScope(queryClient, client.scopeId);
  const staleTime = options.staleTime ?? LISTING_STALE_TIME_MS;

  // The result set (scope, chatbot, filters, page size): the filters level of the key hierarchy.
  const filtersKey = listingKeys.filters(client.scopeId, params);
  const [, , , { serialNumber, pageSize }] = filtersKey;
  const { pageNumber, setPage: requestPage } = useListingPage({
    filtersKey,
    pageNumber: options.pageNumber,
    defaultPageNumber: options.defaultPageNumber,
    onPageNumberChange: options.onPageNumberChange,
  });

  const enabled = (options.enabled ?? true) && serialNumber !== '';
  const queryOptions = realEstateListQuery(client, { ...params, pageNumber });
  const query = useQuery<RealEstateListResult, Error, RealEstateListResult, ListingPageKey>(
    {
      ...queryOptions,
      staleTime,
      enabled,
      // Placeholder data only between pages of one result set: another filter's results would read as matches of the
      // new filters.
      placeholderData: (previous, previousQuery) =>
        previous && previous.items.length > 0 && previousQuery && hasListingKeyPrefix(previousQuery.queryKey, filtersKey)
          ? previous
          : undefined,
    },
    queryClient,
  );

  // The request leaves as the tree commits, not after the first paint (when useQuery's subscription effect asks);
  // useQuery then joins it in the cache.
  const [, , , { cityName, saleType, mlsNumber }] = filtersKey;
  useBeforePaintEffect(() => {
    if (!enabled) return;
    const page = realEstateListQuery(client, { serialNumber, cityName, saleType, mlsNumber, pageSize, pageNumber });
    void queryClient.prefetchQuery({ ...page, staleTime });
  }, [client, queryClient, staleTime, enabled, serialNumber, cityName, saleType, mlsNumber, pageSize, pageNumber]);

  // Totals from settled data only: placeholder data is another page's answer.
  const settled = query.isPlaceholderData ? undefined : query.data;
  // Cached pages of these filters: the most matches they prove, the last page with listings, the first later page found empty.
  let knownCount: number | undefined;
  let lastListedPage: number | undefined;
  let emptyPageNumber: number | undefined;
  if (settled) {
    knownCount = settled.items.length > 0 ? (pageNumber - 1) * pageSize + settled.items.length : 0;
    for (const [key, data] of queryClient.getQueriesData<RealEstateListResult>({ queryKey: filtersKey })) {
      const page = key[4];
      if (typeof page !== 'number' || !data) continue;
      if (sentCountOf(data) === 0) {
        if (page > 1) emptyPageNumber = Math.min(emptyPageNumber ?? page, page);
      } else {
        knownCount = Math.max(knownCount, (page - 1) * pageSize + data.items.length);
        lastListedPage = Math.max(lastListedPage ?? page, page);
      }
    }
  }
  const pagination = settled
    ? getListingPagination({
        pageNumber,
        pageSize,
        itemCount: sentCountOf(settled),
        virtualCount: settled.virtualCount,
        emptyPageNumber,
      })
    : undefined;
  const pageCount = pagination?.pageCount;
  const hasNextPage = pagination?.hasNextPage ?? false;
  // An empty page after the first is past the end (a bookmark, or a count that promised more).
  const isPageOutOfRange =
    !!settled && sentCountOf(settled) === 0 && pageNumber > 1 && (pageCount === undefined || pageCount < pageNumber);
  // The last page: by the count, else the last page seen with listings, else the first.
  const lastPage = pageCount ?? Math.min(lastListedPage ?? 1, pageNumber - 1);

  // Past the end: to the last page, in an effect (the fact comes with an answer, not an event).
  useEffect(() => {
    if (isPageOutOfRange) requestPage(lastPage, 'clamp');
  }, [isPageOutOfRange, lastPage, requestPage]);

  // The next page, once this one has settled (never from placeholder data).
  const prefetch = options.prefetchNextPage ?? true;
  const settledNextPage = prefetch && enabled && isListingSettled(query) && hasNextPage ? pageNumber + 1 : undefined;
  // Asked for from the deferred render after the one that shows this page, so the page is painted first; the key names
  // the filters too, so new filters never ask for the old ones' next page.
  const nextPageKey = settledNextPage === undefined ? undefined : hashKey(listingKeys.page(client.scopeId, { ...params, pageNumber: settledNextPage }));
  const deferredNextPageKey = useDeferredValue(nextPageKey);
  useEffect(() => {
    if (settledNextPage === undefined || deferredNextPageKey !== nextPageKey) return;
    const next = realEstateListQuery(client, { serialNumber, cityName, saleType, mlsNumber, pageSize, pageNumber: settledNextPage });
    // A failed prefetch is not retried in the background; the page retries when it is shown.
    void queryClient.prefetchQuery({ ...next, staleTime, retry: false });
  }, [client, queryClient, staleTime, settledNextPage, nextPageKey, deferredNextPageKey, serialNumber, cityName, saleType, mlsNumber, pageSize]);

  // Stable, so a memoised retry button or grid does not re-render for nothing.
  const queryRefetch = query.refetch;
  const refetch = useCallback(() => void queryRefetch(), [queryRefetch]);

  const setPageNumber = (page: number) => {
    const target = clampListingPage(page, pageCount);
    if (target !== pageNumber) requestPage(target, 'user');
  };

  return {
    items: query.data?.items ?? NO_ITEMS,
    virtualCount: settled?.virtualCount,
    totalCount: pagination?.totalCount,
    knownCount,
    pageCount,
    hasNextPage,
    hasPreviousPage: pageNumber > 1,
    pageNumber,
    pageSize,
    isPageOutOfRange,
    setPageNumber,
    data: query.data,
    error: query.error,
    status: query.status,
    fetchStatus: query.fetchStatus,
    isPending: query.isPending,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isSuccess: query.isSuccess,
    isError: query.isError,
    isPlaceholderData: query.isPlaceholderData,
    refetch,
  };
}
