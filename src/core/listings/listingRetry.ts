import { classifyOperationError } from '../retry/classifyError';
import { createRetryer } from '../retry/createRetryer';
import type { RetryPolicy } from '../retry/retryPolicy';

/**
 * The listing numbers of the one retry policy: 4 tries (3 retries), 1 s base, 30 s cap (TanStack Query's own),
 * `Retry-After` honoured up to 60 s.
 */
export const LISTING_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  attempts: 4,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
});

/**
 * The one retryer with the listing policy, classifying with `classifyOperationError` (a listing fails only as a JSON
 * operation does), so a listing bundle carries no storage or upload error class.
 */
export const listingRetryer = /* @__PURE__ */ createRetryer(LISTING_RETRY_POLICY, { classify: classifyOperationError });

/**
 * TanStack Query `retry` for listing queries: transient failures only (no answer, 408, 429, 5xx but 501/505), at most 3
 * retries.
 * @param failureCount failures so far, 0 on the first failure (TanStack's convention).
 * @example useQuery({ ...realEstateListQuery(client, params), retry: listingRetry })
 */
export function listingRetry(failureCount: number, error: unknown): boolean {
  return listingRetryer.decide(error, failureCount + 1).retry;
}

/**
 * TanStack Query `retryDelay` for listing queries: a `Retry-After` is waited exactly, up to 60 s; otherwise full-jitter
 * backoff under a ceiling of 1 s, 2 s, 4 s … 30 s (0 where {@link listingRetry} says no).
 * @param failureCount failures so far, 0 on the first failure.
 */
export function listingRetryDelay(failureCount: number, error: unknown): number {
  const decision = listingRetryer.decide(error, failureCount + 1);
  return decision.retry ? decision.delayMs : 0;
}
