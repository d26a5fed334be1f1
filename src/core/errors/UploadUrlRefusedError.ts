import { ChatbotError, type ChatbotErrorOptions } from './ChatbotError';

/**
 * A presigned upload URL was refused before anything was sent to it, so a hostile GetPreUploadUrl answer cannot point
 * the PUT (with the user's file and cookies) at the app itself or at internal addresses. The message names the rule and
 * the URL's origin, never the URL (its query carries the signature).
 */
export class UploadUrlRefusedError extends ChatbotError {
  /**
   * The rule the URL broke:
   * - `credentials`: it carries a user name or password (`https://user:pw@host`);
   * - `page-origin`: it points at the page's own origin, where a PUT would carry the user's cookies to the app's own endpoints;
   * - `private-address`: a loopback or link-local host (`localhost`, `localhost.`, `127.0.0.1`, `169.254.169.254`, `[::1]`) while the client's own `baseUrl` is not one, or a unique-local IPv6 host (fc00::/7, such as the cloud metadata address `[fd00:ec2::254]`) not listed in `storageOrigins`;
   * - `storage-origins`: its origin is not in the client's `storageOrigins`.
   */
  declare readonly rule: 'credentials' | 'page-origin' | 'private-address' | 'storage-origins';
  /** The operation that produced or was given the URL (`GetPreUploadUrl` or `PutFile`). */
  declare readonly operation: string;

  constructor(operation: string, rule: UploadUrlRefusedError['rule'], message: string, options?: ChatbotErrorOptions) {
    super('UPLOAD_URL_REFUSED', `${operation}: upload URL refused (${rule}): ${message}`, options, 'UploadUrlRefusedError');
    this.rule = rule;
    this.operation = operation;
  }
}

/** Which rule an upload URL broke: {@link UploadUrlRefusedError.rule}. */
export type UploadUrlRule = UploadUrlRefusedError['rule'];
