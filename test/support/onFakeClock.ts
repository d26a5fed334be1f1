import { vi } from 'vitest';

/**
 * Runs `work` on fake timers and answers how long it took on the fake clock:
 * each timer fires as soon as it is due, so `ms` is the delay the code under
 * test scheduled, whatever the load of the machine. For work that waits on
 * timers and promises (no sockets of its own): it runs until it waits on a
 * timer (setImmediate stays real, so every pending callback runs first), then
 * the clock moves to the next timer, until the work settles. A timer set by
 * someone else (an idle keep-alive socket of Node's fetch) that is due later
 * is never reached. Call `vi.useRealTimers()` after the test.
 */
export async function onFakeClock<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const started = Date.now();
  let settled = false;
  const promise = work().finally(() => (settled = true));
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (settled) break;
    await vi.advanceTimersToNextTimerAsync();
  }
  return { value: await promise, ms: Date.now() - started };
}
