import { ACTIVE_STATUSES, progressOf, type UploadRecord } from './itemReducer';
import type { FileRejection, UploadItem, UploadQueueState } from './types';

export const NO_REJECTIONS: readonly FileRejection[] = Object.freeze([]);

/** Whether `item` is queued or at one of its steps: the one rule behind every `isUploading`. */
export function isUnderWay(item: UploadItem): boolean {
  return ACTIVE_STATUSES.has(item.status);
}

/** The queue's state from its records, pure: totals skip canceled and interrupted files; speed sums the files at their PUT. */
export function summarizeQueue(
  records: Iterable<UploadRecord>,
  rejections: readonly FileRejection[],
): UploadQueueState {
  const items: UploadItem[] = [];
  let loaded = 0;
  let total = 0;
  let remaining = 0;
  /** The summed speed of the files at their PUT; `null` while none has one. */
  let speed: number | null = null;
  let isUploading = false;
  let activePuts = 0;
  let allDone = true;
  for (const record of records) {
    const item = record.item;
    items.push(item);
    // A file at its PUT (never canceled or interrupted) adds its speed, once it has one.
    if (record.isPutting) {
      activePuts++;
      if (item.progress.bytesPerSecond !== null) speed = (speed ?? 0) + item.progress.bytesPerSecond;
    }
    // Canceled and interrupted files move no bytes: they stay out of the totals.
    const idle = item.status === 'canceled' || item.status === 'interrupted';
    allDone &&= idle || item.status === 'done';
    if (idle) continue;
    loaded += item.progress.loaded;
    total += item.size;
    if (isUnderWay(item)) {
      isUploading = true;
      // `sent` never exceeds the size (the reducer clamps it).
      remaining += item.isStored ? 0 : item.size - record.sent;
    }
  }
  return {
    items,
    // An empty queue is at 0 %; one whose files are all done (or set aside) at 100 %.
    // Only files at their PUT have a speed, and they are under way.
    progress: progressOf(loaded, total, allDone && items.length > 0, speed, remaining),
    activePuts,
    isUploading,
    rejections,
  };
}

/** The state of an empty queue, shared by every queue: frozen through. */
export const INITIAL_QUEUE_STATE: UploadQueueState = summarizeQueue([], NO_REJECTIONS);
Object.freeze(INITIAL_QUEUE_STATE.items);
Object.freeze(INITIAL_QUEUE_STATE.progress);
Object.freeze(INITIAL_QUEUE_STATE);
