import { vi } from 'vitest';

/** What the client sent, as the server would see it. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  /** The body as sent: a string for JSON posts, the Blob itself for a PUT. */
  body: unknown;
  signal: AbortSignal | undefined;
}

type Step = Response | Error | ((request: RecordedRequest) => Response | Promise<Response>);

/**
 * A fetch that answers from a script, one step per call, and records every
 * request. A call beyond the script fails the test loudly, which is how the
 * tests prove "no network call after a failure".
 */
export function scriptedFetch(...steps: Step[]) {
  const calls: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    const step = steps[calls.length - 1];
    if (step === undefined) throw new Error(`unexpected request #${calls.length}: ${request.method} ${request.url}`);
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step(request) : step;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** The JSON body of a recorded POST. */
export function jsonBody(request: RecordedRequest | undefined): unknown {
  if (!request) throw new Error('no such request');
  return JSON.parse(request.body as string);
}

/** A 200 JSON envelope answer (docs/SERVICE.md §2.1). */
export function envelope(data: unknown, overrides: Record<string, unknown> = {}, init: ResponseInit = {}): Response {
  return Response.json(
    { Data: data, Version: '1.0.0', Success: true, Code: 200, Message: '', ...overrides },
    { status: 200, ...init },
  );
}

export const PRE_UPLOAD_URL =
  'https://bucket.s3.us-east-1.amazonaws.com/uploads/a.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
  '&X-Amz-Credential=AKIAEXAMPLE%2F20261122%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261122T000000Z' +
  '&X-Amz-Expires=600&X-Amz-SignedHeaders=host&X-Amz-Signature=deadbeefcafef00d1234567890abcdef';

/** Data of a good GetPreUploadUrl (docs/SERVICE.md §2.2). */
export const preUploadData = (overrides: Record<string, unknown> = {}) => ({
  FileStoreId: '34317',
  PreUploadUrl: PRE_UPLOAD_URL,
  ...overrides,
});

/** A never-settling answer that rejects when the request's signal aborts, like real fetch. */
export function hangUntilAborted(request: RecordedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}
