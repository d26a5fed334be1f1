import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/** No HTTP response at all (status 0 or a fetch `TypeError`): offline, or a failed CORS preflight, which looks the same. */
export class NetworkError extends ChatbotError {
  /** The operation that failed. */
  declare readonly operation: string;

  constructor(operation: string, options?: ChatbotErrorOptions) {
    super(
      'NETWORK',
      `${operation} could not reach the server. You may be offline, or the server (or a storage bucket) may not allow this origin by CORS.`,
      options,
      'NetworkError',
    );
    this.operation = operation;
  }
}
