import { ChatbotError } from '../errors/ChatbotError';
import { NetworkError } from '../errors/NetworkError';
import { StorageError } from '../errors/StorageError';
import { TransportError } from '../errors/TransportError';
import { UploadStalledError } from '../errors/UploadStalledError';

/**
 * What a failure calls for (one classification for uploads and listings):
 * - `retry`: try the same step again after a backoff (spends an attempt);
 * - `fatal`: stop and show the error;
 * - `expired`: the presigned URL is dead, ask for a fresh one (spends a refresh, not an attempt);
 * - `offline`: wait for the `online` event, then try again (spends nothing).
 */
export type ErrorClass = 'retry' | 'fatal' | 'expired' | 'offline';

/** Context of `classifyError`. */
export interface ClassifyErrorContext {
  /** Whether the browser believes it is online. @default true */
  isOnline?: boolean;
}

/** S3 error codes that are worth retrying (docs/UPSTREAM.md: RequestTimeout, InternalError, SlowDown). */
const RETRYABLE_S3_CODES = new Set(['RequestTimeout', 'InternalError', 'SlowDown', 'ServiceUnavailable']);

/**
 * Whether an HTTP status is retryable (as in AWS's standard retry mode):
 * 408, 429, and 5xx except 501 Not Implemented and 505 HTTP Version Not
 * Supported, which will fail the same way every time.
 */
export function isRetryableStatus(status: number): boolean {
  if (status === 408 || status === 429) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/**
 * Sorts a failure into the action to take; the listing side retries exactly
 * the class `retry`. Pure: the online state comes in through `context`.
 *
 * - Network errors (no response): `offline` when the browser says it is
 *   offline, else `retry`. A stalled PUT (no progress for 30 s) counts as one.
 * - Service answers (TransportError): 408, 429, 5xx except 501/505 → `retry`;
 *   other statuses → `fatal`.
 * - Business errors (envelope `Success: false`, docs/SERVICE.md §7 rule 2) → `fatal`:
 *   the service understood and said no; asking again gets the same answer.
 * - A URL judged too old in the page (`UPLOAD_URL_TOO_OLD`, never sent) → `expired`.
 * - Storage answers: "Request has expired" → `expired`; SignatureDoesNotMatch
 *   → `fatal`; RequestTimeout, InternalError, SlowDown and the retryable
 *   statuses → `retry`; other 4xx → `fatal`.
 * - Anything else (bad response shape, invalid input, unknown errors) → `fatal`.
 */
export function classifyError(error: unknown, context: ClassifyErrorContext = {}): ErrorClass {
  const isOnline = context.isOnline ?? true;
  if (error instanceof UploadStalledError) return isOnline ? 'retry' : 'offline';
  if (error instanceof ChatbotError && error.code === 'UPLOAD_URL_TOO_OLD') return 'expired';
  if (error instanceof StorageError) {
    // An UploadUrlExpiredError (told by its code, so that listing bundles,
    // which classify too, need not carry the class).
    if (error.code === 'UPLOAD_URL_EXPIRED') return 'expired';
    if (error.status === 403 && /request has expired/i.test(error.s3Message ?? '')) return 'expired';
    if (error.s3Code === 'SignatureDoesNotMatch') return 'fatal';
    if (error.s3Code !== undefined && RETRYABLE_S3_CODES.has(error.s3Code)) return 'retry';
    // Status 0 from storage means no answer at all: the network.
    if (error.status === 0) return isOnline ? 'retry' : 'offline';
    return isRetryableStatus(error.status) ? 'retry' : 'fatal';
  }
  return classifyOperationError(error, isOnline);
}

/**
 * The part of `classifyError` for the failures of a JSON operation,
 * which is all a listing request can fail with: no response → `retry` (or
 * `offline`); a service answer by its status (408, 429, 5xx except 501/505
 * → `retry`); business errors and anything else → `fatal`. Apart, so that
 * listing bundles classify with the same rules without carrying the storage
 * and upload error classes.
 */
export function classifyOperationError(error: unknown, isOnline = true): ErrorClass {
  if (error instanceof NetworkError) return isOnline ? 'retry' : 'offline';
  // A BusinessError (envelope `Success: false`) is no TransportError: fatal below.
  if (error instanceof TransportError) return isRetryableStatus(error.status) ? 'retry' : 'fatal';
  return 'fatal';
}

/**
 * The `Retry-After` of an error, in seconds, when it carries one (a
 * `TransportError` or a `StorageError`). Read by field, not by class, so the
 * listing retryer does not pull the storage error classes into its bundle.
 */
export function getRetryAfterSeconds(error: unknown): number | undefined {
  const seconds = error instanceof ChatbotError ? (error as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' ? seconds : undefined;
}
