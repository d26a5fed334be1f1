/**
 * One call to the service, timed and bounded, and its answer turned into the proxy's, whatever the service does
 * (answers, redirects, stays silent, sends too much, fails mid-answer). What the browser gets is always JSON the proxy
 * wrote itself: the status, the body parsed and written anew with every key removed from it, and `Retry-After` when it
 * is a valid one. The service's reason phrase, its other headers, its bytes and anything not JSON stay behind.
 */
import { echoFinder } from './echoFinder';
import { errorResponse, jsonHeaders, readBounded } from './proxyHttp';

/** The limits of {@link forwardToService}. */
export interface ForwardLimits {
  /** Largest answer read, counted after decompression. */
  maxResponseBytes: number;
  /** Time allowed for the whole call, body included. */
  upstreamTimeoutMs: number;
}

/** Checks the parsed answer; a message it returns is answered as a 502 envelope instead. */
type Vet = (body: unknown) => string | undefined;

/**
 * Runs `call` with a signal that aborts when the browser leaves (`browser`) or when `upstreamTimeoutMs` passes, and
 * relays its answer with every one of `keyValues` removed. A timeout answers 504, an unreachable service or a redirect
 * 502. When the browser left, the abort is rethrown: there is no one to answer.
 */
export async function forwardToService(
  browser: AbortSignal, limits: ForwardLimits, keyValues: readonly string[], call: (signal: AbortSignal) => Promise<Response>, vet?: Vet,
): Promise<Response> {
  const controller = new AbortController();
  const leave = () => controller.abort(browser.reason);
  if (browser.aborted) leave();
  else browser.addEventListener('abort', leave, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The chatbot service did not answer in time', 'TimeoutError'));
  }, limits.upstreamTimeoutMs);
  const failed = (error: unknown, message: string): Response => {
    if (timedOut) return errorResponse(504, `The chatbot service did not answer within ${limits.upstreamTimeoutMs} ms`);
    if (browser.aborted) throw error;
    return errorResponse(502, message);
  };
  try {
    let upstream: Response;
    try {
      upstream = await call(controller.signal);
    } catch (error) {
      return failed(error, 'The chatbot service could not be reached');
    }
    // A redirect would have to be followed with the key attached, to a place we did not choose.
    if (upstream.type === 'opaqueredirect' || (upstream.status >= 300 && upstream.status < 400)) {
      await upstream.body?.cancel().catch(() => undefined);
      return errorResponse(502, 'The chatbot service answered with a redirect');
    }
    try {
      return await relayUpstream(upstream, keyValues, limits.maxResponseBytes, vet);
    } catch (error) {
      return failed(error, 'The chatbot service connection failed mid-answer');
    }
  } finally {
    clearTimeout(timer);
    browser.removeEventListener('abort', leave);
  }
}

/** Deeper JSON than any answer of the contract: refused, as soon as the walk meets it. */
const MAX_DEPTH = 64;

/**
 * Reads at most `maxResponseBytes` of `upstream` and answers with it, or with an envelope that says why not: 502 when
 * it is too large, has a status a Fetch `Response` cannot carry, or is a success that is not JSON; an error status
 * whose body is not JSON (a gateway's HTML page) keeps its status. Rejects when the call is aborted while its body is
 * read.
 */
async function relayUpstream(upstream: Response, keyValues: readonly string[], maxResponseBytes: number, vet: Vet | undefined): Promise<Response> {
  if (upstream.status < 200 || upstream.status > 599) {
    await upstream.body?.cancel().catch(() => undefined);
    return errorResponse(502, `The chatbot service answered with HTTP status ${upstream.status}, which is not a valid status`);
  }
  const headers = new Headers(jsonHeaders());
  const retryAfter = upstream.headers.get('retry-after');
  const isEcho = echoFinder(keyValues);
  if (retryAfter !== null && isRetryAfter(retryAfter) && !isEcho(retryAfter)) headers.set('Retry-After', retryAfter.trim());
  if (upstream.status === 204 || upstream.status === 205 || upstream.status === 304 || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined);
    return new Response(null, { status: upstream.status, headers });
  }
  const bytes = await readBounded(upstream.body, maxResponseBytes);
  if (typeof bytes === 'symbol') return errorResponse(502, `The chatbot service answered with more than ${maxResponseBytes} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    // An error page (a gateway's 503, a 401 in HTML) keeps its status, so the client retries or stops as it would; a
    // success that is not JSON is unusable: 502.
    const status = upstream.status >= 400 ? upstream.status : 502;
    const retry = headers.get('retry-after');
    return errorResponse(status, `The chatbot service answered HTTP ${upstream.status} with something other than JSON`, retry === null ? {} : { 'Retry-After': retry });
  }
  // Redaction runs on the decoded JSON, so an echo in any JSON escaping (`\/`, `\u0073k…`) is found, and the body is
  // always written anew: a member the parse dropped (the first of two with one name) never goes out.
  const redacted = redactInPlace(json, isEcho, numericEcho(keyValues));
  if (redacted === TOO_DEEP) return errorResponse(502, `The chatbot service answered with JSON nested deeper than ${MAX_DEPTH} levels`);
  const refusal = vet?.(redacted);
  if (refusal !== undefined) return errorResponse(502, refusal);
  return new Response(JSON.stringify(redacted), { status: upstream.status, headers });
}

const TOO_DEEP = Symbol('too deep');

/** What replaces a string that holds a key: the whole string, so no part of an encoded echo is left. */
const REDACTED = '[redacted]';

/**
 * `value` (freshly parsed JSON, changed in place) with every string and property name that holds a key replaced by
 * `[redacted]`, and a number that is a key (a numeric key sent back as a number) too; or {@link TOO_DEEP} when arrays
 * and objects nest deeper than {@link MAX_DEPTH}. Walked without recursion, in one pass for all keys. Other numbers are
 * left whole: a price that happens to contain a short numeric key's digits is still a price.
 */
function redactInPlace(value: unknown, isEcho: (text: string) => boolean, isEchoNumber: (value: number) => boolean): unknown {
  const holder = [value];
  // Containers still to walk, and their depths, side by side.
  const stack: (unknown[] | Record<string, unknown>)[] = [holder];
  const depths: number[] = [0];
  let depth = 0;
  // A member's new value, or undefined to keep it; containers go on the stack.
  const check = (item: unknown): string | undefined => {
    if (typeof item === 'string') return isEcho(item) ? REDACTED : undefined;
    if (typeof item === 'number') return isEchoNumber(item) ? REDACTED : undefined;
    if (item !== null && typeof item === 'object') {
      stack.push(item as Record<string, unknown>);
      depths.push(depth + 1);
    }
    return undefined;
  };
  while (stack.length) {
    const container = stack.pop()!;
    depth = depths.pop()!;
    if (depth > MAX_DEPTH) return TOO_DEEP;
    if (Array.isArray(container)) {
      // By index: a list of a few hundred thousand members would otherwise make as many key strings.
      for (let i = 0; i < container.length; i++) {
        const replaced = check(container[i]);
        if (replaced !== undefined) container[i] = replaced;
      }
      continue;
    }
    for (const name of Object.keys(container)) {
      const replaced = check(container[name]);
      if (replaced !== undefined) container[name] = replaced;
      if (isEcho(name)) {
        const kept = container[name];
        delete container[name];
        // defineProperty, so a "__proto__" name stays a plain property.
        Object.defineProperty(container, REDACTED, { value: kept, enumerable: true, writable: true, configurable: true });
      }
    }
  }
  return holder[0];
}

/** True for a number whose JSON text is one of the keys. */
function numericEcho(keys: readonly string[]): (value: number) => boolean {
  const numbers = new Set(keys.filter((key) => String(Number(key)) === key).map(Number));
  return numbers.size === 0 ? () => false : (value) => numbers.has(value);
}

/** `Retry-After` as HTTP defines it: a number of seconds or an HTTP date. */
function isRetryAfter(value: string): boolean {
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return true;
  return /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text) && !Number.isNaN(Date.parse(text));
}
