'use client';
import { useContext, useEffect, useInsertionEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ChatbotContext } from './ChatbotContext';
import { withUploads } from '../core/client/withUploads';
import type { UploadPersistOptions } from '../core/upload/persist/persistTypes';
import { createUploadEngine, type UploadClient, type UploadOptions, type UploadQueue } from '../core/upload/createUploadQueue';
import type {
  AcceptOption,
  FileRejection,
  UploadableFile,
  UploadItem,
  UploadProgressInfo,
} from '../core/upload/types';

/** Options of {@link useFileUpload}: the {@link UploadOptions} a queue takes, and the client. */
export interface UseFileUploadOptions extends UploadOptions {
  /**
   * The client to upload with. A new client is used from the next request on;
   * it never restarts the queue.
   * @default the client of the nearest `<ChatbotProvider>`
   * @example useFileUpload({ client: createChatbotClient({ baseUrl }) })
   */
  client?: UploadClient;
  /**
   * Keeps a durable record of each file in IndexedDB, reconciled on mount: a
   * file stored before a reload is reported once and ends `done`; an
   * unfinished one shows as interrupted until chosen again. Read on the first
   * render. See {@link UploadPersistOptions}.
   * @default true
   * @example useFileUpload({ persist: { persistKey: user.id } }) // or persist: false
   */
  persist?: boolean | UploadPersistOptions;
  /**
   * Asks before the page is left while files are uploading or reporting
   * (the browser's own `beforeunload` prompt). With `persist`, a user who
   * leaves anyway loses nothing that reached storage.
   * @default true
   * @example <UploadDropzone confirmLeave={false} />
   */
  confirmLeave?: boolean;
}

/** What {@link useFileUpload} returns. Actions are stable across renders. */
export interface UseFileUploadResult {
  /** One item per file, in the order added. Narrow on `status`; read `canCancel`/`canRetry`/`canRemove` for actions. */
  files: readonly UploadItem[];
  /**
   * Validates and queues files (a `FileList` works); refused files come back
   * as data. `refused`: files your own picker already refused, listed with
   * this call's. A file's `name` (never its folder path) is the `fileName`
   * sent. The files are in `files`, and their first requests sent, at once.
   */
  add(files: Iterable<UploadableFile> | ArrayLike<UploadableFile>, refused?: readonly FileRejection[]): ReturnType<UploadQueue['add']>;
  /** Stops a file that has not reached storage; no report is made. */
  cancel(id: string): boolean;
  /** Starts a failed or canceled file again (a stored file is only reported again). */
  retry(id: string): boolean;
  /** Drops a file from the list, canceling it if needed; one stored and being reported stays (returns false). */
  remove(id: string): boolean;
  /** Drops every file `remove` would (all but those being reported) and the last rejections. */
  clear(): void;
  /** True while any file is queued or in progress. */
  isUploading: boolean;
  /** Progress over all files that are not canceled. */
  progress: UploadProgressInfo;
  /** Files refused by the last `add` call; `rejectionReason(error)` writes a reason for people, from the upload labels. */
  rejections: readonly FileRejection[];
  /** PUTs in flight right now. */
  activePuts: number;
  /** The checks in force (`accept`, sizes, `maxFiles`; not `validator`), for a picker's filter or a hint. */
  validation: Pick<UploadOptions, 'accept' | 'minSize' | 'maxSize' | 'maxFiles'>;
  /**
   * The queue itself, to share with another component (`<UploadList upload={…}>`,
   * `useUploadEvents`) or read outside React. The same object while the
   * component is mounted (in development, StrictMode's second mount makes a fresh one).
   */
  queue: UploadQueue;
}

/**
 * The least time between two renders the queue asks for, in ms: four a
 * second. Each render of the list lays out and paints the rows that changed,
 * and an upload changes them on every progress event and nearly every
 * network answer: at the engine's 33 ms a big upload's page spends its time
 * drawing, and a bulk upload's network answers wait to be read. What the
 * user does (`add`, `cancel`, …) still renders at once.
 */
const RENDER_GAP_MS = 250;

/**
 * Uploads files with the three-step presigned flow (docs/SERVICE.md §3): one
 * queue per component, read through `useSyncExternalStore`. Its changes
 * render at most four times a second; the actions (`add`, `cancel`, `retry`,
 * `remove`, `clear`) render at once.
 *
 * Unmounting aborts the uploads; nothing updates or calls back after that.
 * Renders on a server without touching `window` (the queue is idle there).
 * Options reach the live queue after each commit, never during render: the
 * client, the callbacks, `accept`, `minSize`, `maxSize`, `maxFiles`,
 * `validator`, `concurrency`, `stallTimeoutMs` and `confirmLeave` follow the
 * latest render. The others (`persist`, `retry`, `maxUrlRefreshes`,
 * `urlTtlMs` and `expiryMarginMs`) are read once, when the component mounts.
 *
 * @example
 * const { files, add, progress } = useFileUpload({
 *   accept: 'image/*',
 *   onUploaded: (item) => attach(item.fileStoreId),
 * });
 * <input type="file" multiple onChange={(e) => add(e.currentTarget.files ?? [])} />
 */
export function useFileUpload(options: UseFileUploadOptions = {}): UseFileUploadResult {
  const contextClient = useContext(ChatbotContext)?.client;
  // The provider holds the client's core; the upload half is added here (memoised per client).
  const client = options.client ?? (contextClient && withUploads(contextClient));
  if (!client) {
    // The fix is spelled out in development; a production bundle keeps the first clause (as React's own errors do).
    throw new Error(
      'useFileUpload() found no client' +
        (process.env.NODE_ENV === 'production'
          ? '.'
          : ': pass options.client, or wrap the component in <ChatbotProvider client={createChatbotClient({ baseUrl })}>.'),
    );
  }

  // One engine per mount, made from the first render's options; later changes arrive through the effects below.
  const [queue, setQueue] = useState(() => createUploadEngine({ ...options, client, persist: options.persist ?? true }, RENDER_GAP_MS));

  useEffect(() => {
    // StrictMode's second mount (in development) follows a cleanup that destroyed the engine: a fresh one takes its place.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time swap, only after that cleanup
    if (queue.isDestroyed()) return void setQueue(queue.renew());
    // The durable record is reconciled on mount, never in render.
    void queue.restore();
    return () => queue.destroy();
  }, [queue]);

  // `accept` is often an inline array or object: compare it by value, not by identity.
  // (JSON.stringify(undefined) is undefined, whatever its declared type says.)
  const acceptKey = JSON.stringify(options.accept) as string | undefined;
  const { minSize, maxSize, maxFiles, validator, concurrency, stallTimeoutMs, onUploaded, onError, onSettled } = options;
  // `validator` stays out of `validation`: an inline function is new on every
  // render, and the dropzone's getters must stay the same objects.
  const validation = useMemo<UseFileUploadResult['validation']>(
    // `accept` is JSON data by its type (strings, arrays, records of them).
    () => ({ accept: acceptKey && (JSON.parse(acceptKey) as AcceptOption), minSize, maxSize, maxFiles }),
    [acceptKey, minSize, maxSize, maxFiles],
  );
  // The newest client and callbacks, after each commit, before any effect of it can start an upload:
  // a new client or an inline `onUploaded` never recreates the engine or cuts off an upload.
  useInsertionEffect(() => {
    queue.setOptions({ client, onUploaded, onError, onSettled });
  });
  // The checks and limits in an effect: a higher `concurrency` starts files at once.
  useEffect(() => {
    queue.setOptions({ ...validation, validator, concurrency, stallTimeoutMs });
  }, [queue, validation, validator, concurrency, stallTimeoutMs]);

  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getInitialState);
  // Asks before the page is left while files are uploading or reporting. The
  // listener exists only then, so an idle page keeps the back/forward cache
  // and never prompts. Browsers show their own text.
  const confirmLeave = state.isUploading && options.confirmLeave !== false;
  useEffect(() => {
    if (!confirmLeave) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [confirmLeave]);

  return useMemo(() => {
    // The queue's state is the summary the result carries (progress, isUploading, rejections, activePuts), with items as `files`.
    const { items, ...summary } = state;
    return {
      ...summary,
      files: items,
      add: queue.add,
      cancel: queue.cancel,
      retry: queue.retry,
      remove: queue.remove,
      clear: queue.clear,
      validation,
      queue,
    };
  }, [state, queue, validation]);
}

