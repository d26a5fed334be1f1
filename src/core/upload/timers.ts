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

/** The timers the engine uses: its clock's, called as its methods. */
export type Timers = UploadClock;

/** Resolves after `ms` on `clock` (the platform's by default); rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal, clock: Timers = SYSTEM_CLOCK): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(signal.reason);
    };
    const handle = clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
