import type { UploadStep } from '../contract/uploadSteps';
import type { ErrorClass } from './classifyError';
import type { RetryPolicy } from './retryPolicy';

/** What a {@link Retryer} decided after a failure. */
type RetryDecision = { readonly retry: false } | { readonly retry: true; readonly delayMs: number };

/** Context of {@link Retryer.decide}. */
interface RetryContext {
  /** The upload step that failed (handed to `shouldRetry`). */
  step?: UploadStep;
  /** The class, when the caller already knows it (the upload engine adds the online state). @default classify(error) */
  errorClass?: ErrorClass;
}

/** Options of {@link createRetryer}. */
interface RetryerOptions {
  /** Sorts a failure into its class: `classifyError` for uploads, `classifyOperationError` for listings. */
  classify: (error: unknown) => ErrorClass;
  /** Returns a number in [0, 1) for the jitter; injectable for tests. @default Math.random */
  random?: (() => number) | undefined;
}

/** One policy applied: the single place that decides "again, and when?". */
export interface Retryer {
  /** Decides after try number `attempt` (from 1) failed with `error`. */
  decide(error: unknown, attempt: number, context?: RetryContext): RetryDecision;
}

/**
 * Makes the {@link Retryer} of `policy`, used by the upload engine (per step) and by listing queries (`listingRetry`).
 * Only class `retry` is retried unless `policy.shouldRetry` says otherwise, and only while attempts are left; delays
 * come from {@link computeBackoff}.
 *
 * @example
 * const retryer = createRetryer(DEFAULT_RETRY_POLICY, { classify: classifyError });
 * const decision = retryer.decide(error, 1); // { retry: true, delayMs: 412 }
 */
export function createRetryer(policy: Readonly<RetryPolicy>, options: RetryerOptions): Retryer {
  const { classify, random = Math.random } = options;

  function decide(error: unknown, attempt: number, context: RetryContext = {}): RetryDecision {
    const errorClass = context.errorClass ?? classify(error);
    const retry = policy.shouldRetry?.(error, { ...context, attempt, errorClass }) ?? errorClass === 'retry';
    if (!retry || attempt >= policy.attempts) return { retry: false };
    // The Retry-After a TransportError or StorageError read; computeBackoff takes nothing but a number of seconds.
    const retryAfter = (error as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
    return { retry, delayMs: computeBackoff(attempt, policy, retryAfter, random) };
  }

  return { decide };
}

/**
 * Runs `task` until it succeeds or `retryer` says stop, waiting each delay with `sleep`. Rejects with the last failure,
 * or the signal's reason once it aborts. A function apart, so the upload engine (which does more between tries and
 * calls `decide` itself) does not carry it.
 */
export async function runWithRetries<T>(
  retryer: Retryer,
  task: () => Promise<T>,
  signal: AbortSignal,
  sleep: (ms: number, signal: AbortSignal) => Promise<void>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const decision = retryer.decide(error, attempt);
      if (!decision.retry) throw error;
      await sleep(decision.delayMs, signal);
    }
  }
}

/**
 * The delay before retry number `retry` (from 1), in ms: what `Retry-After` asked (429, 503, S3 SlowDown; `0` is
 * "now"), up to `maxRetryAfterMs`; else "full jitter" exponential backoff,
 * `random() * min(maxDelayMs, baseDelayMs * 2^(retry-1))`, so clients that failed together do not come back together.
 */
export function computeBackoff(
  retry: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'maxRetryAfterMs'>,
  retryAfterSeconds?: unknown,
  random: () => number = Math.random,
): number {
  if (Number.isFinite(retryAfterSeconds) && (retryAfterSeconds as number) >= 0) return Math.min(Math.round((retryAfterSeconds as number) * 1000), policy.maxRetryAfterMs);
  // The exponent is capped so that a 0 base never meets an infinite power (NaN).
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(retry - 1, 30));
  // Math.random is below 1; an injected one may return 1.
  return Math.floor(Math.min(random(), 0.999999) * ceiling);
}
