import { isRetryableListingError } from './isRetryableListingError';
import { MAX_LISTING_RETRIES } from './listingDefaults';

/**
 * TanStack Query `retry` for listing queries: up to {@link MAX_LISTING_RETRIES}
 * retries, only of transient failures ({@link isRetryableListingError}).
 * @param failureCount failures so far, 0 on the first failure (TanStack's convention).
 * @example useQuery({ ...realEstateListQuery(client, params), retry: listingRetry })
 */
export function listingRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_LISTING_RETRIES && isRetryableListingError(error);
}
