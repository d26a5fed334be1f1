import { ChatbotError } from '../errors/ChatbotError';

/** Errors on items are typed {@link ChatbotError}s (issue 3); anything else is wrapped, message redacted. */
export function toUploadError(error: unknown): ChatbotError {
  if (error instanceof ChatbotError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChatbotError('TRANSPORT', `Upload failed: ${message}`, { cause: error });
}
