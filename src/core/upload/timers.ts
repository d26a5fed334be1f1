import { createSubscribable } from '../createSubscribable';
import type { UploadQueueOptions } from './queueTypes';

/** The time the engine runs on (`UploadQueueOptions.clock`). */
export type UploadClock = NonNullable<UploadQueueOptions['clock']>;

/** The platform's clock and timers, read when called (fake timers installed later still count). */
export const SYSTEM_CLOCK: UploadClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Listeners told of changes for rendering, on the clock's timer: never inside
 * the change's task, and at least `gapMs` after the last notification (a
 * clock that went back waits no longer than `gapMs`). Timers, not animation
 * frames: a headless listener draws nothing, and timers run in a background tab.
 */
export function createNotifier(clock: UploadClock, gapMs: number) {
  const listeners = createSubscribable();
  let timer: unknown;
  let pending = false;
  let notifiedAt = -Infinity;
  const notify = () => {
    pending = false;
    notifiedAt = clock.now();
    listeners.emit();
  };
  return {
    subscribe: listeners.subscribe,
    changed() {
      if (pending) return;
      pending = true;
      timer = clock.setTimeout(notify, Math.min(gapMs, notifiedAt + gapMs - clock.now()));
    },
    flush() {
      if (!pending) return;
      clock.clearTimeout(timer);
      notify();
    },
    // Called once the queue is destroyed, after which nothing changes.
    close() {
      if (pending) clock.clearTimeout(timer);
      listeners.clear();
    },
  };
}

/** The timers the engine uses, on its clock. */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** Timers on `clock` (the platform's by default, read when called: creating them touches no global). */
export function createTimers(clock: UploadClock = SYSTEM_CLOCK): Timers {
  const set = (callback: () => void, ms: number): unknown => clock.setTimeout(callback, ms);
  const clear = (handle: unknown): void => clock.clearTimeout(handle);
  return {
    set,
    clear,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
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
