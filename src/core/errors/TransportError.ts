import { redact } from '../redact';
import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/** How many characters of an error status's body a {@link TransportError} keeps. */
const TRANSPORT_ERROR_BODY_LIMIT = 1000;

/**
 * The service answered with a non-2xx HTTP status (docs/SERVICE.md §7 rule 1).
 * The start of its body is in {@link TransportError.body}, never in the message.
 */
export class TransportError extends ChatbotError {
  /** The HTTP status code. */
  declare readonly status: number;
  /** The operation that failed, such as `GetPreUploadUrl`. */
  declare readonly operation: string;
  /** Seconds to wait before retrying, from a `Retry-After` header, when given. */
  declare readonly retryAfterSeconds: number | undefined;
  /**
   * What the service answered with the status: at most its first 1,000
   * characters (a longer body ends in `…`), redacted; `''` when empty or unreadable.
   * @example if (error.status === 502) console.error(error.body)
   */
  declare readonly body: string;

  constructor(
    operation: string,
    status: number,
    options: ChatbotErrorOptions & { retryAfterSeconds?: number; body?: string } = {},
  ) {
    super('TRANSPORT', `${operation} failed with HTTP ${status}`, options, 'TransportError');
    this.status = status;
    this.operation = operation;
    this.retryAfterSeconds = options.retryAfterSeconds;
    const body = options.body ?? '';
    this.body = redact(body.length > TRANSPORT_ERROR_BODY_LIMIT ? `${body.slice(0, TRANSPORT_ERROR_BODY_LIMIT)}…` : body);
  }
}
