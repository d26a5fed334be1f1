import { PUT_FILE_WIRE_NAME } from '../contract/putFileOperation';
import { NetworkError } from '../errors/NetworkError';
import { storageHint } from '../errors/storageHint';
import { FALLBACK_CONTENT_TYPE } from '../upload/contentTypeOf';
import type { PutFileOptions, PutFileResult } from '../types';
import { abortError, isAbortError, raceAbort } from '../errors/abortError';
import { parseRetryAfter } from './parseRetryAfter';
import { toStorageError } from './parseS3Error';

/** A PUT that got no answer: offline, or refused by the bucket's CORS (the hint says how to tell). */
function putNetworkError(cause?: unknown): NetworkError {
  return new NetworkError(PUT_FILE_WIRE_NAME, { cause, hint: storageHint(0) });
}

/** What either transport got back, read as from an XMLHttpRequest (fetch's Response is put in that form). */
type StorageAnswer = Pick<XMLHttpRequest, 'status' | 'getResponseHeader' | 'getAllResponseHeaders' | 'responseText'>;

/**
 * The answer's `name` header, read only when the answer lists it. Cross-origin,
 * the page sees only the headers the bucket's CORS rules expose, and Chromium
 * logs `Refused to get unsafe header` as a console error for every
 * `getResponseHeader` call on any other, even one the answer does not carry;
 * `getAllResponseHeaders()` lists exactly the readable ones and logs nothing.
 */
function exposedHeader(answer: StorageAnswer, name: string): string | null {
  let listed: string;
  try {
    listed = answer.getAllResponseHeaders();
  } catch {
    return null;
  }
  const prefix = `${name.toLowerCase()}:`;
  const present = listed.split(/\r?\n/).some((line) => line.trimStart().toLowerCase().startsWith(prefix));
  return present ? answer.getResponseHeader(name) : null;
}

/**
 * The storage PUT (docs/SERVICE.md §4.2) of `blob` to `url`, through
 * XMLHttpRequest when there is one (`Xhr`: the one browser API that reports
 * upload progress), else through fetch (Node, service workers), which reports
 * progress once at the start (0) and once at the end (all bytes), so a progress
 * bar still moves. Either way it sends one header, the Content-Type decided once for the
 * file, and no other (docs/SERVICE.md §5: the URL carries its own
 * signature; docs/UPSTREAM.md: an Authorization or unsigned x-amz-* header makes S3
 * refuse it); the Blob is the body as it is, never read into memory. Both
 * answers are read by the same checks: no answer (status 0: offline, or
 * refused by CORS) → NetworkError; non-2xx → StorageError (or
 * UploadUrlExpiredError) from S3's XML body and Retry-After (read, like ETag,
 * only when the bucket's CORS rules expose it); an abort at any
 * point → AbortError. The caller has checked the signal, in the same turn.
 */
export async function putToStorage(
  Xhr: typeof XMLHttpRequest | null,
  getFetch: () => typeof fetch,
  url: string,
  blob: Blob,
  options: PutFileOptions,
): Promise<PutFileResult> {
  const { signal, onProgress } = options;
  const size = blob.size;
  // Set, not left to the body: XHR would send no type for a Blob with none.
  const type = options.contentType || blob.type || FALLBACK_CONTENT_TYPE;
  let lastLoaded = -1;
  const report = (loaded: number, total: number) => {
    lastLoaded = loaded;
    onProgress?.({ loaded, total });
  };
  let answer: StorageAnswer;
  try {
    if (Xhr) {
      const xhr = new Xhr();
      // Resolves with the XHR once it ends: loaded, or failed or timed out
      // with no answer (status 0); rejects once aborted, by the signal or by
      // anyone else, or when the platform refuses the URL or the send.
      answer = await new Promise<StorageAnswer>((resolve, reject) => {
        let settled = false;
        const finish = (error?: unknown) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve(xhr);
        };
        const onAbort = () => {
          finish(abortError());
          xhr.abort();
        };
        if (xhr.upload) {
          xhr.upload.onprogress = (event: ProgressEvent) => {
            if (!settled) report(event.loaded, event.lengthComputable ? event.total : size);
          };
        }
        // A failed CORS preflight and being offline look the same here (docs/UPSTREAM.md): status 0.
        xhr.onload = xhr.onerror = xhr.ontimeout = () => finish();
        xhr.onabort = () => finish(abortError());
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          xhr.open('PUT', url);
          xhr.setRequestHeader('Content-Type', type);
          xhr.send(blob);
        } catch (error) {
          // The platform refused the URL (open) or the type (setRequestHeader;
          // fetch rejects such a header with a TypeError, read the same way).
          finish(putNetworkError(error));
        }
      });
    } else {
      const fetchImpl = getFetch();
      onProgress?.({ loaded: 0, total: size });
      const response = await raceAbort(
        fetchImpl.call(globalThis, url, { method: 'PUT', headers: { 'content-type': type }, body: blob, signal }),
        signal,
      );
      answer = {
        status: response.status,
        getResponseHeader: (name) => response.headers.get(name),
        // fetch's headers hold only what CORS lets the page read.
        getAllResponseHeaders: () => [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n'),
        // Only an error's body is read (S3's XML); a 2xx one is freed unread.
        responseText: response.ok ? (void response.body?.cancel().catch(() => {}), '') : await response.text().catch(() => ''),
      };
    }
    const { status } = answer;
    if (!status) throw putNetworkError();
    if (status < 200 || status > 299) throw toStorageError(status, readText(answer), parseRetryAfter(exposedHeader(answer, 'Retry-After')), url);
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    if (error instanceof TypeError) throw putNetworkError(error);
    throw error;
  }
  // Some browsers skip the last progress event, and fetch has none: end at 100 % for the UI.
  if (lastLoaded < size) report(size, size);
  return { status: answer.status, etag: exposedHeader(answer, 'ETag') ?? undefined };
}

function readText(answer: StorageAnswer): string {
  try {
    return typeof answer.responseText === 'string' ? answer.responseText : '';
  } catch {
    return ''; // responseType was changed by someone else: no text to read
  }
}
