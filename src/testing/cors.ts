import { JSON_OPERATION_NAMES, JSON_OPERATIONS } from '../core/contract/operations';

/**
 * CORS headers on every answer: browsers preflight the storage PUT and the JSON
 * operations (docs/UPSTREAM.md), and a failed preflight reaches JavaScript as status 0.
 * The key headers allowed are the contract table's.
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

/**
 * A bucket whose CORS rules do not allow the origin (`faults.storageCors(false)`):
 * S3 answers the preflight 403 without CORS headers, and the browser stops there.
 */
export function refusedPreflightResponse(): Response {
  return new Response('CORSResponse: This CORS request is not allowed.', { status: 403 });
}

/** `response` without its CORS headers: what such a bucket answers a client that does not preflight. */
export function withoutCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The answer to an OPTIONS preflight. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders() });
}
