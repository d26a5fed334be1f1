/** The fake's answers (envelopes, S3 XML errors, CORS) and the small Web-API helpers its handlers share. */
import { JSON_OPERATION_NAMES, JSON_OPERATIONS } from '../core/contract/operations';
import { FAKE_CODES, FAKE_VERSION } from './fakeCodes';
import type { PaceBody } from './fakeFaults';
import type { FakeFault, FakeOperation } from './fakeTypes';

/**
 * CORS headers on every answer: browsers preflight the storage PUT and the JSON operations (docs/UPSTREAM.md), and a
 * failed preflight reaches JavaScript as status 0. The key headers allowed are the contract table's.
 */
export function corsHeaders(): Record<string, string> {
  const keyHeaders = new Set(JSON_OPERATION_NAMES.map((name) => JSON_OPERATIONS[name].header.toLowerCase()));
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET,POST,PUT,OPTIONS',
    'access-control-allow-headers': [...keyHeaders].sort().concat('content-type').join(','),
    'access-control-expose-headers': 'ETag,Retry-After',
    'access-control-max-age': '600',
  };
}

/** `response` without CORS headers: what a bucket whose CORS rules leave the origin out answers (`faults.storageCors(false)`). */
export function withoutCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function respond(body: BodyInit | null, status: number, type: string, extra: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...corsHeaders(), 'content-type': type, ...extra } });
}

export const json = (body: unknown): Response => respond(JSON.stringify(body), 200, 'application/json; charset=utf-8');

/** docs/SERVICE.md §2.1 / §7 rule 3: success is Success true, Code 200, Message ''. */
export const ok = (data: unknown): Response => json({ Data: data, Version: FAKE_VERSION, Success: true, Code: FAKE_CODES.OK, Message: '' });

/** docs/SERVICE.md §7 rule 2: a business failure is HTTP 200 with Success false and a Message. */
export const businessError = (code: number, message: string): Response =>
  json({ Data: null, Version: FAKE_VERSION, Success: false, Code: code, Message: message });

export const plain = (status: number, text: string, extra?: Record<string, string>): Response =>
  respond(text, status, 'text/plain; charset=utf-8', extra);

let s3RequestCounter = 0;

/** A 16-character request id like S3's `x-amz-request-id`. */
export function s3RequestId(): string {
  s3RequestCounter = (s3RequestCounter + 1) % 0xffffffff;
  return `FAKE${s3RequestCounter.toString(16).toUpperCase().padStart(12, '0')}`;
}

/** S3's XML error answer (docs/UPSTREAM.md), with CORS headers as S3 sends them when the bucket allows the origin. */
export function s3ErrorResponse(status: number, code: string, message: string, extra: Record<string, string> = {}): Response {
  const requestId = s3RequestId();
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escape(code)}</Code><Message>${escape(message)}</Message><RequestId>${requestId}</RequestId><HostId>fake-s3</HostId></Error>`;
  return respond(xml, status, 'application/xml', { 'x-amz-request-id': requestId, ...extra });
}

/** The S3 answers the fake gives, by situation. */
export const S3_ERRORS = {
  twoAuthMechanisms: [400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified'],
  missingQueryAuth: [400, 'AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.'],
  expired: [403, 'AccessDenied', 'Request has expired'],
  signature: [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.'],
  unsignedHeader: [403, 'AccessDenied', 'There were headers present in the request which were not signed'],
  internal: [500, 'InternalError', 'We encountered an internal error. Please try again.'],
  slowDown: [503, 'SlowDown', 'Please reduce your request rate.'],
} as const satisfies Record<string, readonly [number, string, string]>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 408: 'Request Timeout', 429: 'Too Many Requests',
  500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

/** The answer to a scripted `http` fault: an HTML gateway page, S3 XML for storage, else plain text. */
export function httpFaultResponse(op: FakeOperation, fault: Extract<FakeFault, { type: 'http' }>): Response {
  const { status } = fault;
  const text = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  const extra: Record<string, string> = fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
  if (fault.html) {
    return respond(`<html><head><title>${text}</title></head><body><h1>${text}</h1><hr><center>nginx</center></body></html>`, status, 'text/html; charset=utf-8', extra);
  }
  if (op !== 'putFile') return plain(status, text, extra);
  const [, code, message] = status === 503 ? S3_ERRORS.slowDown : S3_ERRORS.internal;
  return s3ErrorResponse(status, code, message, extra);
}

/** Waits `ms`, or rejects as soon as `signal` aborts (so client aborts end a scripted delay). */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  const aborted = () => signal!.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  if (signal?.aborted) return Promise.reject(aborted());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Reads a body chunk by chunk, waiting on `pace` after each (bandwidth, pause), then joins it once. */
export async function readPaced(body: ReadableStream<Uint8Array>, pace: PaceBody): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value as Uint8Array<ArrayBuffer>);
    received += next.value.byteLength;
    await pace(received);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

export function isBlobLike(value: unknown): value is Blob {
  const blob = value as Blob | null;
  return typeof blob === 'object' && blob !== null && typeof blob.arrayBuffer === 'function' && typeof blob.size === 'number' && typeof blob.type === 'string';
}
