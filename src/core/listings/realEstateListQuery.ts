import type { ChatbotClient, RealEstateListParams, RealEstateListResult } from '../types';
import { listingKeys, type ListingPageKey } from './listingKeys';
import { listingRetry, listingRetryDelay } from './listingRetry';

/**
 * How long a fetched page counts as fresh: going back and forth between pages within this time makes no request.
 */
export const LISTING_STALE_TIME_MS = 30_000;

// The request is read back from the key, so what is cached and what is asked can never differ. Absent filters are left
// out, not sent as undefined/empty.
function toRequestParams([, , , filters, pageNumber]: ListingPageKey): RealEstateListParams {
  const out: RealEstateListParams = { serialNumber: filters.serialNumber, pageNumber, pageSize: filters.pageSize };
  if (filters.cityName !== undefined) out.cityName = filters.cityName;
  if (filters.saleType !== undefined) out.saleType = filters.saleType;
  if (filters.mlsNumber !== undefined) out.mlsNumber = filters.mlsNumber;
  return out;
}

/** What {@link realEstateListQuery} returns: plain query options any TanStack adapter accepts. */
export interface RealEstateListQueryOptions {
  /** See {@link listingKeys}.page. Holds no secret. */
  queryKey: ListingPageKey;
  /** Calls `client.realEstateList` with TanStack's abort signal, so a superseded request is aborted. */
  queryFn: (context: { signal: AbortSignal }) => Promise<RealEstateListResult>;
  /** @default 30_000 */
  staleTime: number;
  /** Only transient failures are retried (network, 5xx, 408, 429), at most 3 times. */
  retry: (failureCount: number, error: unknown) => boolean;
  /** Honours Retry-After; otherwise a growing back-off. */
  retryDelay: (failureCount: number, error: unknown) => number;
}

/**
 * Query options for one page of listings, for `useQuery`, `prefetchQuery` / `ensureQueryData` in a route loader, or any
 * TanStack adapter. Params are normalised, so equivalent params share a cache entry.
 *
 * @example
 * // React Router / TanStack Router loader: the page is in the cache before render.
 * loader: () => queryClient.ensureQueryData(realEstateListQuery(client, { serialNumber }))
 * @example
 * const { data } = useQuery(realEstateListQuery(client, { serialNumber, cityName: 'Austin' }));
 */
export function realEstateListQuery(client: ChatbotClient, params: RealEstateListParams): RealEstateListQueryOptions {
  const queryKey = listingKeys.page(client.scopeId, params);
  return {
    queryKey,
    queryFn: ({ signal }) => client.realEstateList(toRequestParams(queryKey), { signal }),
    staleTime: LISTING_STALE_TIME_MS,
    retry: listingRetry,
    retryDelay: listingRetryDelay,
  };
}
