/**
 * A tiny external store (DESIGN.md "Core apart from React"): `getState`,
 * `setState`, `subscribe`. State that outlives a render lives here and React
 * reads it with `useSyncExternalStore`.
 *
 * `getState()` is always current; only the notifications are batched. With
 * the default schedule they are never closer than 33 ms (two frames at 60
 * Hz), so no frame paints two renders however many progress events an
 * upload fires.
 *
 * The store never asks for an animation frame. A change is notified at the
 * end of its task (a microtask, so the changes of one task come as one) when
 * the last notification was 33 ms or more ago; a closer one waits, on a
 * timer, until 33 ms have passed. A caller that knows its change ends its
 * task (the upload queue, for a progress event) has it notified at once
 * instead of in a microtask. Asking for a frame would make the browser run a
 * whole frame per change even for a listener that draws nothing (a headless
 * consumer); a UI listener's DOM write asks for the frame it needs by itself.
 * Timers also keep running in a background tab, where animation frames stop
 * (Chrome slows timers there to once a second, and to once a minute after
 * five hidden minutes).
 *
 * Notifications are for rendering only: nothing may wait for them. One may
 * come late (a background tab, a loaded machine), so the upload queue
 * settles `whenIdle()` and delivers its events as changes happen, and tests
 * read `getState()` (after `flush()` if they need the listeners run).
 */

import { createSubscribable } from './createSubscribable';

/**
 * Runs `callback` later, once; returns a function that cancels it. It
 * schedules a store's batched notification (despite the name, any timing:
 * a microtask, a timer, an animation frame).
 */
export type FrameScheduler = (callback: () => void) => () => void;

/** Options of `createStore`. */
export interface StoreOptions {
  /**
   * When to notify listeners after one or more `setState` calls.
   * `'sync'` notifies inside every `setState` (no batching).
   * @default at the end of the task, or, within 33 ms of the last notification, once 33 ms
   * have passed (never two notifications within two frames)
   */
  schedule?: FrameScheduler | 'sync';
}

/** The store made by `createStore`. */
export interface Store<T> {
  /** The current state. Same reference until the next `setState` that changes it. */
  getState(): T;
  /** The state the store was created with (a stable server snapshot for `useSyncExternalStore`). */
  getInitialState(): T;
  /**
   * Replaces the state (or derives it from the previous one). A result that is
   * `Object.is`-equal to the current state changes nothing and notifies no one.
   */
  setState(next: T | ((previous: T) => T)): void;
  /** Calls `listener` after the state changed (batched, at least 33 ms apart). Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Notifies now if a batched notification is pending (tests, teardown, before reading in a callback). */
  flush(): void;
}

/** Runs `callback` at the end of the current task, unless cancelled first. */
const atTaskEnd: FrameScheduler = (callback) => {
  let isLive = true;
  queueMicrotask(() => isLive && callback());
  return () => (isLive = false);
};

/** The least time between two notifications: two frames at 60 Hz, so no frame paints two renders. */
const NOTIFY_GAP_MS = 33;

/** The part of a store that notifies: listeners told of changes in batches at least 33 ms apart (or `gapMs`). */
export interface Notifier {
  /** Calls `listener` after a change (batched). Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Something changed: listeners hear of it at the end of the task or after the gap (at once with `'sync'`). */
  changed(): void;
  /** Notifies now if a batched notification is pending. */
  flush(): void;
  /** Drops a pending notification and every listener: nothing is heard of again (a destroyed queue). */
  close(): void;
}

/**
 * The batched notification of `createStore`, on its own for a state
 * that is derived when read (the upload queue summarises its state when it is
 * read), so it needs no state held here. `gapMs` is the least time between
 * two notifications with the default schedule: a listener that renders a
 * lot per notification (a component's upload list) asks for more than 33.
 */
export function createNotifier(schedule?: FrameScheduler | 'sync', gapMs = NOTIFY_GAP_MS): Notifier {
  const listeners = createSubscribable();
  let isPending = false;
  let cancelPending: (() => void) | null = null;
  /** When the last notification ran. */
  let notifiedAt = -Infinity;

  function notify(): void {
    isPending = false;
    cancelPending = null;
    notifiedAt = performance.now();
    listeners.emit();
  }

  /** The default schedule: at the end of the task, or once `gapMs` has passed since the last notification. */
  function scheduleDefault(): () => void {
    const wait = notifiedAt + gapMs - performance.now();
    if (wait <= 0) return atTaskEnd(notify);
    const handle = setTimeout(notify, wait);
    return () => clearTimeout(handle);
  }

  return {
    subscribe: listeners.subscribe,
    changed() {
      if (schedule === 'sync') {
        notify();
      } else if (!isPending) {
        isPending = true;
        const cancel = schedule ? schedule(notify) : scheduleDefault();
        // A scheduler may run the callback at once; then there is nothing to cancel.
        if (isPending) cancelPending = cancel;
      }
    },
    flush() {
      if (!isPending) return;
      cancelPending?.();
      notify();
    },
    close() {
      cancelPending?.();
      isPending = false;
      listeners.clear();
    },
  };
}

/**
 * Makes a store holding `initialState`.
 * @example
 * const store = createStore({ count: 0 });
 * store.subscribe(() => console.info(store.getState().count));
 * store.setState((s) => ({ count: s.count + 1 }));
 */
export function createStore<T>(initialState: T, options: StoreOptions = {}): Store<T> {
  let state = initialState;
  // A store is never closed (its listeners go as they unsubscribe): `close` stays off its API.
  const { changed, close: _close, ...notifier } = createNotifier(options.schedule);
  return {
    ...notifier,
    getState: () => state,
    getInitialState: () => initialState,
    setState(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      changed();
    },
  };
}
