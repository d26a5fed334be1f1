import { NetworkError } from '../errors/NetworkError';
import { StorageError } from '../errors/StorageError';
import { TransportError } from '../errors/TransportError';
import { UploadStalledError } from '../errors/UploadStalledError';
import { UploadUrlTooOldError } from '../errors/UploadUrlTooOldError';

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

/**
 * Whether an HTTP status is retryable (as in AWS's standard retry mode): 408, 429, and 5xx except 501 Not Implemented
 * and 505 HTTP Version Not Supported, which will fail the same way every time.
 */
export function isRetryableStatus(status: number): boolean {
  if (status === 408 || status === 429) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/**
 * Sorts a failure into the action to take (pure: the online state comes in through `context`). No response (a stalled
 * PUT, or storage's status 0) → `retry` (`offline` when the browser says so); a URL too old or storage's "Request has
 * expired" (an UploadUrlExpiredError, or a StorageError that quotes it) → `expired`; storage's 400 RequestTimeout or a
 * retryable status (500 InternalError, 503 SlowDown among them) → `retry`, any other storage answer (SignatureDoesNotMatch, 403) →
 * `fatal`; then the rest of {@link classifyOperationError}.
 */
export function classifyError(error: unknown, { isOnline = true }: ClassifyErrorContext = {}): ErrorClass {
  if (error instanceof UploadStalledError || (error instanceof StorageError && !error.status)) return isOnline ? 'retry' : 'offline';
  if (error instanceof UploadUrlTooOldError) return 'expired';
  if (error instanceof StorageError) {
    // Told by the message, so listing bundles need not carry UploadUrlExpiredError.
    if (/request has expired/i.test(error.s3Message ?? '')) return 'expired';
    // S3's retryable answers (docs/UPSTREAM.md): 500 InternalError and 503 SlowDown by their status, 400 RequestTimeout
    // by its code, the one that comes with a status retried nowhere else.
    return error.s3Code === 'RequestTimeout' || isRetryableStatus(error.status) ? 'retry' : 'fatal';
  }
  return classifyOperationError(error, isOnline);
}

/**
 * The failures of a JSON operation, all a listing request can fail with (apart, so listing bundles carry no storage or
 * upload error class): no response → `retry` (or `offline`); a TransportError by its status; business errors (the
 * service said no: asking again gets the same answer) and anything else → `fatal`.
 */
export function classifyOperationError(error: unknown, isOnline = true): ErrorClass {
  if (error instanceof NetworkError) return isOnline ? 'retry' : 'offline';
  // A BusinessError (envelope `Success: false`) is no TransportError: fatal below.
  if (error instanceof TransportError) return isRetryableStatus(error.status) ? 'retry' : 'fatal';
  return 'fatal';
}
