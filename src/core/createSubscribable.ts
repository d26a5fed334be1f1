/**
 * A set of listeners, the one way this library tells others of a change: a
 * store's notification, a filter bar's state, the upload queue's events, the
 * URL a browser writes. It is TanStack Query's `Subscribable` (the base of its
 * caches, focus manager and online manager) as a function, with `emit` added.
 *
 * A listener that throws is isolated, as `EventTarget.dispatchEvent` does it:
 * the listeners after it still run, `emit` returns normally, and the error is
 * reported to the platform (`reportError`, else thrown in a microtask), where
 * the page's `error` handlers and the console see it. It is never swallowed,
 * and it never breaks the code that emitted (an upload keeps going).
 */
export interface Subscribable<Args extends unknown[]> {
  /** Adds `listener`; returns the function that removes it. Adding the same function twice keeps one. */
  subscribe(listener: (...args: Args) => void): () => void;
  /**
   * Calls every listener with `args`, in the order they subscribed. One that
   * subscribes during the call is first called at the next `emit`; one that is
   * removed during it, before its turn, is not called.
   */
  emit(...args: Args): void;
  /** Removes every listener. */
  clear(): void;
}

/**
 * Reports an error thrown by a listener or a caller's callback without
 * stopping the code that called it: to `reportError` where the platform has
 * it (browsers), else by throwing it in a microtask (Node, jsdom), so it still
 * reaches the page's or the process's handlers of uncaught errors.
 */
export function reportListenerError(error: unknown): void {
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
      return () => {
        listeners.delete(listener);
      };
    },
    emit(...args) {
      // A copy: a listener may unsubscribe itself, or others, while we iterate.
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
