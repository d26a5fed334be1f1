/**
 * True for the error an aborted request ends with (a `DOMException` named
 * `AbortError`). Aborts are not {@link ChatbotError}s: they are the caller's choice.
 */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null | undefined)?.name === 'AbortError';
}

/**
 * The error an aborted call rejects with: a `DOMException` named `AbortError`,
 * like `fetch` itself (so `isAbortError` and TanStack Query both recognise it).
 */
export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Throws {@link abortError} when `signal` is already aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

/** Settles like `promise`, or rejects with {@link abortError} once `signal` aborts, even if `promise` ignores it. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    // `promise` is still followed below, so its later rejection is never unhandled.
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
