/**
 * Turns the service's answer into the proxy's answer. What the browser gets
 * is always JSON the proxy wrote itself: the status, the body re-checked as
 * JSON with the key removed from it, and `Retry-After` when it is a valid
 * one. The service's reason phrase, its other headers and anything that is
 * not JSON stay behind.
 */
import { redactEchoes } from '../core/redact';
import { errorResponse, jsonHeaders, readBounded, TOO_LARGE } from './proxyHttp';

/** What {@link relayUpstream} needs besides the answer. */
export interface RelayLimits {
  /** The key sent with the request: removed from everything relayed. */
  keyValue: string;
  /** Largest body read, counted after decompression. */
  maxResponseBytes: number;
}

/**
 * Reads at most `maxResponseBytes` of `upstream` and answers with it, or with
 * an envelope that says why not: 502 when it is too large, has a status a
 * Fetch `Response` cannot carry, or is a success that is not JSON; an error
 * status whose body is not JSON (a gateway's HTML page) keeps its status. Rejects when the upstream call is aborted while
 * its body is read; the caller tells a timeout from a browser that left.
 */
export async function relayUpstream(upstream: Response, { keyValue, maxResponseBytes }: RelayLimits): Promise<Response> {
  if (upstream.status < 200 || upstream.status > 599) {
    await upstream.body?.cancel().catch(() => undefined);
    return errorResponse(502, `The chatbot service answered with HTTP status ${upstream.status}, which is not a valid status`);
  }
  const headers = new Headers(jsonHeaders());
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter !== null && isRetryAfter(retryAfter) && redactEchoes(retryAfter, keyValue) === retryAfter) {
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
  // Redaction runs on the decoded JSON, so an echo in any JSON escaping
  // (`\/`, `\u0073k…`) is found; the text is written anew only when an echo was.
  const redacted = redactValue(json, keyValue);
  const body = redacted.changed ? JSON.stringify(redacted.value) : new TextDecoder().decode(bytes);
  return new Response(body, { status: upstream.status, headers });
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

/** `value` with every echo of `key` removed from its strings and property names. */
function redactValue(value: unknown, key: string): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    const out = redactEchoes(value, key);
    return { value: out, changed: out !== value };
  }
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const r = redactValue(item, key);
      changed ||= r.changed;
      return r.value;
    });
    return { value: out, changed };
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const safeName = redactEchoes(name, key);
      const r = redactValue(item, key);
      changed ||= r.changed || safeName !== name;
      // defineProperty, so a "__proto__" name stays a plain property.
      Object.defineProperty(out, safeName, { value: r.value, enumerable: true, writable: true, configurable: true });
    }
    return { value: out, changed };
  }
  return { value, changed: false };
}
