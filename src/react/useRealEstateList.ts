'use client';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { getListingPagination } from '../core/listings/getListingPagination';
import { LISTING_STALE_TIME_MS } from '../core/listings/listingDefaults';
import type { ListingListQueryKey } from '../core/listings/listingQueryKeys';
import { normalizeListingParams, type ListingFilters } from '../core/listings/normalizeListingParams';
import { realEstateListQuery } from '../core/listings/realEstateListQuery';
import type { ChatbotClient, Listing, RealEstateListResult } from '../core/types';
import { ChatbotContext } from './ChatbotContext';

/** Params of {@link useRealEstateList}: the request of SERVICE.md §4.4. */
export interface UseRealEstateListParams extends ListingFilters {
  /** Chatbot ID (`SerialNumber`). Nothing is fetched while it is empty. */
  serialNumber: string;
  /**
   * The page to show, 1-based. Give it to control the page yourself (e.g. from
   * the URL) and update it from `onPageChange`; leave it out and the hook keeps
   * the page itself (start with `defaultPageNumber`).
   */
  pageNumber?: number;
  /** Items per page. @default 20 (SERVICE.md §4.4 rule 2) */
  pageSize?: number;
}

/** Why the hook wants another page. */
export type ListingPageChangeReason = 'user' | 'filters' | 'clamp';

/** Options of {@link useRealEstateList}. */
export interface UseRealEstateListOptions {
  /** The client to use. @default the client of the nearest `<ChatbotProvider>` */
  client?: ChatbotClient;
  /** Set `false` to hold the request back. @default true */
  enabled?: boolean;
  /** First page when `pageNumber` is not controlled. @default 1 */
  defaultPageNumber?: number;
  /**
   * Called whenever the page should change: the user asked (`setPage`), the
   * filters changed (back to 1), or the page is past the end (to the last
   * page). With a controlled `pageNumber` this is the only way the page moves.
   */
  onPageChange?: (pageNumber: number, reason: ListingPageChangeReason) => void;
  /** How long a page stays fresh; revisiting it within this time makes no request. @default 30_000 */
  staleTime?: number;
  /** Prefetch the next page once the current one has settled. @default true */
  prefetchNextPage?: boolean;
}

/** What {@link useRealEstateList} returns. */
export interface UseRealEstateListResult {
  /**
   * The listings on screen, normalised. While the next page loads these are the
   * previous page's (`isPlaceholderData` is true); never another filter's.
   */
  items: Listing[];
  /** `VirtualCount` of the settled page as sent; `undefined` while loading or showing placeholder data. */
  virtualCount: number | undefined;
  /** Number of matching listings when known from settled data (see `getListingPagination`). */
  totalCount: number | undefined;
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
  setPage: (pageNumber: number) => void;
  /** The settled or placeholder result, as the client returned it. */
  data: RealEstateListResult | undefined;
  error: Error | null;
  status: UseQueryResult['status'];
  fetchStatus: UseQueryResult['fetchStatus'];
  /** No data yet (first load of these filters, or disabled). */
  isPending: boolean;
  /** First load in flight: no data to show yet. */
  isLoading: boolean;
  /** Any request in flight, including background refetches and page changes. */
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The previous page of the same filters is on screen while this page loads. */
  isPlaceholderData: boolean;
  /** Fetch this page again (e.g. a "Retry" button). */
  refetch: () => void;
}

const NO_ITEMS: Listing[] = [];

// Placeholder data is kept only between pages of the same filters (issue 4 §2,
// "While paging"). After a filter change the grid shows loading instead of the
// old filter's results: those would read as matches of the new filters, with a
// total that is not theirs (the "stale totals" bug of react-admin/Refine).
function isSameFilterSet(a: readonly unknown[], b: ListingListQueryKey): boolean {
  const pa = a[3] as Record<string, unknown> | undefined;
  const pb = b[3];
  return (
    a[0] === b[0] &&
    a[1] === b[1] &&
    a[2] === b[2] &&
    !!pa &&
    pa.serialNumber === pb.serialNumber &&
    pa.cityName === pb.cityName &&
    pa.saleType === pb.saleType &&
    pa.mlsNumber === pb.mlsNumber &&
    pa.pageSize === pb.pageSize
  );
}

const toPage = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;

interface PageTrack {
  filterKey: string;
  /** Uncontrolled page. */
  page: number;
  /** Controlled: the parent's page when we last looked. */
  parentPage: number | undefined;
  /** Controlled: the filters changed but the parent is still on its old page; show page 1 meanwhile. */
  override: boolean;
}

/**
 * One page of a chatbot's real-estate listings, on TanStack Query (issue 4 §2).
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
 *
 * @example
 * const list = useRealEstateList({ serialNumber, cityName: 'Austin' });
 * list.items.map((l) => <ListingCard key={l.id} listing={l} />);
 * <Pagination pageNumber={list.pageNumber} pageCount={list.pageCount} hasNextPage={list.hasNextPage} onPageChange={list.setPage} />
 */
export function useRealEstateList(
  params: UseRealEstateListParams,
  options: UseRealEstateListOptions = {},
): UseRealEstateListResult {
  const contextClient = useContext(ChatbotContext);
  const client = options.client ?? contextClient;
  if (!client) {
    throw new Error(
      'useRealEstateList() found no client: wrap the component in <ChatbotProvider client={…}> or pass options.client.',
    );
  }
  const queryClient = useQueryClient();
  const staleTime = options.staleTime ?? LISTING_STALE_TIME_MS;
  const onPageChangeRef = useRef(options.onPageChange);
  onPageChangeRef.current = options.onPageChange;

  const base = normalizeListingParams({ ...params, pageNumber: 1 });
  const filterKey = JSON.stringify([client.scopeId, base.serialNumber, base.cityName, base.saleType, base.mlsNumber, base.pageSize]);
  const parentPage = toPage(params.pageNumber);
  const isControlled = params.pageNumber !== undefined;

  // Page state, adjusted during render (React's "storing information from
  // previous renders") so a filter change never requests page N of the new
  // filters, not even for one render.
  const [track, setTrack] = useState<PageTrack>(() => ({
    filterKey,
    page: toPage(options.defaultPageNumber) ?? 1,
    parentPage,
    override: false,
  }));
  let current = track;
  if (track.filterKey !== filterKey) {
    current = {
      filterKey,
      page: 1,
      parentPage,
      // The parent moved the page in the same render as the filters: honour it.
      override: isControlled && parentPage !== 1 && parentPage === track.parentPage,
    };
    setTrack(current);
  } else if (isControlled && parentPage !== track.parentPage) {
    current = { ...track, parentPage, override: false };
    setTrack(current);
  }
  const pageNumber = isControlled ? (current.override ? 1 : (parentPage ?? 1)) : current.page;

  // Tell the owner about the reset to page 1: uncontrolled, as a notification
  // (e.g. to sync the URL); controlled, as the request to move.
  const previous = useRef({ filterKey, pageNumber });
  const isOverriding = current.override;
  useEffect(() => {
    const before = previous.current;
    previous.current = { filterKey, pageNumber };
    if (before.filterKey === filterKey) return;
    if (isControlled ? isOverriding : before.pageNumber !== 1) onPageChangeRef.current?.(1, 'filters');
  }, [filterKey, pageNumber, isControlled, isOverriding]);

  const queryOptions = realEstateListQuery(client, { ...params, serialNumber: base.serialNumber, pageNumber });
  const { queryKey } = queryOptions;
  const query = useQuery<RealEstateListResult, Error, RealEstateListResult, ListingListQueryKey>({
    ...queryOptions,
    staleTime,
    enabled: (options.enabled ?? true) && base.serialNumber !== '',
    placeholderData: (previous, previousQuery) =>
      previous && previous.items.length > 0 && previousQuery && isSameFilterSet(previousQuery.queryKey, queryKey)
        ? previous
        : undefined,
  });

  // Totals from settled data only (issue 4 §1): placeholder data is another page's answer.
  const settled = query.isPlaceholderData ? undefined : query.data;
  const pagination = settled
    ? getListingPagination({
        pageNumber,
        pageSize: base.pageSize,
        itemCount: settled.items.length,
        virtualCount: settled.virtualCount,
      })
    : undefined;
  const pageCount = pagination?.pageCount;
  const hasNextPage = pagination?.hasNextPage ?? false;
  const isPageOutOfRange =
    !!settled && settled.items.length === 0 && pageNumber > 1 && pageCount !== undefined && pageCount < pageNumber;

  const requestPage = (page: number, reason: ListingPageChangeReason) => {
    if (!isControlled) setTrack((t) => (t.page === page ? t : { ...t, page }));
    onPageChangeRef.current?.(page, reason);
  };

  // Past the end (a bookmark, or listings removed since): go to the last page.
  useEffect(() => {
    if (isPageOutOfRange && pageCount !== undefined) requestPage(pageCount, 'clamp');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPageOutOfRange, pageCount]);

  // Prefetch the next page once this one has settled (issue 4 §2): never
  // while showing placeholder data, whose "next page" is someone else's.
  const prefetch = options.prefetchNextPage ?? true;
  const isSettled = query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  const enabled = (options.enabled ?? true) && base.serialNumber !== '';
  useEffect(() => {
    if (!prefetch || !enabled || !isSettled || !hasNextPage) return;
    const next = realEstateListQuery(client, { ...params, serialNumber: base.serialNumber, pageNumber: pageNumber + 1 });
    // A failed prefetch is not retried in the background; the page retries when it is shown.
    void queryClient.prefetchQuery({ ...next, staleTime, retry: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetch, enabled, isSettled, hasNextPage, filterKey, pageNumber, queryClient, staleTime]);

  // Stable, so a memoised retry button or grid does not re-render for nothing.
  const queryRefetch = query.refetch;
  const refetch = useCallback(() => void queryRefetch(), [queryRefetch]);

  const setPage = (page: number) => {
    let target = Math.max(1, Math.floor(Number.isFinite(page) ? page : 1));
    if (pageCount !== undefined) target = Math.min(target, pageCount);
    if (target !== pageNumber) requestPage(target, 'user');
  };

  return {
    items: query.data?.items ?? NO_ITEMS,
    virtualCount: settled?.virtualCount,
    totalCount: pagination?.totalCount,
    pageCount,
    hasNextPage,
    hasPreviousPage: pageNumber > 1,
    pageNumber,
    pageSize: base.pageSize,
    isPageOutOfRange,
    setPage,
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
