import { createSubscribable, type Subscribable } from '../createSubscribable';
import type { UploadAction } from './itemReducer';
import type { UploadQueueCallbacks } from './queueTypes';
import type { UploadItem, UploadQueueEvent } from './types';

/**
 * Emits the events an action on an item announces (the queue's only source of
 * events, so an event can never disagree with the state it follows).
 */
export function announce(action: UploadAction, item: UploadItem, emit: (event: UploadQueueEvent) => void): void {
  const { type } = action;
  // An event is its action with the item (no copy is made for the many actions that announce nothing).
  switch (type) {
    case 'waiting-for-network':
      if (action.waiting) emit({ type, item });
      return;
    case 'done':
      emit({ type: 'uploaded', item, fileStoreId: item.fileStoreId! });
      return emit({ type: 'settled', item });
    case 'failed':
    case 'canceled':
      emit({ ...action, item });
      return emit({ type: 'settled', item });
    case 'step':
    case 'url-refreshed':
    case 'retrying':
    case 'restarted':
      emit({ ...action, item });
  }
}

/** The option callback each event calls, with its item. */
const CALLBACK_OF = { uploaded: 'onUploaded', failed: 'onError', settled: 'onSettled' } as const;

/**
 * The queue's event listeners, the option callback of each event first (read
 * at each event, so `setOptions` takes effect at once). A listener or callback
 * that throws is reported and the others still run (`createSubscribable`).
 */
export function createUploadEventHub(callbacks: () => UploadQueueCallbacks): Subscribable<[UploadQueueEvent]> {
  const listeners = createSubscribable<[UploadQueueEvent]>();
  listeners.subscribe((event) => {
    const callback = callbacks()[CALLBACK_OF[event.type as keyof typeof CALLBACK_OF]] as ((item: UploadItem) => void) | undefined;
    callback?.((event as { item: UploadItem }).item);
  });
  return listeners;
}
