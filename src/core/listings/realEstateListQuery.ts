import type { ChatbotClient, RealEstateListParams, RealEstateListResult } from '../types';
import { LISTING_STALE_TIME_MS } from './listingDefaults';
import { listingQueryKeys, type ListingListQueryKey } from './listingQueryKeys';
import { listingRetry } from './listingRetry';
import { listingRetryDelay } from './listingRetryDelay';

// Absent filters are left out of the request, not sent as undefined/empty.
function toRequestParams(normalized: ListingListQueryKey[3]): RealEstateListParams {
  const out: RealEstateListParams = {
    serialNumber: normalized.serialNumber,
    pageNumber: normalized.pageNumber,
    pageSize: normalized.pageSize,
  };
  if (normalized.cityName !== undefined) out.cityName = normalized.cityName;
  if (normalized.saleType !== undefined) out.saleType = normalized.saleType;
  if (normalized.mlsNumber !== undefined) out.mlsNumber = normalized.mlsNumber;
  return out;
}

/** What {@link realEstateListQuery} returns: plain query options any TanStack adapter accepts. */
export interface RealEstateListQueryOptions {
  /** See {@link listingQueryKeys}.list. Holds no secret. */
  queryKey: ListingListQueryKey;
  /** Calls `client.realEstateList` with TanStack's abort signal, so a superseded request is aborted. */
  queryFn: (context: { signal: AbortSignal }) => Promise<RealEstateListResult>;
  /** @default 30_000 ({@link LISTING_STALE_TIME_MS}) */
  staleTime: number;
  /** Only transient failures are retried ({@link listingRetry}). */
  retry: (failureCount: number, error: unknown) => boolean;
  /** Honours Retry-After ({@link listingRetryDelay}). */
  retryDelay: (failureCount: number, error: unknown) => number;
}

/**
 * Query options for one page of listings (issue 4 §1). Framework-free: use it
 * with `useQuery`, `queryClient.prefetchQuery` / `ensureQueryData` in a route
 * loader, or any TanStack adapter. Params are normalised (trimmed, empty text
 * dropped, page 1 and size 20 filled in), so equivalent params share a cache
 * entry.
 *
 * @example
 * // React Router / TanStack Router loader: the page is in the cache before render.
 * loader: () => queryClient.ensureQueryData(realEstateListQuery(client, { serialNumber }))
 * @example
 * const { data } = useQuery(realEstateListQuery(client, { serialNumber, cityName: 'Austin' }));
 */
export function realEstateListQuery(client: ChatbotClient, params: RealEstateListParams): RealEstateListQueryOptions {
  const queryKey = listingQueryKeys.list(client.scopeId, params);
  const normalized = queryKey[3];
  return {
    queryKey,
    queryFn: ({ signal }) =>
      client.realEstateList(toRequestParams(normalized), { signal }),
    staleTime: LISTING_STALE_TIME_MS,
    retry: listingRetry,
    retryDelay: listingRetryDelay,
  };
}
