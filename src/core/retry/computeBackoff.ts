import type { RetryPolicy } from './retryPolicy';

/**
 * The delay before retry number `retry` (1 for the first retry), in ms.
 *
 * - Without `Retry-After`: "full jitter" exponential backoff,
 *   `random() * min(maxDelayMs, baseDelayMs * 2^(retry-1))`, so many clients
 *   that failed together do not come back together.
 * - With `Retry-After` (seconds; 429, 503, S3 SlowDown): exactly what the
 *   server asked, up to `maxRetryAfterMs`. The server knows its load better
 *   than our guess, and `Retry-After: 0` means "now".
 *
 * @param random returns a number in [0, 1); injectable for tests. @default Math.random
 */
export function computeBackoff(
  retry: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'maxRetryAfterMs'>,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) {
    return Math.min(Math.round(retryAfterSeconds * 1000), policy.maxRetryAfterMs);
  }
  const exponent = Math.max(0, Math.floor(retry) - 1);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
  return Math.floor(clamp01(random()) * ceiling);
}

function clamp01(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 0.999999 : value;
}
