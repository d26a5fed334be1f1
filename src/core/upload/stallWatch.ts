import type { ChatbotClient } from '../types';
import type { Timers } from './timers';
import { UploadStalledError } from './UploadStalledError';

type PutFile = ChatbotClient['putFile'];

/**
 * Wraps `putFile` with the stall watch (issue 3 "Stall"): a PUT with no
 * progress for `timeoutMs()` is aborted and fails with
 * {@link UploadStalledError}, which the retryer treats like a network error.
 *
 * The watch starts once the PUT has reported progress part-way: XMLHttpRequest
 * does; the fetch fallback only reports start and end, so a long fetch upload
 * is never mistaken for a stalled one. A timeout of `0` turns it off.
 */
export function withStallWatch(putFile: PutFile, timeoutMs: () => number, timers: Timers): PutFile {
  return async (url, file, options = {}) => {
    const { signal: outer, onProgress } = options;
    const attempt = new AbortController();
    const onOuterAbort = () => attempt.abort();
    if (outer?.aborted) attempt.abort();
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    const stallMs = timeoutMs();
    let stalled = false;
    let timer: unknown;
    const arm = () => {
      if (!(stallMs > 0) || !Number.isFinite(stallMs)) return;
      if (timer !== undefined) timers.clear(timer);
      timer = timers.set(() => {
        stalled = true;
        attempt.abort();
      }, stallMs);
    };
    try {
      return await putFile(url, file, {
        ...options,
        signal: attempt.signal,
        onProgress: (progress) => {
          if (stalled) return;
          // Only a transport that reports progress part-way can be judged by its silence.
          if (timer !== undefined || (progress.loaded > 0 && progress.loaded < file.size)) arm();
          onProgress?.(progress);
        },
      });
    } catch (error) {
      if (stalled && !outer?.aborted) throw new UploadStalledError(stallMs, { cause: error });
      throw error;
    } finally {
      if (timer !== undefined) timers.clear(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  };
}
