import { isAbortError } from '../errors/isAbortError';
import type { PutFileOptions, PutFileResult } from '../types';
import { abortError, raceAbort, throwIfAborted } from './abortError';
import { parseRetryAfter } from './parseRetryAfter';
import { toStorageError } from './parseS3Error';
import { FALLBACK_CONTENT_TYPE } from '../upload/contentTypeOf';
import { putNetworkError } from './putWithXhr';

/**
 * The storage PUT where there is no XMLHttpRequest (Node, service workers).
 * fetch cannot report upload progress, so progress is reported once at the
 * start (0) and once at the end (all bytes), as issue 2 asks. The Blob is the
 * body as it is (streamed, never read into memory); the one header is the
 * Content-Type decided once for the file (issue 12 §5).
 */
export async function putWithFetch(
  fetchImpl: typeof fetch,
  url: string,
  blob: Blob,
  options: PutFileOptions = {},
): Promise<PutFileResult> {
  const { signal, onProgress } = options;
  throwIfAborted(signal);
  onProgress?.({ loaded: 0, total: blob.size });
  let response: Response;
  try {
    response = await raceAbort(fetchImpl.call(globalThis, url, {
        method: 'PUT',
        headers: { 'content-type': options.contentType || blob.type || FALLBACK_CONTENT_TYPE },
        body: blob,
        signal,
      }), signal);
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    if (error instanceof TypeError) throw putNetworkError(error);
    throw error;
  }
  if (response.status === 0) throw putNetworkError();
  if (response.status < 200 || response.status > 299) {
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    const body = await response.text().catch(() => '');
    throw toStorageError(response.status, body, retryAfter);
  }
  void response.body?.cancel().catch(() => {});
  onProgress?.({ loaded: blob.size, total: blob.size });
  return { status: response.status, etag: response.headers.get('ETag') ?? undefined };
}
