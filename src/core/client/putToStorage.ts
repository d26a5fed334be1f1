import { presignedSecrets } from '../contract/presignedUrl';
import { PUT_FILE_WIRE_NAME } from '../contract/putFileOperation';
import { abortError, isAbortError, raceAbort } from '../errors/abortError';
import { NetworkError } from '../errors/NetworkError';
import { StorageError } from '../errors/StorageError';
import { storageHint } from '../errors/storageHint';
import { UploadUrlExpiredError } from '../errors/UploadUrlExpiredError';
import { redact } from '../redact';
import type { PutFileOptions, PutFileResult } from '../types';
import { FALLBACK_CONTENT_TYPE } from '../upload/contentTypeOf';
import type { Send } from './createClientBase';
import { parseRetryAfter } from './parseRetryAfter';

/** A PUT that got no answer: offline, or refused by the bucket's CORS (the hint says how to tell). */
function putNetworkError(cause?: unknown): NetworkError {
  return new NetworkError(PUT_FILE_WIRE_NAME, { cause, hint: storageHint(0) });
}

/**
 * The storage PUT (docs/SERVICE.md §4.2) of `blob` to `url`: through XMLHttpRequest when there is one (it reports
 * upload progress), else fetch (progress at 0 and at the end). It sends one header, the Content-Type, and no other (§5:
 * the URL carries its own signature; an Authorization or unsigned x-amz-* header makes S3 refuse it); the Blob is never
 * read into memory. No answer (status 0: offline, or refused by CORS) → NetworkError; non-2xx → StorageError (or
 * UploadUrlExpiredError) from S3's XML body and Retry-After; an abort at any point → AbortError. The caller has checked
 * the signal, in the same turn.
 */
export async function putToStorage(
  xhrOption: typeof XMLHttpRequest | null | undefined, send: Send, url: string, blob: Blob, options: PutFileOptions,
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
  // What either transport got back: the status, the body of an error (S3's XML) and a header CORS lets the page read.
  let status: number;
  let text = '';
  let header: (name: string) => string | null;
  // The client's `XMLHttpRequest` option: unset is the platform's (none in Node or a worker), null is none.
  const Xhr = xhrOption === undefined ? globalThis.XMLHttpRequest : xhrOption;
  try {
    if (Xhr) {
      const xhr = new Xhr();
      const onAbort = () => xhr.abort();
      // Resolves once the XHR ends, however it ends (`loadend`: an error or timeout has status 0); rejects first once
      // aborted (abort() fires `abort` at once, before `loadend`), or when the platform refuses the URL or the send. Once
      // the caller aborts, no progress is reported.
      await new Promise<void>((resolve, reject) => {
        if (xhr.upload) xhr.upload.onprogress = (event) => signal?.aborted || report(event.loaded, event.lengthComputable ? event.total : size);
        // A failed CORS preflight and being offline look the same here (docs/UPSTREAM.md): status 0.
        xhr.onloadend = () => resolve();
        xhr.onabort = () => reject(abortError());
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          xhr.open('PUT', url);
          xhr.setRequestHeader('Content-Type', type);
          xhr.send(blob);
        } catch (error) {
          // The platform refused the URL or the type (fetch's TypeError is read the same way).
          reject(putNetworkError(error));
        }
      }).finally(() => signal?.removeEventListener('abort', onAbort));
      ({ status, responseText: text } = xhr);
      // Read only when the answer lists it: Chromium logs a console error for `getResponseHeader` of a header CORS does
      // not expose, while `getAllResponseHeaders()` lists the readable ones silently.
      header = (name) => (new RegExp(`^\\s*${name}:`, 'im').test(xhr.getAllResponseHeaders()) ? xhr.getResponseHeader(name) : null);
    } else {
      report(0, size);
      const response = await raceAbort(send(url, { method: 'PUT', headers: { 'content-type': type }, body: blob, signal }), signal);
      // fetch's headers hold only what CORS lets the page read.
      ({ status } = response);
      header = (name) => response.headers.get(name);
      // Only an error's body is read; a 2xx one is freed unread.
      if (response.ok) void response.body?.cancel().catch(() => {});
      else text = await response.text().catch(() => '');
    }
    if (!status) throw putNetworkError();
    if (status < 200 || status > 299) throw toStorageError(status, text, parseRetryAfter(header('Retry-After')), url);
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    if (error instanceof TypeError) throw putNetworkError(error);
    throw error;
  }
  // Some browsers skip the last progress event, and fetch has none: end at 100 % for the UI.
  if (lastLoaded < size) report(size, size);
  return { status, etag: header('ETag') ?? undefined };
}

/**
 * The error of a non-2xx PUT to `url`: `AccessDenied` "Request has expired" → UploadUrlExpiredError (ask for a fresh
 * URL), else a StorageError with S3's `<Code>` and `<Message>` (read by a regex, not DOMParser: core runs without DOM
 * globals; S3 also echoes StringToSign and the access key id, never read), Retry-After and, in development, a hint. The
 * URL's secret parameters are redacted wherever they appear, even quoted bare.
 */
function toStorageError(status: number, body: string, retryAfterSeconds: number | undefined, url: string): StorageError {
  const secrets = presignedSecrets(url);
  const element = (name: string, max: number) => {
    const text = new RegExp(`<${name}>([^<]{1,${max}})</${name}>`).exec(body)?.[1];
    return text === undefined ? undefined : redact(decodeXml(text), secrets);
  };
  const s3 = { code: element('Code', 100), message: element('Message', 500) };
  if (s3.code === 'AccessDenied' && /request has expired/i.test(s3.message ?? '')) return new UploadUrlExpiredError(status);
  return new StorageError(status, s3, { retryAfterSeconds, hint: storageHint(status, s3.code, s3.message) });
}

/**
 * Element text decoded and trimmed: numeric character references (one that names no character becomes U+FFFD), then the
 * five named entities, `&amp;` last, so `&amp;#39;` is the text `&#39;`.
 */
function decodeXml(text: string): string {
  return text
    .replace(/&#(?:x([\da-f]{1,6})|(\d{1,7}));/gi, (_, hex?: string, decimal?: string) => {
      const codePoint = hex ? parseInt(hex, 16) : Number(decimal);
      return String.fromCodePoint(codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff) ? codePoint : 0xfffd);
    })
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
    .trim();
}
