import { BusinessError } from '../errors/BusinessError';
import { ChatbotError } from '../errors/ChatbotError';
import { UploadUrlExpiredError } from '../errors/UploadUrlExpiredError';
import { createStore, type FrameScheduler } from '../createStore';
import type { ChatbotClient } from '../types';
import { classifyError, getRetryAfterSeconds } from '../retry/classifyError';
import { computeBackoff } from '../retry/computeBackoff';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../retry/retryPolicy';
import { createOnlineSource, type OnlineSource } from './createOnlineSource';
import { getPresignedDeadline, isPresignedUrlExpired, PRESIGNED_URL_TTL_MS } from './getPresignedDeadline';
import { UploadStalledError } from './UploadStalledError';
import { validateFiles } from './validateFiles';
import type {
  FileRejection,
  UploadableFile,
  UploadAddResult,
  UploadItem,
  UploadProgressInfo,
  UploadQueueEvent,
  UploadQueueState,
  UploadStatus,
  UploadStep,
  UploadValidationOptions,
} from './types';

/** The part of {@link ChatbotClient} the queue uses: the three upload steps. */
export type UploadClient = Pick<ChatbotClient, 'getPreUploadUrl' | 'putFile' | 'reportUploadSuccess'>;

/** Options of {@link createUploadQueue}. */
export interface UploadQueueOptions extends UploadValidationOptions {
  /** Files uploading at once; also the most PUTs in flight. @default 3 */
  concurrency?: number;
  /** Retry policy for each step. @default {@link DEFAULT_RETRY_POLICY} (3 tries, 1 s base, 20 s cap) */
  retry?: Partial<RetryPolicy>;
  /**
   * How many times an expired presigned URL is replaced by a fresh one
   * (issue 3: "at most twice"); after that the item fails.
   * @default 2
   */
  maxUrlRefreshes?: number;
  /** The service's lifetime of a presigned URL (SERVICE.md §4.1 rule 2). @default 300000 (5 minutes) */
  urlTtlMs?: number;
  /**
   * A URL this close to its deadline is treated as expired before the PUT
   * starts (clock skew and the time the request takes to arrive).
   * @default 15000
   */
  expiryMarginMs?: number;
  /** How far the signer's clock may differ from ours; see `getPresignedDeadline`. @default 900000 */
  maxClockSkewMs?: number;
  /**
   * A PUT with no progress for this long is aborted and retried (issue 3
   * "Stall"). The watch starts once the PUT has reported progress part-way
   * (XMLHttpRequest does; the fetch fallback only reports start and end, so a
   * long fetch upload is never mistaken for a stalled one). `0` turns it off.
   * @default 30000
   */
  stallTimeoutMs?: number;
  /** Called when a file was uploaded and reported. */
  onUploaded?: ((file: UploadableFile, fileStoreId: string, item: UploadItem) => void) | undefined;
  /** Called when a file failed for good (after its retries). */
  onError?: ((file: UploadableFile, error: ChatbotError, item: UploadItem) => void) | undefined;
  /** Called when a file is done, failed or canceled. */
  onSettled?: ((file: UploadableFile, item: UploadItem) => void) | undefined;
  /** The clock. @default Date.now */
  now?: () => number;
  /** Timer used for backoff and stall detection. @default globalThis.setTimeout */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  /** Clears a timer made by `setTimeout`. @default globalThis.clearTimeout */
  clearTimeout?: (handle: unknown) => void;
  /** Schedules batched store notifications. @default requestAnimationFrame, else a 16 ms timeout */
  scheduleFrame?: FrameScheduler | 'sync';
  /** Random numbers in [0, 1) for backoff jitter. @default Math.random */
  random?: () => number;
  /** Whether the browser is online. @default navigator.onLine and the window `online` event */
  online?: OnlineSource;
  /** Prefix of item ids. @default 'ck-upload-<n>-' */
  idPrefix?: string;
}

/** Options that `setOptions` can change on a live queue. */
export type UploadQueueLiveOptions = UploadValidationOptions &
  Pick<UploadQueueOptions, 'concurrency' | 'onUploaded' | 'onError' | 'onSettled' | 'stallTimeoutMs'>;

/** The queue made by {@link createUploadQueue}. Framework-free: use it from a plain page or through `useFileUpload`. */
export interface UploadQueue {
  /** The current state. Same reference until something changes. */
  getState(): UploadQueueState;
  /** The empty state the queue started with (a stable server snapshot). */
  getInitialState(): UploadQueueState;
  /** Calls `listener` after changes, at most once per animation frame. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` for every event as it happens (not batched). Returns the unsubscribe function. */
  subscribeEvents(listener: (event: UploadQueueEvent) => void): () => void;
  /** Validates `files`, queues the accepted ones and starts them as slots free up. */
  add(files: Iterable<UploadableFile> | ArrayLike<UploadableFile>): UploadAddResult;
  /**
   * Stops an upload that has not reached storage: aborts the request or the
   * PUT, sends no report. Returns false when there was nothing to cancel
   * (finished, or already reporting: the file is stored and the report is
   * never cut off, so it can never be sent twice).
   */
  cancel(id: string): boolean;
  /**
   * Starts a failed or canceled item again with fresh attempts. A file that
   * already reached storage is only reported again, never PUT again.
   */
  retry(id: string): boolean;
  /** Cancels the item if needed and drops it from the queue. */
  remove(id: string): boolean;
  /** Removes every item (canceling active ones) and forgets the last rejections. */
  clear(): void;
  /** The item with this id, if any. */
  getItem(id: string): UploadItem | undefined;
  /** Changes validation, concurrency, stall timeout or callbacks of a live queue. */
  setOptions(options: UploadQueueLiveOptions): void;
  /** Resolves once no item is queued or in progress. */
  whenIdle(): Promise<void>;
  /** Delivers a pending batched notification now. */
  flush(): void;
  /** Aborts everything, stops all timers and events. The queue cannot be used afterwards. */
  destroy(): void;
  /** True after `destroy()`. */
  isDestroyed(): boolean;
}

const EMPTY_PROGRESS: UploadProgressInfo = Object.freeze({
  loaded: 0,
  total: 0,
  percent: 0,
  bytesPerSecond: null,
  etaSeconds: null,
});

const NO_REJECTIONS: readonly FileRejection[] = Object.freeze([]);

const INITIAL_STATE: UploadQueueState = Object.freeze({
  items: Object.freeze([]) as readonly UploadItem[],
  progress: EMPTY_PROGRESS,
  activePuts: 0,
  isUploading: false,
  rejections: NO_REJECTIONS,
});

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['queued', 'requesting', 'uploading', 'reporting']);

/** Speed smoothing: time constant of the exponential moving average, and the shortest sample window. */
const SPEED_TAU_MS = 2000;
const SPEED_MIN_WINDOW_MS = 250;

let queueCount = 0;

/** One run of an item: cancel or retry starts a new one, so late answers of the old run are ignored. */
interface Run {
  readonly controller: AbortController;
  hasSlot: boolean;
  isPutting: boolean;
}

interface Entry {
  item: UploadItem;
  readonly file: UploadableFile;
  /** The next thing to do. */
  step: UploadStep;
  /** The presigned URL with the FileStoreId it belongs to; replaced as a pair, never mixed. */
  grant: { url: string; fileStoreId: string; deadline: number } | null;
  /** The FileStoreId whose PUT succeeded: the only id ever reported. */
  storedId: string | null;
  /** Retryable failures per step (offline waits and URL refreshes do not count). */
  failures: Record<UploadStep, number>;
  refreshes: number;
  run: Run | null;
  /** Bytes the current PUT has really sent (the shown progress may be higher, from an earlier try). */
  rawLoaded: number;
  speed: number | null;
  sampleAt: number;
  sampleLoaded: number;
}

/** Changes to an item; published as a new frozen `UploadItem`. */
type ItemPatch = { [K in keyof UploadItem]?: UploadItem[K] };

/**
 * The upload engine (issue 3): a store with one item per file, moving each
 * through GetPreUploadUrl → PUT → ReportUploadSuccess (SERVICE.md §3) with
 * retries, presigned-URL refresh, stall detection, offline waiting and a
 * concurrency limit. No React, no DOM at import; works on a plain page.
 *
 * Rules it keeps (issue 3, and the project standard "an upload that reached
 * storage is never uploaded twice nor reported twice; a failed report is
 * retried alone"):
 * - the URL is asked for just before the PUT, never when the file is queued;
 * - an expired URL (by its deadline before the PUT, or by the PUT's "Request
 *   has expired") is replaced at most `maxUrlRefreshes` times, each time with
 *   its new FileStoreId; a stale FileStoreId is never reported;
 * - once the PUT succeeded only the report is retried, with the same id;
 * - progress shown never goes backwards across retries.
 *
 * @example
 * const queue = createUploadQueue(createChatbotClient({ baseUrl: '/api/chatbot' }), { accept: 'image/*' });
 * queue.subscribe(() => render(queue.getState()));
 * input.onchange = () => queue.add(input.files ?? []);
 */
export function createUploadQueue(client: UploadClient, options: UploadQueueOptions = {}): UploadQueue {
  let opts: UploadQueueOptions = { ...options };
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...stripUndefined(options.retry) };
  const maxUrlRefreshes = options.maxUrlRefreshes ?? 2;
  const expiryMarginMs = options.expiryMarginMs ?? 15_000;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  // Timers and the online source are read lazily: creating a queue touches no global
  // (React may create and drop one during render, and servers render too).
  const setTimer = (callback: () => void, ms: number): unknown =>
    (options.setTimeout ?? ((cb: () => void, t: number) => globalThis.setTimeout(cb, t)))(callback, ms);
  const clearTimer = (handle: unknown): void =>
    (options.clearTimeout ?? ((h: unknown) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>)))(handle);
  let onlineSource: OnlineSource | undefined = options.online;
  const online = (): OnlineSource => (onlineSource ??= createOnlineSource());

  const idPrefix = options.idPrefix ?? `ck-upload-${++queueCount}-`;
  let idCount = 0;

  const store = createStore<UploadQueueState>(INITIAL_STATE, options.scheduleFrame ? { schedule: options.scheduleFrame } : {});
  const entries = new Map<string, Entry>();
  let order: string[] = [];
  let rejections: readonly FileRejection[] = NO_REJECTIONS;
  let slotsInUse = 0;
  let activePuts = 0;
  let destroyed = false;
  const eventListeners = new Set<(event: UploadQueueEvent) => void>();
  let idleWaiters: (() => void)[] = [];

  // ---------------------------------------------------------------- state

  function commit(): void {
    if (destroyed) return;
    const items: UploadItem[] = [];
    let loaded = 0;
    let total = 0;
    let remaining = 0;
    let speed = 0;
    let hasSpeed = false;
    let isUploading = false;
    let allDone = order.length > 0;
    for (const id of order) {
      const entry = entries.get(id)!;
      const item = entry.item;
      items.push(item);
      if (item.status !== 'done') allDone = allDone && item.status === 'canceled';
      if (item.status === 'canceled') continue; // issue 3: total over non-canceled items
      loaded += item.progress.loaded;
      total += item.size;
      if (ACTIVE.has(item.status)) {
        isUploading = true;
        remaining += entry.storedId ? 0 : Math.max(0, item.size - entry.rawLoaded);
      }
      if (item.status === 'uploading' && item.progress.bytesPerSecond !== null) {
        speed += item.progress.bytesPerSecond;
        hasSpeed = true;
      }
    }
    const progress: UploadProgressInfo =
      order.length === 0
        ? EMPTY_PROGRESS
        : {
            loaded,
            total,
            percent: total > 0 ? Math.floor((loaded * 100) / total) : allDone ? 100 : 0,
            bytesPerSecond: hasSpeed ? speed : null,
            etaSeconds: hasSpeed && speed > 0 && isUploading ? Math.ceil(remaining / speed) : null,
          };
    store.setState({ items, progress, activePuts, isUploading, rejections });
    if (!isUploading && idleWaiters.length > 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function patch(entry: Entry, changes: ItemPatch): void {
    entry.item = withActions({ ...entry.item, ...changes } as UploadItem);
    commit();
  }

  function emit(event: UploadQueueEvent): void {
    if (destroyed) return;
    const file = 'item' in event ? event.item.file : undefined;
    const calls: (() => void)[] = [...eventListeners].map((listener) => () => listener(event));
    if (event.type === 'uploaded' && opts.onUploaded) {
      const cb = opts.onUploaded;
      calls.push(() => cb(file!, event.fileStoreId, event.item));
    } else if (event.type === 'failed' && opts.onError) {
      const cb = opts.onError;
      calls.push(() => cb(file!, event.error, event.item));
    } else if (event.type === 'settled' && opts.onSettled) {
      const cb = opts.onSettled;
      calls.push(() => cb(file!, event.item));
    }
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        // A throwing callback must not break the upload engine; surface it without stopping.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  // ---------------------------------------------------------------- slots

  function releaseSlot(run: Run): void {
    if (!run.hasSlot) return;
    run.hasSlot = false;
    slotsInUse--;
  }

  function endPut(run: Run): void {
    if (!run.isPutting) return;
    run.isPutting = false;
    activePuts--;
  }

  function stopRun(entry: Entry): void {
    const run = entry.run;
    if (!run) return;
    entry.run = null;
    run.controller.abort();
    releaseSlot(run);
    endPut(run);
  }

  /** Starts queued items while slots are free (issue 3: concurrency limit, default 3). */
  function pump(): void {
    if (destroyed) return;
    const limit = Math.max(1, Math.floor(opts.concurrency ?? 3));
    for (const id of order) {
      if (slotsInUse >= limit) break;
      const entry = entries.get(id)!;
      if (entry.item.status === 'queued' && !entry.run) start(entry);
    }
  }

  function start(entry: Entry): void {
    const run: Run = { controller: new AbortController(), hasSlot: entry.step !== 'report', isPutting: false };
    if (run.hasSlot) slotsInUse++;
    entry.run = run;
    void execute(entry, run).finally(() => {
      releaseSlot(run);
      endPut(run);
      if (entry.run === run) entry.run = null;
      pump();
    });
  }

  // ---------------------------------------------------------------- the phase machine

  async function execute(entry: Entry, run: Run): Promise<void> {
    const signal = run.controller.signal;
    const alive = () => !destroyed && entry.run === run && !signal.aborted;
    try {
      for (;;) {
        if (!alive()) return;
        if (!online().isOnline()) {
          await waitForNetwork(entry, signal);
          continue;
        }

        if (entry.step === 'request') {
          // Issue 3: the URL is asked for just before the PUT (we hold a slot), never at queue time.
          patch(entry, { status: 'requesting', attempt: entry.failures.request + 1, fileStoreId: null });
          let answer: Awaited<ReturnType<UploadClient['getPreUploadUrl']>>;
          try {
            answer = await client.getPreUploadUrl({ fileName: entry.file.name }, { signal });
          } catch (error) {
            if (!alive() || !(await recover(entry, run, 'request', error))) return;
            continue;
          }
          if (!alive()) return;
          const issuedAt = now();
          entry.grant = {
            url: answer.preUploadUrl,
            fileStoreId: answer.fileStoreId,
            deadline: getPresignedDeadline(answer.preUploadUrl, issuedAt, {
              ttlMs: opts.urlTtlMs ?? PRESIGNED_URL_TTL_MS,
              ...(opts.maxClockSkewMs !== undefined ? { maxClockSkewMs: opts.maxClockSkewMs } : {}),
            }),
          };
          entry.step = 'put';
          patch(entry, { fileStoreId: answer.fileStoreId, error: null, nextRetryAt: null });
          continue;
        }

        if (entry.step === 'put') {
          const grant = entry.grant;
          if (!grant) {
            entry.step = 'request';
            continue;
          }
          if (isPresignedUrlExpired(grant.deadline, now(), expiryMarginMs)) {
            // Expired before the PUT started: a fresh URL (and FileStoreId) replaces it.
            if (!refreshUrl(entry, new UploadUrlExpiredError(0))) return;
            continue;
          }
          patch(entry, { status: 'uploading', attempt: entry.failures.put + 1 });
          try {
            await putOnce(entry, run, grant);
          } catch (error) {
            if (!alive() || !(await recover(entry, run, 'put', error))) return;
            continue;
          }
          if (!alive()) return;
          // The bytes are in storage under this grant's id: from now on only the report is retried.
          entry.storedId = grant.fileStoreId;
          entry.step = 'report';
          releaseSlot(run);
          pump();
          patch(entry, {
            isStored: true,
            fileStoreId: grant.fileStoreId,
            error: null,
            nextRetryAt: null,
            progress: progressOf(entry.item.size, entry.item.size, null, null, true),
          });
          continue;
        }

        // step === 'report'
        const fileStoreId = entry.storedId!;
        patch(entry, { status: 'reporting', attempt: entry.failures.report + 1, fileStoreId });
        try {
          const ok: unknown = await client.reportUploadSuccess({ fileStoreId }, { signal });
          // SERVICE.md §4.3: Data is true on success; anything else is a refusal (issue 3).
          if (ok !== true) {
            throw new BusinessError('ReportUploadSuccess', {
              code: 200,
              message: 'ReportUploadSuccess answered Data: false',
              version: '',
            });
          }
        } catch (error) {
          if (!alive() || !(await recover(entry, run, 'report', error))) return;
          continue;
        }
        if (!alive()) return;
        entry.run = null;
        releaseSlot(run);
        patch(entry, { status: 'done', error: null, nextRetryAt: null, isWaitingForNetwork: false });
        emit({ type: 'uploaded', item: entry.item, fileStoreId });
        emit({ type: 'settled', item: entry.item });
        return;
      }
    } catch (error) {
      // Only aborts (cancel, remove, destroy) reach here; anything else is a bug worth seeing.
      if (alive()) fail(entry, run, toChatbotError(error));
    }
  }

  /** One PUT try, with the stall watchdog (issue 3: no progress for 30 s aborts and retries). */
  async function putOnce(entry: Entry, run: Run, grant: NonNullable<Entry['grant']>): Promise<void> {
    const attempt = new AbortController();
    const outer = run.controller.signal;
    const onOuterAbort = () => attempt.abort();
    outer.addEventListener('abort', onOuterAbort, { once: true });
    const stallMs = opts.stallTimeoutMs ?? 30_000;
    let stalled = false;
    let timer: unknown;
    const arm = () => {
      if (!(stallMs > 0) || !Number.isFinite(stallMs)) return;
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(() => {
        stalled = true;
        attempt.abort();
      }, stallMs);
    };
    entry.rawLoaded = 0;
    entry.sampleAt = now();
    entry.sampleLoaded = 0;
    run.isPutting = true;
    activePuts++;
    commit();
    try {
      await client.putFile(grant.url, entry.file, {
        signal: attempt.signal,
        onProgress: ({ loaded }) => {
          if (stalled || entry.run !== run || destroyed) return;
          // Only a transport that reports progress part-way can be judged by its silence.
          if (timer !== undefined || (loaded > 0 && loaded < entry.item.size)) arm();
          onProgress(entry, loaded);
        },
      });
    } catch (error) {
      if (entry.run === run && !destroyed) {
        // No bytes are moving any more: no speed, no ETA (the bytes shown stay).
        const { loaded, total } = entry.item.progress;
        patch(entry, { progress: progressOf(loaded, total, null, null) });
      }
      if (stalled && !outer.aborted) throw new UploadStalledError(stallMs, { cause: error });
      throw error;
    } finally {
      if (timer !== undefined) clearTimer(timer);
      outer.removeEventListener('abort', onOuterAbort);
      endPut(run);
      commit();
    }
  }

  function onProgress(entry: Entry, loadedNow: number): void {
    const size = entry.item.size;
    const raw = Math.min(Math.max(0, loadedNow), size);
    const t = now();
    if (raw < entry.sampleLoaded) {
      entry.sampleLoaded = raw;
      entry.sampleAt = t;
    } else if (t - entry.sampleAt >= SPEED_MIN_WINDOW_MS) {
      const dt = t - entry.sampleAt;
      const instant = ((raw - entry.sampleLoaded) * 1000) / dt;
      const alpha = 1 - Math.exp(-dt / SPEED_TAU_MS);
      entry.speed = entry.speed === null ? instant : entry.speed + alpha * (instant - entry.speed);
      entry.sampleAt = t;
      entry.sampleLoaded = raw;
    }
    entry.rawLoaded = raw;
    // Issue 3: the progress shown never goes backwards, even when a retried PUT restarts at 0.
    const shown = Math.max(entry.item.progress.loaded, raw);
    const eta = entry.speed && entry.speed > 0 ? Math.ceil((size - raw) / entry.speed) : null;
    patch(entry, { progress: progressOf(shown, size, entry.speed, eta) });
  }

  /**
   * Decides what follows a failed step (issue 3 "Retries, by error class").
   * Resolves true to try again, false when the item stopped (failed or aborted).
   */
  async function recover(entry: Entry, run: Run, step: UploadStep, error: unknown): Promise<boolean> {
    const signal = run.controller.signal;
    const errorClass = classifyError(error, { isOnline: online().isOnline() });
    const chatbotError = toChatbotError(error);

    if (errorClass === 'offline') {
      // Issue 3: wait for `online` without spending an attempt.
      patch(entry, { error: chatbotError });
      await waitForNetwork(entry, signal);
      return !signal.aborted;
    }
    if (errorClass === 'expired' && step === 'put') return refreshUrl(entry, chatbotError);

    const attempt = entry.failures[step] + 1;
    let shouldRetry = errorClass === 'retry';
    const override = policy.shouldRetry?.(error, { step, attempt, errorClass });
    if (override !== undefined) shouldRetry = override;
    if (!shouldRetry || attempt >= policy.attempts) {
      fail(entry, run, chatbotError);
      return false;
    }
    entry.failures[step] = attempt;
    const delayMs = computeBackoff(attempt, policy, getRetryAfterSeconds(error), random);
    patch(entry, { error: chatbotError, nextRetryAt: now() + delayMs });
    emit({ type: 'retrying', item: entry.item, error: chatbotError, delayMs });
    try {
      await sleep(delayMs, signal);
    } catch {
      return false; // aborted while waiting
    }
    patch(entry, { nextRetryAt: null });
    return true;
  }

  /** Replaces an expired URL (issue 3: at most twice). Returns false when the item failed instead. */
  function refreshUrl(entry: Entry, error: ChatbotError): boolean {
    const run = entry.run;
    if (entry.refreshes >= maxUrlRefreshes) {
      if (run) fail(entry, run, error);
      return false;
    }
    entry.refreshes++;
    // The stale pair is dropped as a whole: its FileStoreId can never be reported.
    entry.grant = null;
    entry.step = 'request';
    patch(entry, { urlRefreshes: entry.refreshes, fileStoreId: null, error });
    return true;
  }

  function fail(entry: Entry, run: Run, error: ChatbotError): void {
    if (entry.run === run) entry.run = null;
    releaseSlot(run);
    endPut(run);
    patch(entry, { status: 'error', error, nextRetryAt: null, isWaitingForNetwork: false });
    emit({ type: 'failed', item: entry.item, error });
    emit({ type: 'settled', item: entry.item });
  }

  function waitForNetwork(entry: Entry, signal: AbortSignal): Promise<void> {
    const source = online();
    if (source.isOnline()) return Promise.resolve();
    patch(entry, { isWaitingForNetwork: true });
    return new Promise<void>((resolve) => {
      const done = () => {
        unsubscribe();
        signal.removeEventListener('abort', done);
        if (!signal.aborted && !destroyed) patch(entry, { isWaitingForNetwork: false });
        resolve();
      };
      const unsubscribe = source.subscribe(() => {
        if (source.isOnline()) done();
      });
      signal.addEventListener('abort', done, { once: true });
    });
  }

  function sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        clearTimer(handle);
        reject(signal.reason);
      };
      const handle = setTimer(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  // ---------------------------------------------------------------- public API

  function add(files: Iterable<UploadableFile> | ArrayLike<UploadableFile>): UploadAddResult {
    if (destroyed) throw new Error('createUploadQueue: this queue was destroyed; create a new one.');
    const list = Array.from(files as ArrayLike<UploadableFile>);
    let held = 0;
    for (const entry of entries.values()) if (entry.item.status !== 'canceled') held++;
    const { accepted, rejected } = validateFiles(list, opts, held);
    const at = now();
    const added: UploadItem[] = [];
    for (const file of accepted) {
      const id = `${idPrefix}${++idCount}`;
      const item = withActions({
        id,
        file,
        name: file.name,
        size: file.size,
        type: file.type,
        status: 'queued',
        progress: progressOf(0, file.size, null, null),
        attempt: 0,
        nextRetryAt: null,
        isWaitingForNetwork: false,
        urlRefreshes: 0,
        fileStoreId: null,
        isStored: false,
        error: null,
        addedAt: at,
        canCancel: true,
        canRetry: false,
        canRemove: false,
      } as UploadItem);
      entries.set(id, newEntry(item, file));
      order.push(id);
      added.push(item);
    }
    rejections = rejected.length > 0 ? Object.freeze(rejected) : NO_REJECTIONS;
    commit();
    if (added.length > 0) emit({ type: 'added', items: added });
    if (rejected.length > 0) emit({ type: 'rejected', rejections });
    pump();
    return { accepted: added, rejected };
  }

  function cancel(id: string): boolean {
    const entry = entries.get(id);
    if (!entry || destroyed) return false;
    const status = entry.item.status;
    // Once stored, the report is never cut off (it could otherwise be lost or sent twice).
    if (!ACTIVE.has(status) || entry.storedId) return false;
    stopRun(entry);
    patch(entry, { status: 'canceled', nextRetryAt: null, isWaitingForNetwork: false });
    emit({ type: 'canceled', item: entry.item });
    emit({ type: 'settled', item: entry.item });
    pump();
    return true;
  }

  function retry(id: string): boolean {
    const entry = entries.get(id);
    if (!entry || destroyed) return false;
    if (entry.item.status !== 'error' && entry.item.status !== 'canceled') return false;
    entry.failures = { request: 0, put: 0, report: 0 };
    entry.refreshes = 0;
    if (entry.storedId) {
      // Issue 3: the PUT succeeded, so only the report is sent again, with the same id.
      entry.step = 'report';
      patch(entry, { status: 'reporting', attempt: 0, error: null, nextRetryAt: null, urlRefreshes: 0 });
      start(entry);
    } else {
      // A fresh URL: the old one may be the reason it failed (a bad signature, expiry).
      entry.step = 'request';
      entry.grant = null;
      patch(entry, { status: 'queued', attempt: 0, error: null, nextRetryAt: null, urlRefreshes: 0, fileStoreId: null });
      pump();
    }
    return true;
  }

  function remove(id: string): boolean {
    const entry = entries.get(id);
    if (!entry || destroyed) return false;
    stopRun(entry);
    entries.delete(id);
    order = order.filter((other) => other !== id);
    commit();
    pump();
    return true;
  }

  function clear(): void {
    if (destroyed) return;
    for (const entry of entries.values()) stopRun(entry);
    entries.clear();
    order = [];
    rejections = NO_REJECTIONS;
    commit();
  }

  function destroy(): void {
    if (destroyed) return;
    // Set first: nothing that the aborts set off may update state or call back (issue 3 "no state update after unmount").
    destroyed = true;
    for (const entry of entries.values()) stopRun(entry);
    eventListeners.clear();
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    subscribeEvents(listener) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    add,
    cancel,
    retry,
    remove,
    clear,
    getItem: (id) => entries.get(id)?.item,
    setOptions(next) {
      opts = { ...opts, ...next };
      pump();
    },
    whenIdle() {
      if (destroyed || !store.getState().isUploading) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    flush: store.flush,
    destroy,
    isDestroyed: () => destroyed,
  };
}

/** The action flags follow from status and storage; one place decides them. */
function withActions(item: UploadItem): UploadItem {
  const active = ACTIVE.has(item.status);
  return Object.freeze({
    ...item,
    canCancel: active && !item.isStored,
    canRetry: item.status === 'error' || item.status === 'canceled',
    canRemove: !active,
  }) as UploadItem;
}

function newEntry(item: UploadItem, file: UploadableFile): Entry {
  return {
    item,
    file,
    step: 'request',
    grant: null,
    storedId: null,
    failures: { request: 0, put: 0, report: 0 },
    refreshes: 0,
    run: null,
    rawLoaded: 0,
    speed: null,
    sampleAt: 0,
    sampleLoaded: 0,
  };
}

function progressOf(
  loaded: number,
  total: number,
  speed: number | null,
  eta: number | null,
  isComplete = false,
): UploadProgressInfo {
  return {
    loaded,
    total,
    // An empty file has no bytes to count: 0 % until stored, then 100 %.
    percent: total > 0 ? Math.floor((loaded * 100) / total) : isComplete ? 100 : 0,
    bytesPerSecond: speed,
    etaSeconds: eta,
  };
}

/** Errors on items are typed {@link ChatbotError}s (issue 3); anything else is wrapped, message redacted. */
function toChatbotError(error: unknown): ChatbotError {
  if (error instanceof ChatbotError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChatbotError('TRANSPORT', `Upload failed: ${message}`, { cause: error });
}

function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
