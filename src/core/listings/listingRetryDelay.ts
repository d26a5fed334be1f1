import { TransportError } from '../errors/TransportError';

/** Longest back-off between two retries without a `Retry-After`. */
const MAX_BACKOFF_MS = 30_000;

/**
 * TanStack Query `retryDelay` for listing queries. A `Retry-After` from the
 * server (read by the client into `retryAfterSeconds`, typically on 429 or 503)
 * is honoured as given: retrying sooner would only be refused again. Otherwise
 * exponential back-off: 1 s, 2 s, 4 s … capped at 30 s.
 * @param failureCount failures so far, 0 on the first failure.
 */
export function listingRetryDelay(failureCount: number, error: unknown): number {
  if (error instanceof TransportError && error.retryAfterSeconds !== undefined) {
    const seconds = error.retryAfterSeconds;
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  }
  return Math.min(1000 * 2 ** failureCount, MAX_BACKOFF_MS);
}
