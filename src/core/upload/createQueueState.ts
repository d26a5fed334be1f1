import { createNotifier, type FrameScheduler } from '../createStore';
import type { Entry } from './queueEntries';
import { INITIAL_QUEUE_STATE, summarizeQueue } from './summarizeQueue';
import type { FileRejection, UploadQueueState } from './types';

/** The queue's state as {@link createQueueState} makes it. */
export interface QueueState {
  getState(): UploadQueueState;
  getInitialState(): UploadQueueState;
  subscribe(listener: () => void): () => void;
  flush(): void;
  /** Something changed: the next `getState()` summarises again, and listeners hear of it (batched per frame). */
  changed(): void;
}

/**
 * The queue's published state, summarised when it is read, not when it
 * changes (issue 15 §4). A file changes a few times per step, and each
 * summary walks every item: with 1,000 files, summarising on each change made
 * a drop quadratic. Read lazily, it is summarised about once per frame (when
 * the UI reads it) and never for nobody. `getState()` is always current and
 * keeps its reference until the next change; the notifier only batches the
 * notifications.
 */
export function createQueueState(
  entries: ReadonlyMap<string, Entry>,
  rejections: () => readonly FileRejection[],
  schedule: FrameScheduler | 'sync' | undefined,
): QueueState {
  const { changed, ...notifier } = createNotifier(schedule);
  let state = INITIAL_QUEUE_STATE;
  let stale = false;
  return {
    ...notifier,
    getState() {
      if (stale) {
        stale = false;
        state = summarizeQueue(Array.from(entries.values(), (entry) => entry.record), rejections());
      }
      return state;
    },
    getInitialState: () => INITIAL_QUEUE_STATE,
    changed() {
      stale = true;
      changed();
    },
  };
}
