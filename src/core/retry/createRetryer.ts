import type { UploadStep } from '../contract/uploadSteps';
import { classifyError, getRetryAfterSeconds, type ErrorClass } from './classifyError';
import { computeBackoff } from './computeBackoff';
import type { RetryPolicy } from './retryPolicy';

/** What a {@link Retryer} decided after a failure. */
type RetryDecision = { readonly retry: false } | { readonly retry: true; readonly delayMs: number };

/** Context of {@link Retryer.decide}. */
interface RetryContext {
  /** The upload step that failed (handed to `shouldRetry`). */
  step?: UploadStep;
  /** The class, when the caller already knows it (the upload engine adds the online state). @default classifyError(error) */
  errorClass?: ErrorClass;
}

/** One policy applied: the single place that decides "again, and when?". */
export interface Retryer {
  readonly policy: Readonly<RetryPolicy>;
  /** Decides after try number `attempt` (from 1) failed with `error`. */
  decide(error: unknown, attempt: number, context?: RetryContext): RetryDecision;
  /** TanStack Query's `retry`: `failureCount` is 0 on the first failure. */
  retry(failureCount: number, error: unknown): boolean;
  /** TanStack Query's `retryDelay`: `failureCount` is 0 on the first failure. */
  retryDelay(failureCount: number, error: unknown): number;
}

/**
 * Makes the {@link Retryer} of `policy`, used by the upload engine (per step)
 * and by listing queries (as TanStack's `retry`/`retryDelay`). Errors are
 * sorted by {@link classifyError}; only class `retry` is retried unless
 * `policy.shouldRetry` says otherwise; delays come from {@link computeBackoff}.
 *
 * @example
 * const retryer = createRetryer({ attempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000, maxRetryAfterMs: 60_000 });
 * useQuery({ queryKey, queryFn, retry: retryer.retry, retryDelay: retryer.retryDelay });
 */
export function createRetryer(policy: Readonly<RetryPolicy>, options: { random?: () => number } = {}): Retryer {
  const random = options.random ?? Math.random;
  const delayOf = (attempt: number, error: unknown) => computeBackoff(attempt, policy, getRetryAfterSeconds(error), random);

  function decide(error: unknown, attempt: number, context: RetryContext = {}): RetryDecision {
    const errorClass = context.errorClass ?? classifyError(error);
    let shouldRetry = errorClass === 'retry';
    const info = context.step === undefined ? { attempt, errorClass } : { step: context.step, attempt, errorClass };
    const override = policy.shouldRetry?.(error, info);
    if (override !== undefined) shouldRetry = override;
    if (!shouldRetry || attempt >= policy.attempts) return { retry: false };
    return { retry: true, delayMs: delayOf(attempt, error) };
  }

  return {
    policy,
    decide,
    retry: (failureCount, error) => decide(error, failureCount + 1).retry,
    retryDelay: (failureCount, error) => delayOf(failureCount + 1, error),
  };
}
