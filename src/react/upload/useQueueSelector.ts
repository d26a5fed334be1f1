'use client';
import { useMemo, useSyncExternalStore } from 'react';
import type { UploadQueue } from '../../core/upload/createUploadQueue';
import type { UploadQueueState } from '../../core/upload/types';

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
  const read = useMemo(() => {
    if (!isSame) return queue.getState;
    let kept: UploadQueueState | undefined;
    return () => {
      const next = queue.getState();
      if (kept === undefined || !isSame(kept, next)) kept = next;
      return kept;
    };
  }, [queue, isSame]);
  return useSyncExternalStore(queue.subscribe, read, queue.getInitialState);
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
