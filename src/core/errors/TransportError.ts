import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/**
 * The service answered with a non-2xx HTTP status (docs/SERVICE.md §7 rule 1).
 * The body is never copied into the message (it may be an HTML error page).
 */
export class TransportError extends ChatbotError {
  /** The HTTP status code. */
  declare readonly status: number;
  /** The operation that failed, such as `GetPreUploadUrl`. */
  declare readonly operation: string;
  /** Seconds to wait before retrying, from a `Retry-After` header, when given. */
  declare readonly retryAfterSeconds: number | undefined;

  constructor(
    operation: string,
    status: number,
    options: ChatbotErrorOptions & { retryAfterSeconds?: number } = {},
  ) {
    super('TRANSPORT', `${operation} failed with HTTP ${status}`, options, 'TransportError');
    this.status = status;
    this.operation = operation;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
