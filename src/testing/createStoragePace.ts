/**
 * How fast the fake's storage reads a PUT body: the `bandwidth` limit and the
 * `pauseStorage` hold. Both body readers (the Node server's and the Fetch
 * API's) ask the same pace after every chunk, so a test sees one behaviour
 * whichever way its requests arrive.
 */
import { wait } from './fakeResponses';

/** Waits, after `received` bytes of one body, until storage may read on. Rejects when `signal` aborts. */
export type PaceBody = (received: number) => Promise<void>;

export interface StoragePace {
  /** Reads at most `bytesPerSecond` from now on (0: no limit). */
  setBandwidth(bytesPerSecond: number): void;
  /** Stops reading each body once it holds `afterBytes`, until `resume()`. */
  pause(afterBytes: number): void;
  /** Lets every held body go on. */
  resume(): void;
  /** How many bodies are held now. */
  held(): number;
  /** Whether bodies must be read chunk by chunk (a limit or a hold is set). */
  isPaced(): boolean;
  /** The pace of one body, started now. */
  forBody(signal: AbortSignal): PaceBody;
}

export function createStoragePace(): StoragePace {
  let bytesPerSecond = 0;
  let pausedAt: number | null = null;
  /** Held bodies, woken on `resume` (and on a new `pause` limit) to look again. */
  let waiters: (() => void)[] = [];

  function wakeAll(): void {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  }

  function whileHeld(received: number, signal: AbortSignal): Promise<void> {
    if (pausedAt === null || received < pausedAt) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const wake = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        waiters = waiters.filter((waiter) => waiter !== wake);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiters.push(wake);
    }).then(() => whileHeld(received, signal));
  }

  return {
    setBandwidth(limit) {
      bytesPerSecond = Number.isFinite(limit) && limit > 0 ? limit : 0;
    },
    pause(afterBytes) {
      pausedAt = Number.isFinite(afterBytes) && afterBytes > 0 ? afterBytes : 0;
      wakeAll();
    },
    resume() {
      pausedAt = null;
      wakeAll();
    },
    held: () => waiters.length,
    isPaced: () => bytesPerSecond > 0 || pausedAt !== null,
    forBody(signal) {
      const started = Date.now();
      return async (received) => {
        if (signal.aborted) throw signal.reason;
        if (bytesPerSecond > 0) await wait((received / bytesPerSecond) * 1000 - (Date.now() - started), signal);
        await whileHeld(received, signal);
      };
    },
  };
}
