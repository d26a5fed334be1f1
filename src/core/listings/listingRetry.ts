import type { RetryPolicy } from '../retry/retryPolicy';
import { isRetryableListingError } from './isRetryableListingError';
import { MAX_LISTING_RETRIES } from './listingDefaults';

/**
 * The listing side of the one retry policy (issue 10 §2): the same type and
 * the same error classes as uploads, with listing numbers: up to
 * {@link MAX_LISTING_RETRIES} retries, 1 s base, 30 s cap (TanStack's own).
 */
export const LISTING_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  attempts: MAX_LISTING_RETRIES + 1,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
});

// What `createRetryer(LISTING_RETRY_POLICY)` decides, applied by hand: the
// retryer classifies with the upload classes too (storage answers, stalls),
// which no listing request can fail with, and a listing bundle need not carry
// them (issue 11). test/core/listings/listingRetry.test.ts holds both to the same answers.

/**
 * TanStack Query `retry` for listing queries: up to {@link MAX_LISTING_RETRIES}
 * retries, only of transient failures (class `retry` of `classifyError`).
 * @param failureCount failures so far, 0 on the first failure (TanStack's convention).
 * @example useQuery({ ...realEstateListQuery(client, params), retry: listingRetry })
 */
export function listingRetry(failureCount: number, error: unknown): boolean {
  return failureCount + 1 < LISTING_RETRY_POLICY.attempts && isRetryableListingError(error);
}
