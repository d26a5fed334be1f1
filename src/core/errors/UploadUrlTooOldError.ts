import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/**
 * A presigned URL was judged too old in this page (its age counted from its arrival, on the monotonic clock), so
 * nothing was sent to storage. Not storage's answer, unlike {@link UploadUrlExpiredError}; the engine asks for a fresh
 * URL for either.
 */
export class UploadUrlTooOldError extends ChatbotError {
  constructor(options?: ChatbotErrorOptions) {
    super(
      'UPLOAD_URL_TOO_OLD',
      'The upload URL was judged too old in this page and not used: no request was sent to storage.',
      options,
      'UploadUrlTooOldError',
    );
  }
}
