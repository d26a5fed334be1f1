import { redact } from '../redact';
import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/** The envelope said no: `Success` false or `Code` not 200 (docs/SERVICE.md §7 rule 2). */
export class BusinessError extends ChatbotError {
  /** The envelope's business `Code`. */
  declare readonly businessCode: number;
  /** The envelope's `Message`, with any key value or signing parameter it echoes redacted (UIs show it). */
  declare readonly serviceMessage: string;
  /** The envelope's `Version`. */
  declare readonly version: string;
  /** The operation that failed, such as `RealEstateList`. */
  declare readonly operation: string;

  constructor(
    operation: string,
    info: { code: number; message: string; version: string },
    options?: ChatbotErrorOptions,
  ) {
    super(
      'BUSINESS',
      info.message ? `${operation}: ${info.message} (code ${info.code})` : `${operation} failed with business code ${info.code}`,
      options,
      'BusinessError',
    );
    this.businessCode = info.code;
    this.serviceMessage = redact(info.message);
    this.version = info.version;
    this.operation = operation;
  }
}
