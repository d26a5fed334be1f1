/**
 * True for the error an aborted request ends with (a `DOMException` named
 * `AbortError`). Aborts are not {@link ChatbotError}s: they are the caller's choice.
 */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
