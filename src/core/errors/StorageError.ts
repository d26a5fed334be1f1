import { redact } from '../redact';
import { ChatbotError, type ChatbotErrorCode, type ChatbotErrorOptions } from './ChatbotError';

/** The storage PUT (docs/SERVICE.md §4.2) failed with an S3-style answer. */
export class StorageError extends ChatbotError {
  /** The HTTP status of the PUT. */
  declare readonly status: number;
  /** The `<Code>` of S3's XML body, when present (`SignatureDoesNotMatch`, `EntityTooLarge`, `SlowDown`, …). */
  declare readonly s3Code: string | undefined;
  /** The S3 error message from the XML body, when present, redacted like `message`. */
  declare readonly s3Message: string | undefined;
  /** Seconds to wait before retrying, from a `Retry-After` header, when given. */
  declare readonly retryAfterSeconds: number | undefined;

  /** @param name - The error's `name` (UploadUrlExpiredError passes its own). */
  constructor(
    status: number,
    s3: { code?: string; message?: string },
    options: ChatbotErrorOptions & { retryAfterSeconds?: number; errorCode?: ChatbotErrorCode } = {},
    name = 'StorageError',
  ) {
    super(
      options.errorCode ?? 'STORAGE',
      `Upload to storage failed with HTTP ${status}${s3.code ? ` ${s3.code}` : ''}${s3.message ? `: ${s3.message}` : ''}`,
      options,
      name,
    );
    this.status = status;
    this.s3Code = s3.code;
    this.s3Message = s3.message && redact(s3.message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
