import { createSubscribable, reportListenerError, type Subscribable } from '../createSubscribable';
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

/**
 * The queue's event listeners plus the option callbacks, called as events
 * happen (never batched per frame). `callbacks()` is read at each event, so
 * `setOptions` takes effect at once. A listener or callback that throws is
 * reported and the others still run: it never breaks the upload engine.
 */
export function createUploadEventHub(callbacks: () => UploadQueueCallbacks): Subscribable<[UploadQueueEvent]> {
  const listeners = createSubscribable<[UploadQueueEvent]>();
  return {
    ...listeners,
    emit(event) {
      // Read before any listener runs: one that calls setOptions changes the callbacks of the next event only.
      const { onUploaded, onError, onSettled } = callbacks();
      listeners.emit(event);
      try {
        const { type, item } = event as { type: string; item: never };
        if (type === 'uploaded') onUploaded?.(item);
        else if (type === 'failed') onError?.(item);
        else if (type === 'settled') onSettled?.(item);
      } catch (error) {
        reportListenerError(error);
      }
    },
  };
}
