'use client';
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
  /** Drops what is pending and stops the timer (on unmount). */
  cancel(): void;
}

const EMPTY: UploadAnnouncementValues = { added: [], rejected: [], uploaded: [], failed: [] };

/**
 * The throttle of the upload live region (issue 3 "Announcements"): a screen
 * reader hears "5 files uploaded." once, not five sentences that interrupt
 * each other. Plain JavaScript, driven from event handlers, never from render.
 */
export function createAnnouncementThrottle(now: () => number = Date.now): AnnouncementThrottle {
  let pending = EMPTY;
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Set while a flush waits for the end of the current task.
  let soon = false;
  // Bumped by cancel(), so that a flush already scheduled does nothing.
  let generation = 0;
  let announceLatest: (values: UploadAnnouncementValues) => void = () => {};

  function flush() {
    timer = undefined;
    soon = false;
    lastAt = now();
    const values = pending;
    pending = EMPTY;
    announceLatest(values);
  }

  return {
    push(kind, names, throttleMs, announce) {
      pending = { ...pending, [kind]: [...pending[kind], ...names] };
      announceLatest = announce;
      if (timer !== undefined || soon) return;
      const wait = lastAt + throttleMs - now();
      if (wait > 0) {
        timer = setTimeout(flush, wait);
        return;
      }
      // One `add()` emits `added` and `rejected` back to back: wait for the end
      // of the task so they make one sentence, as a single drop should.
      soon = true;
      const scheduled = generation;
      queueMicrotask(() => {
        if (scheduled === generation) flush();
      });
    },
    cancel() {
      generation++;
      clearTimeout(timer);
      timer = undefined;
      soon = false;
      pending = EMPTY;
    },
  };
}
