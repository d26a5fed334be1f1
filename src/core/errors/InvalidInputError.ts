import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/** A request was rejected before any network call: a required field is missing or of the wrong kind. */
export class InvalidInputError extends ChatbotError {
  /** Dotted path of the first bad field, such as `fileName`. */
  declare readonly field: string;

  constructor(operation: string, field: string, detail: string, options?: ChatbotErrorOptions) {
    super('INVALID_INPUT', `${operation}: ${field} ${detail}`, options, 'InvalidInputError');
    this.field = field;
  }
}
