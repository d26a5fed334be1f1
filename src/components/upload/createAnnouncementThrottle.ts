import type { UploadAnnouncementValues } from './uploadLabels';

/** Merges announcements and lets at most one through per `throttleMs`. */
export interface AnnouncementThrottle {
  /**
   * Adds what just happened (names of files `added`, `rejected`, …). The first announcement goes out at the end of
   * the current task; later ones wait until `throttleMs` after the previous
   * one. Whatever happens in between is merged.
   */
  push(
    kind: keyof UploadAnnouncementValues,
    names: readonly string[],
    throttleMs: number,
    announce: (values: UploadAnnouncementValues) => void,
  ): void;
  /** Drops what is pending; a flush already scheduled then does nothing (on unmount). */
  cancel(): void;
}

const EMPTY: UploadAnnouncementValues = { added: [], rejected: [], uploaded: [], failed: [] };

/**
 * The throttle of the upload live region: a screen
 * reader hears "5 files uploaded." once, not five sentences that interrupt
 * each other. Plain JavaScript, driven from event handlers, never from render.
 */
export function createAnnouncementThrottle(): AnnouncementThrottle {
  let pending = EMPTY;
  let lastAt = -Infinity;
  // The flush under way (behind a timer, or at the end of the task), as a
  // token of its own: cancel() forgets it, so a flush already scheduled does
  // nothing when it comes (it finds another token, or none).
  let waiting: object | undefined;
  let announceLatest: (values: UploadAnnouncementValues) => void;

  return {
    push(kind, names, throttleMs, announce) {
      pending = { ...pending, [kind]: [...pending[kind], ...names] };
      announceLatest = announce;
      if (waiting) return;
      const token = (waiting = {});
      const flush = () => {
        if (waiting !== token) return;
        waiting = undefined;
        lastAt = Date.now();
        const values = pending;
        pending = EMPTY;
        announceLatest(values);
      };
      const wait = lastAt + throttleMs - Date.now();
      // One `add()` emits `added` and `rejected` back to back: the first
      // announcement waits for the end of the task so they make one sentence,
      // as a single drop should.
      if (wait > 0) setTimeout(flush, wait);
      else queueMicrotask(flush);
    },
    cancel() {
      waiting = undefined;
      pending = EMPTY;
    },
  };
}
