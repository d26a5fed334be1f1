'use client';
import { useEffect, useInsertionEffect, useRef } from 'react';
import type { UploadQueue } from '../core/upload/createUploadQueue';
import type { UploadQueueEvent } from '../core/upload/types';

/**
 * Calls `listener` for each event of the upload engine as it happens:
 * `added`, `rejected`, `uploaded`, `failed`, `canceled`, `retrying`,
 * `settled` (see `UploadQueueEvent`). Events are not batched per frame and
 * never repeated, so a listener sees each file's outcome exactly once.
 *
 * Subscribes in an effect, once per queue. The newest `listener` is called,
 * so an inline function does not resubscribe on every render.
 *
 * @param upload `useFileUpload()`'s (or `useUploadDropzone()`'s) result, or a queue; `null` to listen to nothing
 * @example
 * const upload = useFileUpload();
 * useUploadEvents(upload, (event) => {
 *   if (event.type === 'failed') toast(`${event.item.name} failed: ${event.error.message}`);
 * });
 */
export function useUploadEvents(
  upload: Pick<UploadQueue, 'subscribeEvents'> | { readonly queue: Pick<UploadQueue, 'subscribeEvents'> } | null | undefined,
  listener: (event: UploadQueueEvent) => void,
): void {
  const source = upload ? ('queue' in upload ? upload.queue : upload) : null;
  const latest = useRef(listener);
  useInsertionEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!source) return;
    return source.subscribeEvents((event) => latest.current(event));
  }, [source]);
}
