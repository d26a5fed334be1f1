import { createRetryer } from '../retry/createRetryer';
import type { RetryPolicy } from '../retry/retryPolicy';
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

/** The retryer every listing query shares. */
export const listingRetryer = createRetryer(LISTING_RETRY_POLICY);

/**
 * TanStack Query `retry` for listing queries: up to {@link MAX_LISTING_RETRIES}
 * retries, only of transient failures (class `retry` of `classifyError`).
 * @param failureCount failures so far, 0 on the first failure (TanStack's convention).
 * @example useQuery({ ...realEstateListQuery(client, params), retry: listingRetry })
 */
export function listingRetry(failureCount: number, error: unknown): boolean {
  return listingRetryer.retry(failureCount, error);
}
