import type { ChatbotClient } from '../types';
import type { Timers } from './timers';
import { UploadStalledError } from '../errors/UploadStalledError';

type PutFile = ChatbotClient['putFile'];

/**
 * Wraps `putFile` with the stall watch: a PUT whose bytes make no progress
 * for `timeoutMs()` is aborted and fails with {@link UploadStalledError}
 * (retried like a network error). It starts at the first progress part-way
 * (the fetch fallback reports none) and ends once every byte is sent:
 * storage's answer is not timed (docs/decisions/0051). `0` turns it off.
 * One timer per PUT: progress only notes the time, and the timer waits out
 * what is left of the window. `now` is the clock the timers run on.
 */
export function withStallWatch(putFile: PutFile, timeoutMs: () => number, timers: Timers, now: () => number): PutFile {
  return async (url, file, options = {}) => {
    const { signal: outer, onProgress } = options;
    const attempt = new AbortController();
    const onOuterAbort = () => attempt.abort();
    if (outer?.aborted) attempt.abort();
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    const stallMs = timeoutMs();
    /** Whether silence would still be judged: until every byte is sent. */
    let watching = stallMs > 0 && Number.isFinite(stallMs);
    let stalled = false;
    let timer: unknown;
    const stop = () => {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    };
    /** When the latest progress came; read only if `progressed`. */
    let lastProgressAt = 0;
    /** Progress came since the timer was set. */
    let progressed = false;
    const fire = () => {
      timer = undefined;
      if (!progressed) {
        stalled = true;
        attempt.abort();
        return;
      }
      progressed = false;
      const left = stallMs - (now() - lastProgressAt);
      // Progress came after the timer was set, so less than the window has
      // passed since; a clock that says otherwise jumped, and the full window
      // is the safe wait (never a false stall, at worst one window late).
      timer = timers.setTimeout(fire, left > 0 && left <= stallMs ? left : stallMs);
    };
    try {
      return await putFile(url, file, {
        ...options,
        signal: attempt.signal,
        onProgress: (progress) => {
          if (stalled) return;
          if (progress.loaded >= file.size) {
            watching = false;
            stop();
          } else if (timer !== undefined) {
            progressed = true;
            lastProgressAt = now();
          } else if (watching && progress.loaded > 0) {
            // Only a transport that reports progress part-way can be judged by its silence.
            timer = timers.setTimeout(fire, stallMs);
          }
          onProgress?.(progress);
        },
      });
    } catch (error) {
      if (stalled && !outer?.aborted) throw new UploadStalledError(stallMs, { cause: error });
      throw error;
    } finally {
      stop();
      outer?.removeEventListener('abort', onOuterAbort);
    }
  };
}
