import { createSubscribable } from '../../core/createSubscribable';
import {
  createUploadEngine,
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
  /** The client the next request goes to (running requests keep theirs), and the callbacks called from now on. */
  setLatest(client: UploadClient, callbacks: UploadCallbacks): void;
}

const CALLBACKS = ['onUploaded', 'onError', 'onSettled'] as const satisfies readonly (keyof UploadCallbacks)[];

/**
 * The least time between two renders the queue asks of its components, in
 * ms: four a second. Each render of the list lays out and paints the rows
 * that changed, and an upload changes them on every progress event and
 * nearly every network answer: at the engine's 33 ms a big upload's page
 * spends its time drawing, and a bulk upload's network answers wait to be
 * read. What the user does (`add`, `cancel`, …) still shows at once: the
 * engine tells of its actions without a gap.
 */
const COMPONENT_NOTIFY_GAP_MS = 250;

/**
 * Functions that call each of `methods` on whatever `target()` returns at
 * call time, or do nothing where it has none (an optional callback): one
 * table instead of a hand-written forwarder per method.
 */
function forwardTo<T, K extends keyof T>(target: () => T, methods: readonly K[]): Required<Pick<T, K>> {
  return Object.fromEntries(
    methods.map((name) => [
      name,
      (...args: unknown[]) => {
        const to = target();
        return (to[name] as ((...a: unknown[]) => unknown) | undefined)?.apply(to, args);
      },
    ]),
  ) as Required<Pick<T, K>>;
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
 *   inline `onUploaded` never recreates the engine or cuts off uploads. The
 *   engine reads the client itself (`createUploadEngine`); the durable
 *   record keeps the first client's `baseUrl` as its scope.
 */
export function createComponentQueue(client: UploadClient, options: UploadQueueOptions): ComponentQueue {
  let currentClient = client;
  let callbacks: UploadCallbacks = options;
  // Live options set so far, so that a revived engine starts with them.
  let live: UploadQueueLiveOptions = {};
  // Listeners that outlive any one engine.
  const states = createSubscribable();
  const events = createSubscribable<[UploadQueueEvent]>();

  // Each engine feeds the listeners that outlive it. Nothing unsubscribes it:
  // a destroyed engine neither emits an event nor changes its state (its
  // `destroyed` flag is set before anything else), and holds the listeners
  // only until it is collected.
  function start(): UploadQueue {
    const queue = createUploadEngine(
      () => currentClient,
      client.baseUrl,
      { ...options, ...live, ...forwardTo(() => callbacks, CALLBACKS) },
      COMPONENT_NOTIFY_GAP_MS,
    );
    queue.subscribe(states.emit);
    queue.subscribeEvents(events.emit);
    return queue;
  }

  let current = start();
  // Each of the engine's methods, on the engine of the moment: the functions
  // stay the same across revive(). (Its object holds methods only.)
  const methods = forwardTo(() => current, Object.keys(current) as (keyof UploadQueue)[]);
  return {
    ...methods,
    subscribe: states.subscribe,
    subscribeEvents: events.subscribe,
    setOptions(next) {
      live = { ...live, ...next };
      current.setOptions(next);
    },
    revive() {
      if (!current.isDestroyed()) return;
      current = start();
      // The state object changed (a fresh, empty one): let readers see it.
      states.emit();
    },
    setLatest(nextClient, nextCallbacks) {
      currentClient = nextClient;
      callbacks = nextCallbacks;
    },
  };
}
