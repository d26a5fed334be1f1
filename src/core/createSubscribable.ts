/**
 * A set of listeners, the one way this library tells others of a change
 * (TanStack Query's `Subscribable` as a function, with `emit`). A listener
 * that throws is isolated, as `EventTarget.dispatchEvent` does it: the
 * others still run, `emit` returns normally (an upload keeps going), and the
 * error is reported to the platform ({@link reportListenerError}).
 */
export interface Subscribable<Args extends unknown[]> {
  /** Adds `listener`; returns the function that removes it. Adding the same function twice keeps one. */
  subscribe(listener: (...args: Args) => void): () => void;
  /** Calls every listener with `args`, in order; one added during the call waits for the next, one removed before its turn is skipped. */
  emit(...args: Args): void;
  /** Removes every listener. */
  clear(): void;
}

/**
 * Reports an error thrown by a listener or a callback without stopping its
 * caller: `reportError` in browsers, else thrown in a microtask (Node,
 * jsdom), so the page's or process's uncaught-error handlers see it.
 */
function reportListenerError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') {
    globalThis.reportError(error);
    return;
  }
  queueMicrotask(() => {
    throw error;
  });
}

/**
 * Makes an empty {@link Subscribable}.
 * @example
 * const changes = createSubscribable<[count: number]>();
 * const stop = changes.subscribe((count) => console.info(count));
 * changes.emit(1);
 * stop();
 */
export function createSubscribable<Args extends unknown[] = []>(): Subscribable<Args> {
  const listeners = new Set<(...args: Args) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(...args) {
      for (const listener of [...listeners]) {
        if (!listeners.has(listener)) continue;
        try {
          listener(...args);
        } catch (error) {
          reportListenerError(error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}
