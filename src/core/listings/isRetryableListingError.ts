import { classifyOperationError } from '../retry/classifyError';

/**
 * True when a failed listing request may succeed if sent again: the class
 * `retry` of the one classification uploads use too (issue 10 §2), its part
 * for JSON operations (`classifyOperationError`). That is:
 * no response at all (`NetworkError`), 408, 429, or a 5xx except 501 and 505.
 *
 * Everything else is final: a `BusinessError` (SERVICE.md §7 rule 2 — the
 * service looked at the request and said no, e.g. a template chatbot, §4.4
 * rule 3), a `ResponseShapeError`, an `InvalidInputError`, auth failures
 * (401/403) and other 4xx, aborts, and errors chatbot-kit does not know.
 */
export function isRetryableListingError(error: unknown): boolean {
  return classifyOperationError(error) === 'retry';
}
