import type { ChatbotErrorOptions } from './ChatbotError';
import { StorageError } from './StorageError';

/**
 * Storage answered the PUT with 403 AccessDenied "Request has expired": the PreUploadUrl passed its lifetime
 * (docs/SERVICE.md §4.1 rule 2) on storage's clock. Ask for a fresh URL.
 */
export class UploadUrlExpiredError extends StorageError {
  constructor(status = 403, options?: ChatbotErrorOptions) {
    super(status, { code: 'AccessDenied', message: 'Request has expired' }, { ...options, errorCode: 'UPLOAD_URL_EXPIRED' }, 'UploadUrlExpiredError');
  }
}
