'use client';
import {
  createUploadQueue,
  type UploadClient,
  type UploadQueue,
  type UploadQueueLiveOptions,
  type UploadQueueOptions,
} from '../../core/upload/createUploadQueue';
import type { UploadQueueEvent } from '../../core/upload/types';

/** The callbacks a component passes; the newest ones are called. */
type UploadCallbacks = Pick<UploadQueueOptions, 'onUploaded' | 'onError' | 'onSettled'>;

/** An {@link UploadQueue} owned by one component, as `useFileUpload` keeps it. */
export interface ComponentQueue extends UploadQueue {
  /** Starts a fresh engine if the current one was destroyed (StrictMode's mount, unmount, mount). */
  revive(): void;
  /** The client the next request goes to; running requests keep theirs. */
  setClient(client: UploadClient): void;
  /** The callbacks called from now on. */
  setCallbacks(callbacks: UploadCallbacks): void;
}

/**
 * Wraps the engine so that a component can hold one object for its whole
 * life, created once in `useState` and changed only from effects:
 *
 * - React's StrictMode runs effects as mount, unmount, mount on the same
 *   state. The unmount destroys the engine (uploads must stop when a
 *   component goes away), so `revive()` starts an idle one in its place.
 *   Subscribers and event listeners move along, and the actions stay the
 *   same functions, so nothing has to re-render or re-subscribe.
 * - The client and the callbacks are read when used, so a new client or an
 *   inline `onUploaded` never recreates the engine or cuts off uploads.
 */
export function createComponentQueue(client: UploadClient, options: UploadQueueOptions): ComponentQueue {
  let currentClient = client;
  let callbacks: UploadCallbacks = options;
  // Live options set so far, so that a revived engine starts with them.
  let live: UploadQueueLiveOptions = {};
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: UploadQueueEvent) => void>();

  const forwardingClient: UploadClient = {
    getPreUploadUrl: (...args) => currentClient.getPreUploadUrl(...args),
    putFile: (...args) => currentClient.putFile(...args),
    reportUploadSuccess: (...args) => currentClient.reportUploadSuccess(...args),
    // The durable record's scope is fixed by the first client (issue 12).
    baseUrl: client.baseUrl,
  };

  function start(): { queue: UploadQueue; detach: () => void } {
    const queue = createUploadQueue(forwardingClient, {
      ...options,
      ...live,
      onUploaded: (file, fileStoreId, item) => callbacks.onUploaded?.(file, fileStoreId, item),
      onError: (file, error, item) => callbacks.onError?.(file, error, item),
      onSettled: (file, item) => callbacks.onSettled?.(file, item),
    });
    const offState = queue.subscribe(() => {
      for (const listener of [...listeners]) listener();
    });
    const offEvents = queue.subscribeEvents((event) => {
      for (const listener of [...eventListeners]) listener(event);
    });
    return {
      queue,
      detach: () => {
        offState();
        offEvents();
      },
    };
  }

  let current = start();

  return {
    getState: () => current.queue.getState(),
    getInitialState: () => current.queue.getInitialState(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    subscribeEvents(listener) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
    add: (files) => current.queue.add(files),
    cancel: (id) => current.queue.cancel(id),
    retry: (id) => current.queue.retry(id),
    remove: (id) => current.queue.remove(id),
    clear: () => current.queue.clear(),
    getItem: (id) => current.queue.getItem(id),
    setOptions(next) {
      live = { ...live, ...next };
      current.queue.setOptions(next);
    },
    whenIdle: () => current.queue.whenIdle(),
    restore: () => current.queue.restore(),
    flush: () => current.queue.flush(),
    destroy() {
      current.detach();
      current.queue.destroy();
    },
    isDestroyed: () => current.queue.isDestroyed(),
    revive() {
      if (!current.queue.isDestroyed()) return;
      current = start();
      // The state object changed (a fresh, empty one): let readers see it.
      for (const listener of [...listeners]) listener();
    },
    setClient(next) {
      currentClient = next;
    },
    setCallbacks(next) {
      callbacks = next;
    },
  };
}
