import { redact } from '../redact';

/** Every `code` a {@link ChatbotError} can carry. */
export type ChatbotErrorCode =
  | 'TRANSPORT'
  | 'BUSINESS'
  | 'RESPONSE_SHAPE'
  | 'NETWORK'
  | 'UPLOAD_URL_EXPIRED'
  | 'UPLOAD_URL_TOO_OLD'
  | 'UPLOAD_URL_REFUSED'
  | 'STORAGE'
  | 'INVALID_INPUT'
  | 'INSECURE_BROWSER_USE';

/** Options shared by every chatbot-kit error. */
export interface ChatbotErrorOptions {
  /** The error that caused this one, if any. */
  cause?: unknown;
  /** The likely cause and fix, for developers (redacted like the message). */
  hint?: string | undefined;
}

/**
 * Base class of every error chatbot-kit throws. Check with `instanceof` and branch on `code`. Messages are passed
 * through `redact`, so key values and presigned signatures never reach a log or `toJSON()`.
 */
export class ChatbotError extends Error {
  // Fields are `declare`d and set in the constructor: as class fields each would be emitted twice.
  /** A stable, machine-readable kind. */
  declare readonly code: ChatbotErrorCode;
  /**
   * The likely cause and the fix, for the developer, when chatbot-kit can tell (a storage PUT refused by CORS, a header
   * the URL did not sign). Set in development builds only; `undefined` in production. Redacted like `message`.
   * @example if (error.hint) console.warn(error.hint)
   */
  declare readonly hint?: string;

  /** @param name - The error's `name`, a literal: a minifier renames classes. */
  constructor(code: ChatbotErrorCode, message: string, options: ChatbotErrorOptions = {}, name = 'ChatbotError') {
    // Error takes only `cause` from the options, and makes its stack from the redacted message when first read.
    super(redact(message), options);
    this.name = name;
    this.code = code;
    if (options.hint) this.hint = redact(options.hint);
  }

  /**
   * A plain, secret-free object for logs and error reporters: the own fields (`name` and `code` first, as the
   * constructor sets them), then the message; the cause (not enumerable) is left out.
   */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(this)) out[k] = typeof v === 'string' ? redact(v) : v;
    out.message = this.message;
    return out;
  }
}
