import { TransportError } from '../errors/TransportError';
import { computeBackoff } from '../retry/computeBackoff';
import { LISTING_RETRY_POLICY } from './listingRetry';

/**
 * TanStack Query `retryDelay` for listing queries, from the shared retry
 * policy: a `Retry-After` (read by the client into `retryAfterSeconds`,
 * typically on 429 or 503) is waited exactly, up to 60 s; otherwise
 * full-jitter exponential backoff under a ceiling of 1 s, 2 s, 4 s … 30 s.
 * @param failureCount failures so far, 0 on the first failure.
 */
export function listingRetryDelay(failureCount: number, error: unknown): number {
  // A service answer is the only listing failure that carries a Retry-After.
  return computeBackoff(failureCount + 1, LISTING_RETRY_POLICY, error instanceof TransportError ? error.retryAfterSeconds : undefined);
}
