import { listingRetryer } from './listingRetry';

/**
 * TanStack Query `retryDelay` for listing queries, from the shared retry
 * policy: a `Retry-After` (read by the client into `retryAfterSeconds`,
 * typically on 429 or 503) is waited exactly, up to 60 s; otherwise
 * full-jitter exponential backoff under a ceiling of 1 s, 2 s, 4 s … 30 s.
 * @param failureCount failures so far, 0 on the first failure.
 */
export function listingRetryDelay(failureCount: number, error: unknown): number {
  return listingRetryer.retryDelay(failureCount, error);
}
