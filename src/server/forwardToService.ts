/**
 * One call to the service, timed and bounded: the proxy's answer to a
 * forwarded request, whatever the service does (answers, redirects, stays
 * silent, sends too much, fails mid-answer).
 */
import { errorResponse } from './proxyHttp';
import { relayUpstream } from './relayUpstream';

/** The limits of {@link forwardToService}. */
export interface ForwardLimits {
  /** Largest answer read, counted after decompression. */
  maxResponseBytes: number;
  /** Time allowed for the whole call, body included. */
  upstreamTimeoutMs: number;
}

/**
 * Runs `call` with a signal that aborts when the browser leaves (`browser`)
 * or when `upstreamTimeoutMs` passes, and relays its answer (checked by
 * `vet`, when given). A timeout
 * answers 504, an unreachable service or a redirect 502. When the browser
 * left, the abort is rethrown: there is no one to answer.
 */
export async function forwardToService(
  browser: AbortSignal,
  limits: ForwardLimits,
  keyValues: readonly string[],
  call: (signal: AbortSignal) => Promise<Response>,
  vet?: (body: unknown) => string | undefined,
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
    // A redirect would have to be followed with the key attached, to a place
    // we did not choose; refuse it instead.
    if (upstream.type === 'opaqueredirect' || (upstream.status >= 300 && upstream.status < 400)) {
      await upstream.body?.cancel().catch(() => undefined);
      return errorResponse(502, 'The chatbot service answered with a redirect');
    }
    try {
      return await relayUpstream(upstream, { keyValues, maxResponseBytes: limits.maxResponseBytes, vet });
    } catch (error) {
      return failed(error, 'The chatbot service connection failed mid-answer');
    }
  } finally {
    clearTimeout(timer);
    browser.removeEventListener('abort', leave);
  }
}
