import type { UploadStep } from '../contract/uploadSteps';

/** How failed requests are retried: one shape for uploads and listings, which differ only in their numbers. */
export interface RetryPolicy {
  /**
   * Tries in all, the first one included (AWS's standard mode). For uploads
   * each step (GetPreUploadUrl, the PUT, ReportUploadSuccess) has its own count.
   * @default 3 for uploads, 4 (3 retries) for listings
   */
  attempts: number;
  /** Backoff ceiling before the first retry. Doubles with each retry. @default 1000 */
  baseDelayMs: number;
  /** Cap of the exponential ceiling. @default 20000 for uploads (AWS's MAX_BACKOFF), 30000 for listings */
  maxDelayMs: number;
  /** Longest `Retry-After` honoured; longer values are cut to this. @default 60000 */
  maxRetryAfterMs: number;
  /**
   * Overrides the retry decision. Return `true` to retry, `false` to fail at once, `undefined` to keep the default
   * (`errorClass === 'retry'`). For uploads, expired URLs and being offline are handled before this is asked.
   * @default undefined
   * @example shouldRetry: (error) => (error instanceof BusinessError && error.businessCode === 503 ? true : undefined)
   */
  shouldRetry?:
    | ((
        error: unknown,
        info: {
          /** The upload step that failed; absent for listing requests. */
          step?: UploadStep;
          /** The try that just failed, from 1. */
          attempt: number;
          /**
           * What `classifyError` made of the error (an `ErrorClass`: `retry` or `fatal` here).
           */
          errorClass: 'retry' | 'fatal' | 'expired' | 'offline';
        },
      ) => boolean | undefined)
    | undefined;
}

/** Facts handed to {@link RetryPolicy.shouldRetry}. */
export type RetryDecisionInfo = Parameters<NonNullable<RetryPolicy['shouldRetry']>>[1];

/** The default upload {@link RetryPolicy}: 3 tries, 1 s base, 20 s cap (AWS standard retry mode). */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  attempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
});

/** A policy with `overrides` laid over `base`; `undefined` values keep the base. */
export function resolveRetryPolicy(base: Readonly<RetryPolicy>, overrides?: Partial<RetryPolicy>): RetryPolicy {
  const out: RetryPolicy = { ...base };
  for (const [key, value] of Object.entries(overrides ?? {})) if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
  return out;
}
