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
   * The page to show, 1-based, when you own it (e.g. in the URL). Update it
   * from `onPageNumberChange`; leave it out and the hook keeps the page itself
   * (start with `defaultPageNumber`).
   * @default uncontrolled
   * @example pageNumber: Number(searchParams.get('page') ?? 1)
   */
  pageNumber?: number | undefined;
  /** First page when `pageNumber` is not given. @default 1 @example defaultPageNumber: 2 */
  defaultPageNumber?: number | undefined;
  /**
   * Called whenever the page should change, with the reason: the user asked
   * (`user`: `setPageNumber`), the filters changed (`filters`: always back to
   * 1), or the page is past the end (`clamp`: to the last page). With a
   * controlled `pageNumber` this is the only way the page moves.
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
  /**
   * The listings on screen, normalised. While the next page loads these are the
   * previous page's (`isPlaceholderData` is true); never another filter's.
   */
  items: Listing[];
  /** `VirtualCount` of the settled page as sent; `undefined` while loading or showing placeholder data. */
  virtualCount: number | undefined;
  /** Number of matching listings, from the settled page's `VirtualCount` when it agrees with the page (docs/UPSTREAM.md); else `undefined`. */
  totalCount: number | undefined;
  /**
   * How many listings are known to match, at least: the end of the furthest
   * cached page of these filters (settled data only). Use it when `totalCount`
   * is unknown: "1–20 of at least 60".
   */
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
 * One page of a chatbot's real-estate listings, on TanStack Query.
 *
 * - Paging keeps the previous page on screen (`isPlaceholderData`) and
 *   prefetches the next page once the current one has settled.
 * - Pages stay fresh for 30 s: going back and forth makes no request.
 * - Only transient failures are retried (network, 5xx, 408, 429 with
 *   Retry-After); business and auth errors are shown at once.
 * - A superseded request is aborted through its signal.
 * - The page goes back to 1 when the filters change, and to the last page
 *   when it is past the end.
 * - Totals (`pageCount`, `virtualCount`) come from settled data only.
 * - A new session (client scope) drops the previous session's listings.
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
  const contextClient = useContext(ChatbotContext);
  // The provider holds the client's core; the listing half is added here (memoised per client).
  const client = options.client ?? (contextClient && withRealEstateList(contextClient));
  if (!client) {
    // The fix is spelled out in development; a production bundle keeps the first clause (as React's own errors do).
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
      // Placeholder data only between pages of the same result set. After a filter change the grid shows loading instead
      // of the old filter's results: those would read as matches of the new
      // filters, with a total that is not theirs.
      placeholderData: (previous, previousQuery) =>
        previous && previous.items.length > 0 && previousQuery && hasListingKeyPrefix(previousQuery.queryKey, filtersKey)
          ? previous
          : undefined,
    },
    queryClient,
  );

  // The page's request leaves as the tree commits: useQuery asks from its
  // subscription, a passive effect, which React runs after a first render has
  // painted. Through the cache, so useQuery finds the request in flight and
  // joins it; a page fresh in the cache is not asked for again.
  const [, , , { cityName, saleType, mlsNumber }] = filtersKey;
  useBeforePaintEffect(() => {
    if (!enabled) return;
    const page = realEstateListQuery(client, { serialNumber, cityName, saleType, mlsNumber, pageSize, pageNumber });
    void queryClient.prefetchQuery({ ...page, staleTime });
  }, [client, queryClient, staleTime, enabled, serialNumber, cityName, saleType, mlsNumber, pageSize, pageNumber]);

  // Totals from settled data only: placeholder data is another page's answer.
  const settled = query.isPlaceholderData ? undefined : query.data;
  // Pages of these filters in the cache: the most matches they prove, the
  // last page that held listings, and the first later page found empty.
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
  // An empty page after the first is past the end (a bookmark, listings
  // removed since, or a count that promised more).
  const isPageOutOfRange =
    !!settled && sentCountOf(settled) === 0 && pageNumber > 1 && (pageCount === undefined || pageCount < pageNumber);
  // The last page: by the count, else the last page seen with listings, else the first.
  const lastPage = pageCount ?? Math.min(lastListedPage ?? 1, pageNumber - 1);

  // Past the end: go to the last page. An effect: the fact arrives with the
  // server's answer, not with an event.
  useEffect(() => {
    if (isPageOutOfRange) requestPage(lastPage, 'clamp');
  }, [isPageOutOfRange, lastPage, requestPage]);

  // Prefetch the next page once this one has settled: never
  // while showing placeholder data, whose "next page" is someone else's.
  const prefetch = options.prefetchNextPage ?? true;
  const settledNextPage = prefetch && enabled && isListingSettled(query) && hasNextPage ? pageNumber + 1 : undefined;
  // Asked for from the render React defers after the one that shows this
  // page: a page that has just arrived is painted before the next is asked
  // for. The deferred value names the filters too, so a render that already
  // has new filters never asks for the old filters' next page under them.
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
