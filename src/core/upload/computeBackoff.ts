import type { ErrorClass } from './classifyError';
import type { UploadStep } from './types';

/** Facts handed to {@link RetryPolicy.shouldRetry}. */
export interface RetryDecisionInfo {
  /** The step that failed. */
  step: UploadStep;
  /** The try that just failed, from 1. */
  attempt: number;
  /** What {@link classifyError} made of the error (`retry` or `fatal` here). */
  errorClass: ErrorClass;
}

/** How failed steps are retried (issue 3: "the policy (attempts, delays, predicate) is configurable"). */
export interface RetryPolicy {
  /**
   * Tries per step, the first one included (AWS's standard mode). A step is
   * GetPreUploadUrl, the PUT, or ReportUploadSuccess; each has its own count.
   * @default 3
   */
  attempts: number;
  /** Backoff before the first retry, before jitter. Doubles with each retry. @default 1000 */
  baseDelayMs: number;
  /** Cap of the exponential backoff, before jitter. @default 20000 (AWS's MAX_BACKOFF) */
  maxDelayMs: number;
  /** Longest `Retry-After` honoured; longer values are cut to this. @default 60000 */
  maxRetryAfterMs: number;
  /**
   * Overrides the retry decision. Return `true` to retry, `false` to fail at
   * once, `undefined` to keep the default (`errorClass === 'retry'`). Expired
   * URLs and being offline are handled before this is asked.
   * @default undefined
   * @example shouldRetry: (error) => (error instanceof BusinessError && error.businessCode === 503 ? true : undefined)
   */
  shouldRetry?: ((error: unknown, info: RetryDecisionInfo) => boolean | undefined) | undefined;
}

/** The default {@link RetryPolicy}: 3 tries, 1 s base, 20 s cap (AWS standard retry mode). */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  attempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
});

/**
 * The delay before retry number `retry` (1 for the first retry), in ms:
 * "full jitter" exponential backoff, `random() * min(maxDelayMs, baseDelayMs * 2^(retry-1))`,
 * so many clients that failed together do not come back together. A
 * `Retry-After` (seconds, issue 3: 429 and SlowDown) is a floor: the delay is
 * never shorter than the server asked for, up to `maxRetryAfterMs`.
 *
 * @param random returns a number in [0, 1); injectable for tests. @default Math.random
 */
export function computeBackoff(
  retry: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'maxRetryAfterMs'> = DEFAULT_RETRY_POLICY,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.floor(retry) - 1);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
  const jittered = Math.floor(clamp01(random()) * ceiling);
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return jittered;
  }
  const asked = Math.min(retryAfterSeconds * 1000, policy.maxRetryAfterMs);
  return Math.max(jittered, asked);
}

function clamp01(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 0.999999 : value;
}
