/** The timer functions the engine uses; injectable so tests control time. */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** Options of {@link createTimers}. */
export interface TimerOptions {
  setTimeout?: ((callback: () => void, ms: number) => unknown) | undefined;
  clearTimeout?: ((handle: unknown) => void) | undefined;
}

/**
 * Timers over the given functions, or the global ones. Globals are read at
 * call time: creating a queue touches none (React may create and drop one
 * during render, and servers render too).
 */
export function createTimers(options: TimerOptions = {}): Timers {
  // Called bare (not as a method of `options`), so a host's own setTimeout works too.
  const set = (callback: () => void, ms: number): unknown => (options.setTimeout ?? setTimeout)(callback, ms);
  const clear = (handle: unknown): void => (options.clearTimeout ?? clearTimeout)(handle as ReturnType<typeof setTimeout>);
  return {
    set,
    clear,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const onAbort = () => {
          clear(handle);
          reject(signal.reason);
        };
        const handle = set(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }, ms);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
