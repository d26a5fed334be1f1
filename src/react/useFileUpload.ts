'use client';
import { useContext, useEffect, useInsertionEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ChatbotContext } from './ChatbotContext';
import {
  createUploadQueue,
  type UploadClient,
  type UploadQueue,
  type UploadQueueOptions,
} from '../core/upload/createUploadQueue';
import type { ChatbotError } from '../core/errors/ChatbotError';
import type {
  FileRejection,
  UploadableFile,
  UploadAddResult,
  UploadItem,
  UploadProgressInfo,
} from '../core/upload/types';

/** Options of {@link useFileUpload}. */
export interface UseFileUploadOptions
  extends Omit<UploadQueueOptions, 'onUploaded' | 'onError' | 'onSettled'> {
  /**
   * The client to upload with.
   * @default the client of the nearest `<ChatbotProvider>`
   */
  client?: UploadClient;
  /**
   * Called when a file was uploaded and reported, with the FileStoreId to use
   * next. The latest function is always called; changing it does not restart anything.
   */
  onUploaded?: (file: UploadableFile, fileStoreId: string, item: UploadItem) => void;
  /** Called when a file failed for good (after its retries). */
  onError?: (file: UploadableFile, error: ChatbotError, item: UploadItem) => void;
  /** Called when a file is done, failed or canceled. */
  onSettled?: (file: UploadableFile, item: UploadItem) => void;
}

/** What {@link useFileUpload} returns. Actions are stable across renders. */
export interface UseFileUploadResult {
  /** One item per file, in the order added. Narrow on `status`. */
  files: readonly UploadItem[];
  /** Validates and queues files (a `FileList` works). Refused files come back as data. */
  upload(files: Iterable<UploadableFile> | ArrayLike<UploadableFile>): UploadAddResult;
  /** Stops a file that has not reached storage; no report is made. */
  cancel(id: string): boolean;
  /** Starts a failed or canceled file again (a stored file is only reported again). */
  retry(id: string): boolean;
  /** Drops a file from the list, canceling it if needed. */
  remove(id: string): boolean;
  /** Drops every file and the last rejections. */
  clear(): void;
  /** True while any file is queued or in progress. */
  isUploading: boolean;
  /** Progress over all files that are not canceled. */
  progress: UploadProgressInfo;
  /** Files refused by the last `upload` call. */
  rejections: readonly FileRejection[];
  /** PUTs in flight right now. */
  activePuts: number;
  /** The queue itself, to share with another component (`<UploadList upload={…}>`) or read outside React. */
  queue: UploadQueue;
}

/** Keys of the options that a live queue takes on change. */
const LIVE_KEYS = ['accept', 'minSize', 'maxSize', 'maxFiles', 'concurrency', 'stallTimeoutMs'] as const;

/**
 * Uploads files with the three-step presigned flow (SERVICE.md §3): one queue
 * per component, read through `useSyncExternalStore` so React renders at most
 * once per animation frame however fast progress events come (issue 3).
 *
 * Unmounting aborts the uploads; nothing updates or calls back after that.
 * Renders on a server without touching `window` (the queue is idle there).
 *
 * @example
 * const { files, upload, progress } = useFileUpload({
 *   accept: 'image/*',
 *   onUploaded: (file, fileStoreId) => attach(fileStoreId),
 * });
 * <input type="file" multiple onChange={(e) => upload(e.currentTarget.files ?? [])} />
 */
export function useFileUpload(options: UseFileUploadOptions = {}): UseFileUploadResult {
  const contextClient = useContext(ChatbotContext);
  const client = options.client ?? contextClient;
  if (!client) {
    throw new Error(
      'useFileUpload() found no client: pass options.client, or wrap the component in ' +
        '<ChatbotProvider client={createChatbotClient({ baseUrl })}>.',
    );
  }

  // The latest options and client, read when called: new callbacks or a new
  // client never recreate the queue (and never cut off running uploads).
  const latest = useRef({ options, client });
  useInsertionEffect(() => {
    latest.current = { options, client };
  });

  const [queue, setQueue] = useState(() => makeQueue(latest));

  useEffect(() => {
    // React's StrictMode unmounts and mounts again: the first cleanup destroyed
    // this queue, so start a fresh one (idle, nothing is lost).
    if (queue.isDestroyed()) {
      setQueue(makeQueue(latest));
      return;
    }
    return () => queue.destroy();
  }, [queue]);

  const liveKey = JSON.stringify(LIVE_KEYS.map((key) => options[key] ?? null));
  useEffect(() => {
    if (queue.isDestroyed()) return;
    const live: Record<string, unknown> = {};
    for (const key of LIVE_KEYS) live[key] = latest.current.options[key];
    queue.setOptions(live);
  }, [queue, liveKey]);

  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getInitialState);

  return useMemo(
    () => ({
      files: state.items,
      upload: queue.add,
      cancel: queue.cancel,
      retry: queue.retry,
      remove: queue.remove,
      clear: queue.clear,
      isUploading: state.isUploading,
      progress: state.progress,
      rejections: state.rejections,
      activePuts: state.activePuts,
      queue,
    }),
    [state, queue],
  );
}

function makeQueue(latest: { current: { options: UseFileUploadOptions; client: UploadClient } }): UploadQueue {
  const { options } = latest.current;
  const { client: _client, onUploaded: _u, onError: _e, onSettled: _s, ...queueOptions } = options;
  const client: UploadClient = {
    getPreUploadUrl: (...args) => latest.current.client.getPreUploadUrl(...args),
    putFile: (...args) => latest.current.client.putFile(...args),
    reportUploadSuccess: (...args) => latest.current.client.reportUploadSuccess(...args),
  };
  return createUploadQueue(client, {
    ...queueOptions,
    onUploaded: (file, fileStoreId, item) => latest.current.options.onUploaded?.(file, fileStoreId, item),
    onError: (file, error, item) => latest.current.options.onError?.(file, error, item),
    onSettled: (file, item) => latest.current.options.onSettled?.(file, item),
  });
}
