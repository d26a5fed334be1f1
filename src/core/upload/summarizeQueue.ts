import { ACTIVE_STATUSES, type UploadRecord } from './itemReducer';
import type { FileRejection, UploadItem, UploadProgressInfo, UploadQueueState } from './types';

const EMPTY_PROGRESS: UploadProgressInfo = Object.freeze({
  loaded: 0,
  total: 0,
  percent: 0,
  bytesPerSecond: null,
  etaSeconds: null,
});

export const NO_REJECTIONS: readonly FileRejection[] = Object.freeze([]);

/** The state of an empty queue. */
export const INITIAL_QUEUE_STATE: UploadQueueState = Object.freeze({
  items: Object.freeze([]) as readonly UploadItem[],
  progress: EMPTY_PROGRESS,
  activePuts: 0,
  isUploading: false,
  rejections: NO_REJECTIONS,
});

/**
 * The queue's state from its records, in order: pure. Totals run over the
 * files that are not canceled (issue 3); speed sums the files uploading; the
 * time left counts the bytes not yet in storage.
 */
export function summarizeQueue(records: readonly UploadRecord[], rejections: readonly FileRejection[]): UploadQueueState {
  const items: UploadItem[] = [];
  let loaded = 0;
  let total = 0;
  let remaining = 0;
  let speed = 0;
  let hasSpeed = false;
  let isUploading = false;
  let activePuts = 0;
  let allDone = records.length > 0;
  for (const record of records) {
    const item = record.item;
    items.push(item);
    if (record.isPutting) activePuts++;
    // Canceled and interrupted files move no bytes: they stay out of the totals.
    const idle = item.status === 'canceled' || item.status === 'interrupted';
    if (item.status !== 'done') allDone = allDone && idle;
    if (idle) continue;
    loaded += item.progress.loaded;
    total += item.size;
    if (ACTIVE_STATUSES.has(item.status)) {
      isUploading = true;
      remaining += item.isStored ? 0 : Math.max(0, item.size - record.sent);
    }
    if (item.status === 'uploading' && item.progress.bytesPerSecond !== null) {
      speed += item.progress.bytesPerSecond;
      hasSpeed = true;
    }
  }
  const progress: UploadProgressInfo =
    records.length === 0
      ? EMPTY_PROGRESS
      : {
          loaded,
          total,
          percent: total > 0 ? Math.floor((loaded * 100) / total) : allDone ? 100 : 0,
          bytesPerSecond: hasSpeed ? speed : null,
          etaSeconds: hasSpeed && speed > 0 && isUploading ? Math.ceil(remaining / speed) : null,
        };
  return { items, progress, activePuts, isUploading, rejections };
}
