/**
 * CORS headers on every answer: browsers preflight the storage PUT and the JSON
 * operations (UPSTREAM.md), and a failed preflight reaches JavaScript as status 0.
 */
export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET,POST,PUT,OPTIONS',
    'access-control-allow-headers': 'authorization,content-type,chatrobot-sessionkey',
    'access-control-expose-headers': 'ETag,Retry-After',
    'access-control-max-age': '600',
  };
}

/** The answer to an OPTIONS preflight. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders() });
}
