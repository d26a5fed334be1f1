import { redact } from '../redact';

/** Every `code` a {@link ChatbotError} can carry. */
export type ChatbotErrorCode =
  | 'TRANSPORT'
  | 'BUSINESS'
  | 'RESPONSE_SHAPE'
  | 'NETWORK'
  | 'UPLOAD_URL_EXPIRED'
  | 'STORAGE'
  | 'INVALID_INPUT'
  | 'INSECURE_BROWSER_USE';

/** Options shared by every chatbot-kit error. */
export interface ChatbotErrorOptions {
  /** The error that caused this one, if any. */
  cause?: unknown;
}

/**
 * Base class of every error chatbot-kit throws. Check with `instanceof` and
 * branch on `code`. Messages are passed through {@link redact}, so key values
 * and presigned signatures never reach a log or `toJSON()`.
 */
export class ChatbotError extends Error {
  /** A stable, machine-readable kind. */
  readonly code: ChatbotErrorCode;

  constructor(code: ChatbotErrorCode, message: string, options: ChatbotErrorOptions = {}) {
    super(redact(message), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    if (this.stack) this.stack = redact(this.stack);
  }

  /** A plain, secret-free object for logs and error reporters. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { name: this.name, code: this.code, message: this.message };
    for (const [k, v] of Object.entries(this)) {
      if (k === 'cause' || k === 'code') continue;
      out[k] = typeof v === 'string' ? redact(v) : v;
    }
    return out;
  }
}
