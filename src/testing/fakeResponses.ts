/** The fake's answers and small Web-API helpers, shared by its operation handlers. */
import type { PaceBody } from './createStoragePace';
import type * as z from 'zod/mini';
import { corsHeaders } from './cors';
import { FAKE_CODES, FAKE_VERSION } from './fakeCodes';
import type { FakeFault, FakeOperation } from './fakeTypes';
import { S3_ERRORS, s3ErrorResponse } from './s3Errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function json(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(), 'content-type': 'application/json; charset=utf-8', ...extra },
  });
}

/** docs/SERVICE.md §2.1 / §7 rule 3: success is Success true, Code 200, Message ''. */
export function ok(data: unknown): Response {
  return json({ Data: data, Version: FAKE_VERSION, Success: true, Code: FAKE_CODES.OK, Message: '' });
}

/** docs/SERVICE.md §7 rule 2: a business failure is HTTP 200 with Success false and a Message. */
export function businessError(code: number, message: string): Response {
  return json({ Data: null, Version: FAKE_VERSION, Success: false, Code: code, Message: message });
}

export function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...corsHeaders(), 'content-type': 'text/plain; charset=utf-8', ...extra } });
}

/** The answer to a scripted `http` fault: an HTML gateway page, S3 XML for storage, else plain text. */
export function httpFaultResponse(op: FakeOperation, fault: Extract<FakeFault, { type: 'http' }>): Response {
  const text = STATUS_TEXT[fault.status] ?? 'Error';
  const extra: Record<string, string> = fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
  if (fault.html) {
    return new Response(
      `<html><head><title>${fault.status} ${text}</title></head><body><h1>${fault.status} ${text}</h1><hr><center>nginx</center></body></html>`,
      { status: fault.status, headers: { ...corsHeaders(), 'content-type': 'text/html; charset=utf-8', ...extra } },
    );
  }
  if (op === 'putFile') {
    const [, code, message] = fault.status === 503 ? S3_ERRORS.slowDown : S3_ERRORS.internal;
    return s3ErrorResponse(fault.status, code, message, extra);
  }
  return plain(fault.status, `${fault.status} ${text}`, extra);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms`, or rejects as soon as `signal` aborts (so client aborts end a scripted delay). */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The first problem zod found, as "field is required" / "field …". */
export function describeBodyIssue(body: unknown, error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Request body is invalid';
  const field = issue.path.map(String).join('.') || 'body';
  const value = issue.path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined),
    body,
  );
  if (value === undefined && issue.path.length > 0) return `${field} is required`;
  return `${field} is invalid: ${issue.message}`;
}

/** Reads a body chunk by chunk, waiting on `pace` after each (bandwidth, pause), then joins it once. */
export async function readPaced(body: ReadableStream<Uint8Array>, pace: PaceBody): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    await pace(received);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function isBlobLike(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string'
  );
}
