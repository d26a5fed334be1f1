import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/** The storage PUT made no progress for `stallTimeoutMs` and was aborted; code `NETWORK`, retried like one. */
export class UploadStalledError extends ChatbotError {
  /** How long the upload went without progress, in milliseconds. */
  declare readonly stalledForMs: number;

  constructor(stalledForMs: number, options?: ChatbotErrorOptions) {
    super('NETWORK', `The upload made no progress for ${Math.round(stalledForMs / 1000)} s and was stopped.`, options, 'UploadStalledError');
    this.stalledForMs = stalledForMs;
  }
}
