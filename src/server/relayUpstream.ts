/**
 * Turns the service's answer into the proxy's answer. What the browser gets
 * is always JSON the proxy wrote itself: the status, the body parsed and
 * written anew with the key removed from it, and `Retry-After` when it is a
 * valid one. The service's reason phrase, its other headers, its bytes and
 * anything that is not JSON stay behind.
 */
import { redactEchoes } from '../core/redact';
import { errorResponse, jsonHeaders, readBounded, TOO_LARGE } from './proxyHttp';

/** What {@link relayUpstream} needs besides the answer. */
export interface RelayLimits {
  /** Every key the proxy holds for this request: each is removed from everything relayed. */
  keyValues: readonly string[];
  /** Largest body read, counted after decompression. */
  maxResponseBytes: number;
}

/** Deeper JSON than any answer of the contract: refused before it is walked. */
const MAX_DEPTH = 64;

/**
 * Reads at most `maxResponseBytes` of `upstream` and answers with it, or with
 * an envelope that says why not: 502 when it is too large, has a status a
 * Fetch `Response` cannot carry, or is a success that is not JSON; an error
 * status whose body is not JSON (a gateway's HTML page) keeps its status. Rejects when the upstream call is aborted while
 * its body is read; the caller tells a timeout from a browser that left.
 */
export async function relayUpstream(upstream: Response, { keyValues, maxResponseBytes }: RelayLimits): Promise<Response> {
  if (upstream.status < 200 || upstream.status > 599) {
    await upstream.body?.cancel().catch(() => undefined);
    return errorResponse(502, `The chatbot service answered with HTTP status ${upstream.status}, which is not a valid status`);
  }
  const headers = new Headers(jsonHeaders());
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter !== null && isRetryAfter(retryAfter) && redactKeys(retryAfter, keyValues) === retryAfter) {
    headers.set('Retry-After', retryAfter.trim());
  }
  if (upstream.status === 204 || upstream.status === 205 || upstream.status === 304 || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined);
    return new Response(null, { status: upstream.status, headers });
  }
  const bytes = await readBounded(upstream.body, maxResponseBytes);
  if (bytes === TOO_LARGE) {
    return errorResponse(502, `The chatbot service answered with more than ${maxResponseBytes} bytes`);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    // An error page (a gateway's 503, a 401 in HTML) keeps its status, so the
    // client retries or stops as it would; a success that is not JSON is unusable: 502.
    const status = upstream.status >= 400 ? upstream.status : 502;
    return errorResponse(status, `The chatbot service answered HTTP ${upstream.status} with something other than JSON`, retryAfterOf(headers));
  }
  if (depthOf(json) > MAX_DEPTH) {
    return errorResponse(502, `The chatbot service answered with JSON nested deeper than ${MAX_DEPTH} levels`);
  }
  // Redaction runs on the decoded JSON, so an echo in any JSON escaping
  // (`\/`, `\u0073k…`) is found, and the body is always written anew: a
  // member the parse dropped (the first of two with one name) never goes out.
  // One walk per key, each with that key's patterns.
  const redacted = keyValues.reduce<unknown>((value, key) => redactValue(value, key), json);
  return new Response(JSON.stringify(redacted), { status: upstream.status, headers });
}

/** How deeply arrays and objects nest in `value`, walked without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

function retryAfterOf(headers: Headers): Record<string, string> {
  const value = headers.get('retry-after');
  return value === null ? {} : { 'Retry-After': value };
}

/** `Retry-After` as HTTP defines it: a number of seconds or an HTTP date. */
function isRetryAfter(value: string): boolean {
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return true;
  return /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text) && !Number.isNaN(Date.parse(text));
}

/** `text` with every echo of each of `keys` removed. */
function redactKeys(text: string, keys: readonly string[]): string {
  return keys.reduce(redactEchoes, text);
}

/**
 * `value` with every echo of `key` removed from its strings and property
 * names; a number that is the key (a numeric key sent back as a number)
 * becomes the string `[redacted]`. Other numbers are left whole: a price
 * that happens to contain a short numeric key's digits is still a price.
 */
function redactValue(value: unknown, key: string): unknown {
  if (typeof value === 'string') return redactEchoes(value, key);
  if (typeof value === 'number') return String(value) === key ? '[redacted]' : value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, key));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      // defineProperty, so a "__proto__" name stays a plain property.
      Object.defineProperty(out, redactEchoes(name, key), { value: redactValue(item, key), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}
