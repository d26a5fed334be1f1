import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/**
 * A presigned URL was judged too old in this page, so it was never used: no
 * request went to storage. Its age is counted from when the URL
 * arrived, on the page's monotonic clock, never from the wall clock (which may
 * be hours off). Unlike {@link UploadUrlExpiredError}, this is not an answer
 * from storage, and its code says so: `UPLOAD_URL_TOO_OLD`. The upload engine
 * asks for a fresh URL, as for an expired one.
 */
export class UploadUrlTooOldError extends ChatbotError {
  constructor(options: ChatbotErrorOptions = {}) {
    super(
      'UPLOAD_URL_TOO_OLD',
      'The upload URL was judged too old in this page and not used: no request was sent to storage.',
      options,
      'UploadUrlTooOldError',
    );
  }
}
