import { NetworkError } from '../errors/NetworkError';
import { storageHint } from '../errors/storageHint';
import { FALLBACK_CONTENT_TYPE } from '../upload/contentTypeOf';
import type { PutFileOptions, PutFileResult } from '../types';
import { abortError } from './abortError';
import { parseRetryAfter } from './parseRetryAfter';
import { toStorageError } from './parseS3Error';

import { PUT_FILE_WIRE_NAME } from '../contract/putFileOperation';

/** Operation name used in storage PUT errors (the contract table's label). */
export const PUT_OPERATION = PUT_FILE_WIRE_NAME;

/** A PUT that got no answer: offline, or refused by the bucket's CORS (the hint says how to tell). */
export function putNetworkError(cause?: unknown): NetworkError {
  return new NetworkError(PUT_OPERATION, { cause, hint: storageHint(0) });
}

/**
 * PUTs `blob` with XMLHttpRequest, the one browser API that reports upload
 * progress. Sends one header, the Content-Type decided once for the file
 * (issue 12 §5), and no other (SERVICE.md §5: the URL carries its own
 * signature; UPSTREAM.md: an Authorization or unsigned x-amz-* header makes S3
 * refuse it). The Blob is handed to `send` as it is, never read into memory.
 */
export function putWithXhr(
  Xhr: typeof XMLHttpRequest,
  url: string,
  blob: Blob,
  options: PutFileOptions = {},
): Promise<PutFileResult> {
  const { signal, onProgress } = options;
  return new Promise<PutFileResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new Xhr();
    let settled = false;
    let lastLoaded = -1;
    const report = (loaded: number, total: number) => {
      lastLoaded = loaded;
      onProgress?.({ loaded, total });
    };
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    const onAbort = () => {
      finish(() => reject(abortError()));
      xhr.abort();
    };

    try {
      xhr.open('PUT', url);
    } catch (error) {
      // open() throws only for a URL the platform cannot use at all.
      finish(() => reject(putNetworkError(error)));
      return;
    }
    // Set, not left to send(blob): XHR would send nothing for a Blob with no type.
    xhr.setRequestHeader('Content-Type', options.contentType || blob.type || FALLBACK_CONTENT_TYPE);
    if (xhr.upload && onProgress) {
      xhr.upload.onprogress = (event: ProgressEvent) => {
        if (!settled) report(event.loaded, event.lengthComputable ? event.total : blob.size);
      };
    }
    xhr.onload = () => {
      const status = xhr.status;
      if (status === 0) {
        finish(() => reject(putNetworkError()));
      } else if (status >= 200 && status <= 299) {
        finish(() => {
          // Some browsers skip the last progress event: end at 100 % for the UI.
          if (onProgress && lastLoaded < blob.size) report(blob.size, blob.size);
          resolve({ status, etag: xhr.getResponseHeader('ETag') ?? undefined });
        });
      } else {
        const retryAfter = parseRetryAfter(xhr.getResponseHeader('Retry-After'));
        finish(() => reject(toStorageError(status, readText(xhr), retryAfter)));
      }
    };
    // A failed CORS preflight and being offline look the same here (UPSTREAM.md).
    xhr.onerror = () => finish(() => reject(putNetworkError()));
    xhr.ontimeout = () => finish(() => reject(putNetworkError()));
    xhr.onabort = () => finish(() => reject(abortError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      xhr.send(blob);
    } catch (error) {
      finish(() => reject(putNetworkError(error)));
    }
  });
}

function readText(xhr: XMLHttpRequest): string {
  try {
    return typeof xhr.responseText === 'string' ? xhr.responseText : '';
  } catch {
    return ''; // responseType was changed by someone else: no text to read
  }
}
