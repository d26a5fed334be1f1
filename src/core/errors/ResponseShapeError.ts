import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/** The response was not the JSON the contract describes. Names the field that did not match. */
export class ResponseShapeError extends ChatbotError {
  /** Dotted path of the first field that did not match, such as `Data.FileStoreId`. */
  declare readonly field: string;
  /** The operation whose response was malformed. */
  declare readonly operation: string;

  constructor(operation: string, field: string, detail: string, options?: ChatbotErrorOptions) {
    super('RESPONSE_SHAPE', `${operation} returned an unexpected response: ${field} ${detail}`, options, 'ResponseShapeError');
    this.field = field;
    this.operation = operation;
  }
}
