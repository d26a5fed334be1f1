import { NetworkError } from '../errors/NetworkError';
import { ResponseShapeError } from '../errors/ResponseShapeError';
import { TransportError } from '../errors/TransportError';
import { isAbortError } from '../errors/isAbortError';
import { abortError, raceAbort, throwIfAborted } from './abortError';
import { parseRetryAfter } from './parseRetryAfter';

/** One JSON POST to the service. */
export interface JsonRequest {
  /** Operation name for error messages, such as `GetPreUploadUrl`. */
  operation: string;
  fetch: typeof fetch;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

/**
 * POSTs `body` as JSON and returns the parsed JSON answer. Checks, in the order
 * issue 2 fixes: fetch rejects with a TypeError → {@link NetworkError}; status
 * 0 → NetworkError; non-2xx → {@link TransportError} (SERVICE.md §7 rule 1,
 * body discarded, never quoted); body not JSON → {@link ResponseShapeError}
 * on `(body)`. The envelope is checked by `parseEnvelope`.
 */
export async function requestJson(request: JsonRequest): Promise<unknown> {
  const { operation, signal } = request;
  throwIfAborted(signal);
  let response: Response;
  try {
    response = await raceAbort(
      request.fetch.call(globalThis, request.url, {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify(request.body),
        signal,
      }),
      signal,
    );
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    if (error instanceof TypeError) throw new NetworkError(operation, { cause: error });
    throw error;
  }

  // An opaque (no-cors) or failed response: there is no status to report.
  if (response.status === 0) throw new NetworkError(operation);
  if (response.status < 200 || response.status > 299) {
    discardBody(response);
    throw new TransportError(operation, response.status, {
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }

  let text: string;
  try {
    text = await raceAbort(response.text(), signal);
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortError();
    if (error instanceof TypeError) throw new NetworkError(operation, { cause: error });
    throw error;
  }
  throwIfAborted(signal);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ResponseShapeError(operation, '(body)', 'is not JSON');
  }
}

/** Frees the connection without reading an error page we will not show. */
function discardBody(response: Response): void {
  try {
    void response.body?.cancel().catch(() => {});
  } catch {
    // A locked or already-used body: nothing to free.
  }
}
