import type { RetryPolicy } from '../retry/retryPolicy';
import type { ChatbotClient } from '../types';
import type { OnlineSource } from './recoverStep';
import type { UploadPersistOptions, UploadRecordStore } from './persist/persistTypes';
import type {
  FileRejection,
  FileRejectionError,
  UploadableFile,
  UploadItem,
  UploadQueueEvent,
  UploadProgressInfo,
} from './types';

/**
 * The options an upload queue shares with `useFileUpload` and
 * `<UploadDropzone>`: the checks, the callbacks, concurrency, retries, URL
 * lifetimes, the stall watch and the durable record. Each callback takes the
 * item as it is right after the change, and also exists as an event
 * (`subscribeEvents`).
 */
export interface UploadOptions {
  /**
   * Accepted MIME types and extensions: react-dropzone's shape (`{ 'image/*': ['.png'] }`),
   * an `accept` attribute string (`'image/*,.pdf'`) or an array (`['image/png', '.pdf']`).
   * @default every type
   */
  accept?: string | readonly string[] | Readonly<Record<string, string | readonly string[]>>;
  /** Smallest accepted size in bytes. @default 0 */
  minSize?: number;
  /** Largest accepted size in bytes. @default 5 GiB (5 * 1024 ** 3), the S3 single-PUT limit */
  maxSize?: number;
  /**
   * The most files the queue holds at once (canceled items do not count);
   * more are refused with `too-many-files`. A file that resumes an
   * interrupted item takes its place. `0` or `Infinity`: no limit.
   * @default Infinity
   */
  maxFiles?: number;
  /**
   * Your own check, react-dropzone's `validator`: `null` accepts a file, one
   * reason (or several) refuses it, listed and announced with the others.
   * Runs on the `File` when it is added, at once (no promise).
   * @default none
   * @example validator: (file) => (file.name.startsWith('~$') ? { code: 'temp-file', message: 'Office temp files are not uploaded' } : null)
   */
  validator?: (file: UploadableFile) => FileRejectionError | readonly FileRejectionError[] | null | undefined;
  /**
   * Called when a file was uploaded and reported: `item.fileStoreId` is the id to use next.
   * @default undefined
   * @example onUploaded: (item) => attach(item.fileStoreId)
   */
  onUploaded?: ((item: Extract<UploadItem, { status: 'done' }>) => void) | undefined;
  /**
   * Called when a file failed for good (after its retries), with `item.error`.
   * @default undefined
   * @example onError: (item) => console.warn(item.name, item.error.code)
   */
  onError?: ((item: Extract<UploadItem, { status: 'error' }>) => void) | undefined;
  /**
   * Called when a file is done, failed or canceled.
   * @default undefined
   * @example onSettled: (item) => console.info(item.name, item.status)
   */
  onSettled?: ((item: UploadItem) => void) | undefined;
  /**
   * The most PUTs in flight at storage, and the most files fetching their
   * presigned URL just ahead of them. 6 matches a browser's connections per origin.
   * @default 6
   * @example concurrency: 4
   */
  concurrency?: number;
  /**
   * Retry policy for each step (the same type listings use). Missing fields keep the default.
   * @default `{ attempts: 3, baseDelayMs: 1000, maxDelayMs: 20000, maxRetryAfterMs: 60000 }`
   * @example retry: { attempts: 5, shouldRetry: (error) => (isMyTransient(error) ? true : undefined) }
   */
  retry?: Partial<RetryPolicy>;
  /** How many times an expired presigned URL is replaced by a fresh one; after that the item fails. @default 2 */
  maxUrlRefreshes?: number;
  /** The service's lifetime of a presigned URL (docs/SERVICE.md §4.1 rule 2). @default 300000 (5 minutes) */
  urlTtlMs?: number;
  /**
   * A URL this close to its deadline is not used: a fresh one is asked for.
   * At most half the URL's lifetime, so a URL signed for 15 s or less is used while fresh.
   * @default 15000
   */
  expiryMarginMs?: number;
  /**
   * A PUT whose bytes make no progress for this long is aborted and retried
   * like a network failure. Watched from the first progress part-way (the
   * fetch fallback reports none) until every byte is sent: storage's answer
   * is waited for however long it takes. `0` turns it off.
   * @default 30000
   */
  stallTimeoutMs?: number;
  /**
   * Keeps each file's stage (queued → URL received → stored → reported) in
   * IndexedDB, so that after a reload `restore()` reports a stored file
   * exactly once and shows an unfinished one as `interrupted`. Records are
   * scoped by the client's `baseUrl` and `persistKey`, and hold no key and no
   * URL. A storage failure never blocks an upload; without IndexedDB it is
   * off. `useFileUpload` and `<UploadDropzone>` turn it on by default.
   * @default false
   * @example createUploadQueue(client, { persist: { persistKey: user.id } }); await queue.restore();
   */
  persist?: boolean | UploadPersistOptions;
}

/** The callbacks of {@link UploadOptions}. */
export type UploadQueueCallbacks = Pick<UploadOptions, 'onUploaded' | 'onError' | 'onSettled'>;

/** The part of {@link ChatbotClient} the queue uses: the three upload steps, and the base URL that scopes the durable record. */
export type UploadClient = Pick<ChatbotClient, 'getPreUploadUrl' | 'putFile' | 'reportUploadSuccess'> &
  Partial<Pick<ChatbotClient, 'baseUrl'>>;

/**
 * Options of {@link createUploadQueue}: the {@link UploadOptions}, and the
 * host's clock, online source and record store, which the hooks and
 * components never take.
 */
export interface UploadQueueOptions extends Omit<UploadOptions, 'persist'> {
  /**
   * The time the engine runs on (retry delays, the stall watch, the spacing of
   * notifications, `addedAt`, `nextRetryAt`) and, when given, presigned URL
   * ages (else `performance.now()`, which a changed wall clock does not move).
   * For hosts with their own timers; fake timers (`vi.useFakeTimers`) need none.
   * @default Date.now, globalThis.setTimeout and globalThis.clearTimeout, read when called
   */
  clock?: {
    /** The time in milliseconds. */
    now(): number;
    /** Runs `callback` once after `ms`; returns a handle for `clearTimeout`. */
    setTimeout(callback: () => void, ms: number): unknown;
    /**
     * Cancels a timer made by `setTimeout`.
     */
    clearTimeout(handle: unknown): void;
  };
  /** Whether the browser is online. @default navigator.onLine and the window `online` event */
  online?: OnlineSource;
  /**
   * The durable record, as {@link UploadOptions.persist}, and where it is
   * kept: `store` (for tests and other hosts; the default is one IndexedDB
   * database, `chatbot-kit-uploads`, through idb-keyval).
   * @default false
   */
  persist?: boolean | (UploadPersistOptions & { store?: UploadRecordStore });
}

/** The queue made by {@link createUploadQueue}. Framework-free: use it from a plain page or through `useFileUpload`. */
export interface UploadQueue {
  /** The whole queue now. Same reference until something changes. */
  getState(): {
    /** One item per file, in the order they were added. */
    readonly items: readonly UploadItem[];
    /** Progress over all items that are not canceled. */
    readonly progress: UploadProgressInfo;
    /**
     * PUTs in flight right now (never more than `concurrency`).
     */
    readonly activePuts: number;
    /**
     * True while any item is neither done, failed nor canceled.
     */
    readonly isUploading: boolean;
    /**
     * Files refused by the most recent `add` call (empty when all were accepted).
     */
    readonly rejections: readonly FileRejection[];
  };
  /** The empty state the queue started with (a stable server snapshot). */
  getInitialState(): ReturnType<UploadQueue['getState']>;
  /**
   * Calls `listener` after changes, for rendering: never inside the change's
   * task, at most once per 33 ms (250 ms under `useFileUpload`); the actions
   * (`add`, `cancel`, `retry`, `remove`, `clear`) are told at once. Never wait
   * on it: use `subscribeEvents` or `whenIdle()`. Returns the unsubscribe function.
   */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` for every event as it happens, synchronously ({@link UploadQueueEvent}). Returns the unsubscribe function. */
  subscribeEvents(listener: (event: UploadQueueEvent) => void): () => void;
  /**
   * Validates `files`, queues the accepted ones and starts them as slots free up.
   * `refused`: files a picker already refused (react-dropzone's rejections),
   * reported with this call's own, first.
   */
  add(
    files: Iterable<UploadableFile> | ArrayLike<UploadableFile>,
    refused?: readonly FileRejection[],
  ): {
    /** The items created for the accepted files. */
    readonly accepted: readonly UploadItem[];
    /** The files refused, with reasons. */
    readonly rejected: readonly FileRejection[];
  };
  /**
   * Stops an upload that has not reached storage: aborts the request or the
   * PUT, sends no report. Returns false when there was nothing to cancel
   * (finished, or stored and reporting: a report is never cut off).
   */
  cancel(id: string): boolean;
  /**
   * Starts a failed or canceled item again with fresh attempts. A file that
   * already reached storage is only reported again, never PUT again.
   */
  retry(id: string): boolean;
  /**
   * Drops the item when `item.canRemove` says so, canceling it first if it is
   * on its way. Returns false, and leaves the item, while its file is stored
   * and its report is under way: a report is never cut off. With `persist`,
   * the item's record goes too.
   */
  remove(id: string): boolean;
  /** Removes every item that `remove` would, and forgets the last rejections. */
  clear(): void;
  /** The item with this id, if any. */
  getItem(id: string): UploadItem | undefined;
  /** Changes validation, concurrency, stall timeout or callbacks of a live queue. */
  setOptions(
    options: Pick<
      UploadOptions,
      'accept' | 'minSize' | 'maxSize' | 'maxFiles' | 'validator' | 'concurrency' | 'onUploaded' | 'onError' | 'onSettled' | 'stallTimeoutMs'
    >,
  ): void;
  /** Resolves once no item is queued or in progress. Never waits for a frame. */
  whenIdle(): Promise<void>;
  /**
   * Reconciles the durable record (`persist`): files another visit stored but
   * never reported are reported (once, with retries) and end `done`;
   * unfinished ones appear as `interrupted` until the same file is chosen
   * again. Restored items come first, in the order their files were added; a
   * record another tab is working on waits for that tab. One file (same name,
   * size and date) is one item: a record of a file the queue already holds
   * adds none (a stored one is reported by that item, unless its own upload
   * reached storage too). Runs once per queue; resolves when the records in
   * reach are restored, never rejects; at once without `persist`.
   */
  restore(): Promise<void>;
  /** Delivers a pending batched notification now (`getState()` is always current anyway). */
  flush(): void;
  /** Aborts everything, stops all timers and events. The queue cannot be used afterwards. */
  destroy(): void;
  /** True after `destroy()`. */
  isDestroyed(): boolean;
}

/** Options that `setOptions` can change on a live queue. */
export type UploadQueueLiveOptions = Parameters<UploadQueue['setOptions']>[0];

/** The engine's options: the queue's, with the client (which `setOptions` can change too). */
export type EngineOptions = UploadQueueOptions & { client: UploadClient };

/** The queue as `useFileUpload` holds it. */
export interface UploadEngine extends UploadQueue {
  /** Also takes a new client: the next request goes to it (a running one keeps its own). */
  setOptions(next: UploadQueueLiveOptions & { client?: UploadClient }): void;
  /** A fresh, idle engine with the options this one was made with. */
  renew(): UploadEngine;
}
