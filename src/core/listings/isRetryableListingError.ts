import { NetworkError } from '../errors/NetworkError';
import { TransportError } from '../errors/TransportError';

/**
 * True when a failed listing request may succeed if sent again (issue 4 §2,
 * "Retries"): no response at all (`NetworkError`), a 5xx, 408 Request Timeout
 * or 429 Too Many Requests.
 *
 * Everything else is final: a `BusinessError` (SERVICE.md §7 rule 2 — the
 * service looked at the request and said no, e.g. a template chatbot, §4.4
 * rule 3), a `ResponseShapeError`, an `InvalidInputError`, auth failures
 * (401/403) and other 4xx, aborts, and errors chatbot-kit does not know.
 */
export function isRetryableListingError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof TransportError) {
    return error.status >= 500 || error.status === 408 || error.status === 429;
  }
  return false;
}
