import { createUrlAge } from './getPresignedDeadline';
import { createUploadRecord, itemReducer, type UploadAction } from './itemReducer';
import type { EngineOptions, UploadClient, UploadEngine, UploadQueue, UploadQueueOptions } from './queueTypes';
import { createStepRecovery, toUploadError } from './recoverStep';
import { runUpload, type UploadSteps } from './runUpload';
import { createUploadJournal } from './persist/createUploadJournal';
import type { Adoption, RestoredUpload } from './persist/planReconcile';
import { checkAdded, type Entry, findSameFile, sortByRank, waitingEntries } from './queueEntries';
import { createScheduler, type Slot } from './scheduler';
import { withStallWatch } from './stallWatch';
import { INITIAL_QUEUE_STATE, NO_REJECTIONS, summarizeQueue } from './summarizeQueue';
import { createNotifier, SYSTEM_CLOCK } from './timers';
import type { FileRejection, UploadableFile, UploadAddResult, UploadItem, UploadQueueState } from './types';
import { announce, createUploadEventHub } from './uploadEvents';

export type { UploadClient, UploadOptions, UploadQueue, UploadQueueCallbacks, UploadQueueLiveOptions, UploadQueueOptions } from './queueTypes';

/** Item ids: unique in the page, across queues. */
let idCount = 0;

/**
 * The upload engine: a store with one item per file, moving each through
 * GetPreUploadUrl → PUT → ReportUploadSuccess (docs/SERVICE.md §3) with
 * retries, presigned-URL refresh, stall detection, offline waiting and a
 * concurrency limit. No React, no DOM at import; works on a plain page.
 *
 * This file wires the parts and holds the public API: `runUpload` runs the
 * steps, `recoverStep` (with the shared retryer) decides after failures,
 * `itemReducer` is the only place an item changes, the scheduler assigns
 * slots, `withStallWatch` watches the PUT.
 *
 * @example
 * const queue = createUploadQueue(createChatbotClient({ baseUrl: '/api/chatbot' }), { accept: 'image/*' });
 * queue.subscribe(() => render(queue.getState()));
 * input.onchange = () => queue.add(input.files ?? []);
 */
export function createUploadQueue(client: UploadClient, options: UploadQueueOptions = {}): UploadQueue {
  return createUploadEngine({ ...options, client });
}

/**
 * {@link createUploadQueue}, with the client among its options. `client.baseUrl`
 * (the first client's) scopes the durable record; `notifyGapMs` is the least
 * time between two notifications.
 */
export function createUploadEngine(options: EngineOptions, notifyGapMs = 33): UploadEngine {
  let opts = options;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const now = () => clock.now();
  const recovery = createStepRecovery(options, clock);
  // URL ages run on the monotonic clock, never the wall clock, unless a clock is given.
  const urlAge = createUrlAge({ ...options, now: options.clock && now });
  const steps: UploadSteps = {
    getPreUploadUrl: (body, call) => opts.client.getPreUploadUrl(body, call),
    putFile: withStallWatch((url, file, call) => opts.client.putFile(url, file, call), () => opts.stallTimeoutMs ?? 30_000, clock, now),
    reportUploadSuccess: (body, call) => opts.client.reportUploadSuccess(body, call),
  };
  /** Items by id, in the order they were added (a Map keeps insertion order). */
  const entries = new Map<string, Entry>();
  let rejections: readonly FileRejection[] = NO_REJECTIONS;
  // Summarised when read, not on each change (a summary walks every item, and a file changes a few
  // times per step): at most once per notification, keeping its reference until the next change.
  const { changed, close, ...notifier } = createNotifier(clock, notifyGapMs);
  /** A restored item was placed: the items are put in order (`sortByRank`) when next read. */
  let unordered = false;
  const inOrder = () => {
    if (unordered) sortByRank(entries);
    unordered = false;
    return entries;
  };
  let state = INITIAL_QUEUE_STATE;
  let stale = false;
  const getState = (): UploadQueueState => {
    if (stale) {
      stale = false;
      state = summarizeQueue(inOrder().values(), rejections);
    }
    return state;
  };
  let destroyed = false;
  const idleWaiters: (() => void)[] = [];
  const settleIdle = () => {
    for (const resolve of idleWaiters.splice(0)) resolve();
  };
  // Cleared by destroy, the option callbacks with the listeners: nothing is told after it.
  const { emit, ...events } = createUploadEventHub(() => opts);
  // The durable record (off unless `persist`); it hears every change through `apply`.
  const journal = createUploadJournal(options.client.baseUrl, options, now, clock);

  const scheduler = createScheduler<Entry>(() => opts.concurrency ?? 6, () => waitingEntries(inOrder()), start);
  const pump = () => {
    if (!destroyed) scheduler.fill();
  };

  /** Marks the state changed (summarised when read); `whenIdle` is settled here, never by a frame. */
  function commit(): void {
    if (destroyed) return;
    stale = true;
    changed();
    // Summarised only while someone waits: the state is otherwise read lazily (getState).
    if (idleWaiters.length > 0 && !getState().isUploading) settleIdle();
  }

  function apply(entry: Entry, action: UploadAction): void {
    if (destroyed) return;
    Object.assign(entry, itemReducer(entry, action, now()));
    journal?.note(entry.item, action.type);
    commit();
    announce(action, entry.item, emit);
  }

  function stopRun(entry: Entry): void {
    const run = entry.run;
    // Forgotten first: nothing its abort sets off may change the item (see `alive`).
    entry.run = null;
    run?.abort();
  }

  /** Runs an item's steps in a slot, synchronously up to the first request (so it starts in the same tick). */
  async function start(entry: Entry, slot: Slot): Promise<void> {
    const run = (entry.run = new AbortController());
    const { signal } = run;
    // A stopped run (by itself, cancel, remove or destroy) gives its slot back at once.
    signal.addEventListener('abort', () => scheduler.release(slot));
    // Every way a run ends forgets it (stopRun), so only the item's current run may change it.
    const alive = () => entry.run === run;
    const dispatch = (action: UploadAction) => {
      if (!alive()) return;
      apply(entry, action);
      if (action.type === 'stored') {
        // Reports hold no slot: the next file may start while this one is reported.
        scheduler.release(slot);
        pump();
      }
    };
    const { untilOnline, recover } = recovery(entry, signal, dispatch);
    const { item } = entry;
    const end: UploadAction = await runUpload(steps, item.file, {
      recover,
      signal,
      contentType: item.type, // decided once, at add
      // A file already in storage is only reported again, with the same id.
      storedId: item.isStored ? item.fileStoreId : null,
      dispatch,
      // Every step waits for the network; once online, the PUT also for a place at storage (an offline file
      // holds none), the report also until the durable record says the file is stored (a reload finds it).
      beforeStep: (step) => {
        const online = untilOnline();
        const then = () => (step === 'put' ? scheduler.acquirePut(slot, signal) : step === 'report' ? journal?.written(item.id) : undefined);
        return online ? online.then(then) : then();
      },
      urlAge,
    }).then(
      () => ({ type: 'done' }),
      (error) => ({ type: 'failed', error: toUploadError(error) }),
    );
    // A stopped run (cancel, remove, destroy) ends here quietly. One that ended by itself gives its slot back
    // before the item settles, so callbacks see a free slot (aborting a finished run's signal does nothing).
    if (alive()) {
      stopRun(entry);
      apply(entry, end);
    }
    pump();
  }

  function add(files: Iterable<UploadableFile> | ArrayLike<UploadableFile>, refused: readonly FileRejection[] = []): UploadAddResult {
    // A developer's mistake: development names the fix; production keeps the fact.
    if (destroyed) throw new Error(process.env.NODE_ENV === 'production' ? 'Upload queue destroyed' : 'createUploadQueue: this queue was destroyed; create a new one.');
    const { accepted, resumable, ...checked } = checkAdded(Array.from(files as ArrayLike<UploadableFile>), opts, entries.values());
    const rejected = [...refused, ...checked.rejected];
    const at = now();
    const added: UploadItem[] = [];
    for (const file of accepted) {
      const resumed = findSameFile(resumable, file, file.size);
      const entry = resumed ?? create(file, at);
      if (resumed) apply(entry, { type: 'resumed', file });
      else journal?.note(entry.item, 'added');
      added.push(entry.item);
    }
    rejections = rejected.length > 0 ? Object.freeze(rejected) : NO_REJECTIONS;
    commit();
    if (added.length > 0) emit({ type: 'added', items: added });
    if (rejected.length > 0) emit({ type: 'rejected', rejections });
    pump();
    notifier.flush();
    return { accepted: added, rejected };
  }

  function create(file: UploadableFile, at: number, rank?: number): Entry {
    const id = `ck-upload-${++idCount}`;
    const entry: Entry = { ...createUploadRecord(id, file, at), run: null, rank };
    entries.set(id, entry);
    if (rank !== undefined) unordered = true;
    return entry;
  }

  /**
   * A record brought back by the journal: reported when stored, else interrupted (or queued with its bytes). One
   * file, one row: an item of the same file (chosen again, or done) supersedes an unfinished record (`restore`).
   */
  function adopt({ kind, file, size, fileStoreId, rank }: RestoredUpload): Adoption {
    const same = findSameFile(entries.values(), file, size, true);
    if (same && kind !== 'stored') return undefined;
    const joins = same && !same.item.isStored;
    const entry = joins ? same : create(file, now(), rank);
    if (joins) stopRun(entry);
    if (kind !== 'queued') apply(entry, { type: 'restored', size, fileStoreId });
    commit();
    if (!joins) emit({ type: 'added', items: [entry.item] });
    pump();
    return { itemId: entry.item.id, joined: !!joins };
  }

  /**
   * A user's action on one item, when its flag says the action applies (a stored file's report is never
   * cut off: `canCancel` is false then, and so is `canRemove`); told to listeners at once.
   */
  function act(id: string, can: 'canCancel' | 'canRetry' | 'canRemove', run: (entry: Entry) => void): boolean {
    const entry = entries.get(id);
    if (!entry || destroyed || !entry.item[can]) return false;
    run(entry);
    commit();
    pump();
    notifier.flush();
    return true;
  }

  function drop(entry: Entry): void {
    stopRun(entry);
    entries.delete(entry.item.id);
    journal?.note(entry.item, 'removed');
  }

  function clear(): void {
    if (destroyed) return;
    for (const entry of entries.values()) if (entry.item.canRemove) drop(entry);
    rejections = NO_REJECTIONS;
    commit();
    notifier.flush();
  }

  function destroy(): void {
    if (destroyed) return;
    // Set first: nothing that the aborts set off may update state or call back.
    destroyed = true;
    for (const entry of entries.values()) stopRun(entry);
    journal?.destroy();
    events.clear();
    // A change made before destroy may still wait for its frame: it is dropped with the listeners.
    close();
    settleIdle();
  }

  return {
    ...notifier,
    getState,
    getInitialState: () => INITIAL_QUEUE_STATE,
    subscribeEvents: events.subscribe,
    add,
    cancel: (id) =>
      act(id, 'canCancel', (entry) => {
        stopRun(entry);
        apply(entry, { type: 'canceled' });
      }),
    retry: (id) => act(id, 'canRetry', (entry) => apply(entry, { type: 'restarted' })),
    remove: (id) => act(id, 'canRemove', drop),
    clear,
    getItem: (id) => entries.get(id)?.item,
    renew: () => createUploadEngine(options, notifyGapMs),
    setOptions(next) {
      const more = (next.concurrency ?? 6) > (opts.concurrency ?? 6);
      opts = { ...opts, ...next };
      // Only more room starts anything, so the hook may pass its client and callbacks during a commit.
      if (more) pump();
    },
    whenIdle: () => new Promise<void>((resolve) => (destroyed || !getState().isUploading ? resolve() : idleWaiters.push(resolve))),
    restore: () => (journal && !destroyed ? journal.restore(adopt) : Promise.resolve()),
    destroy,
    isDestroyed: () => destroyed,
  };
}
