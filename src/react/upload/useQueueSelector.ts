'use client';
import { useMemo, useSyncExternalStore } from 'react';
import type { UploadQueue } from '../../core/upload/createUploadQueue';
import type { UploadItem, UploadQueueState } from '../../core/upload/types';

/**
 * Reads the queue's state through `useSyncExternalStore`, but keeps the
 * state it last returned while `isSame(kept, current)` holds: the component
 * re-renders only when what it shows changed. A progress event changes the
 * state (its totals, one item), so a component that shows only the order
 * and statuses of the files, or only `isUploading`, skips it.
 *
 * The state it returns is current in what `isSame` compares and may be
 * older in the rest: read only those parts. Without `isSame` it is
 * `queue.getState()` itself.
 */
export function useQueueSelector(queue: UploadQueue, isSame?: (kept: UploadQueueState, next: UploadQueueState) => boolean): UploadQueueState {
  // One kept state per (queue, isSame); a new `isSame` starts from the current state.
  const read = useMemo(() => (isSame ? keeping(queue.getState, isSame) : queue.getState), [queue, isSame]);
  return useSyncExternalStore(queue.subscribe, read, queue.getInitialState);
}

/** The kept value while `isSame(kept, next)` holds, else the next one (kept from then on). */
function keeping<T>(read: () => T, isSame: (kept: NonNullable<T>, next: NonNullable<T>) => boolean): () => T {
  let kept: T | undefined;
  return () => {
    const next = read();
    if (kept == null || next == null || !isSame(kept, next)) kept = next;
    return kept as T;
  };
}

/**
 * One item of the queue, by id, the same way: kept while `isSame(kept,
 * current)` holds, so the component re-renders only when what it shows
 * changed. `undefined` once the item is gone.
 */
export function useQueueItem(queue: UploadQueue, id: string, isSame?: (kept: UploadItem, next: UploadItem) => boolean): UploadItem | undefined {
  const read = useMemo(() => {
    const current = () => queue.getItem(id);
    return isSame ? keeping(current, isSame) : current;
  }, [queue, id, isSame]);
  return useSyncExternalStore(queue.subscribe, read, read);
}

/**
 * Same files in the same order with the same statuses, the same
 * `isUploading` and the same rejections: what a list's outline and a
 * dropzone's layout show. Progress, speed and the items' other fields are
 * left out (each row reads its own item).
 */
export function sameOutline(kept: UploadQueueState, next: UploadQueueState): boolean {
  if (kept === next) return true;
  if (kept.isUploading !== next.isUploading || kept.rejections !== next.rejections || kept.items.length !== next.items.length) return false;
  return kept.items.every((item, i) => {
    const other = next.items[i]!;
    return item === other || (item.id === other.id && item.status === other.status);
  });
}
