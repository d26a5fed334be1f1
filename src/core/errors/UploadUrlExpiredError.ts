import type { ChatbotErrorOptions } from './ChatbotError';
import { StorageError } from './StorageError';

/**
 * The presigned PreUploadUrl had expired (docs/SERVICE.md §4.1 rule 2: 5 minutes),
 * either by its own deadline before the PUT started (`status` 0) or because
 * storage answered 403 AccessDenied "Request has expired". Ask for a fresh URL.
 */
export class UploadUrlExpiredError extends StorageError {
  constructor(status = 403, options: ChatbotErrorOptions = {}) {
    super(status, { code: 'AccessDenied', message: 'Request has expired' }, { ...options, errorCode: 'UPLOAD_URL_EXPIRED' }, 'UploadUrlExpiredError');
  }
}
