import type { ChatbotErrorOptions } from './ChatbotError';
import { StorageError } from './StorageError';

/**
 * Storage answered the PUT with 403 AccessDenied "Request has expired": the
 * presigned PreUploadUrl passed its lifetime (docs/SERVICE.md §4.1 rule 2:
 * 5 minutes) on storage's clock. Ask for a fresh URL. A URL the page judges
 * too old before sending it fails with `UploadUrlTooOldError` instead.
 */
export class UploadUrlExpiredError extends StorageError {
  constructor(status = 403, options: ChatbotErrorOptions = {}) {
    super(status, { code: 'AccessDenied', message: 'Request has expired' }, { ...options, errorCode: 'UPLOAD_URL_EXPIRED' }, 'UploadUrlExpiredError');
  }
}
