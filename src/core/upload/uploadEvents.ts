import type { UploadAction } from './itemReducer';
import type { UploadQueueCallbacks } from './queueTypes';
import type { UploadItem, UploadQueueEvent } from './types';

/**
 * The events an action on an item announces (the queue's only source of
 * events, so an event can never disagree with the state it follows).
 */
export function eventsOf(action: UploadAction, item: UploadItem): UploadQueueEvent[] {
  const { type } = action;
  // An event is its action with the item (no copy is made for the many actions that announce nothing).
  switch (type) {
    case 'step':
    case 'url-refreshed':
    case 'retrying':
    case 'restarted':
      return [{ ...action, item }];
    case 'waiting-for-network':
      return action.waiting ? [{ type, item }] : [];
    case 'done':
      return [{ type: 'uploaded', item, fileStoreId: item.fileStoreId! }, { type: 'settled', item }];
    case 'failed':
    case 'canceled':
      return [{ ...action, item }, { type: 'settled', item }];
    default:
      return [];
  }
}

/** Event listeners plus the option callbacks, called as events happen (never batched per frame). */
export interface UploadEventHub {
  subscribe(listener: (event: UploadQueueEvent) => void): () => void;
  emit(event: UploadQueueEvent): void;
  clear(): void;
}

/** Makes the hub; `callbacks()` is read at each event, so `setOptions` takes effect at once. */
export function createUploadEventHub(callbacks: () => UploadQueueCallbacks): UploadEventHub {
  const listeners = new Set<(event: UploadQueueEvent) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      // Read before any listener runs: one that calls setOptions changes the callbacks of the next event only.
      const { onUploaded, onError, onSettled } = callbacks();
      const call = (fn: () => void) => {
        try {
          fn();
        } catch (error) {
          // A throwing callback must not break the upload engine; surface it without stopping.
          queueMicrotask(() => {
            throw error;
          });
        }
      };
      for (const listener of [...listeners]) call(() => listener(event));
      if (event.type === 'uploaded') call(() => onUploaded?.(event.item.file, event.fileStoreId, event.item));
      else if (event.type === 'failed') call(() => onError?.(event.item.file, event.error, event.item));
      else if (event.type === 'settled') call(() => onSettled?.(event.item.file, event.item));
    },
    clear: () => listeners.clear(),
  };
}
