/** HTTP helpers of the proxy: bounded body reading, envelope-shaped errors, the JSON content-type test, the raw-path check. */

/** What {@link readBounded} returns when the body is larger than allowed, or did not arrive in time. */
export const TOO_LARGE = Symbol('too large');
export const TOO_SLOW = Symbol('too slow');

/**
 * Reads at most `max` bytes within `timeoutMs`. Stops (and cancels the stream) as soon as more arrive, so a huge body
 * is never buffered (`Content-Length` is checked first), or when the time is up, so a body trickled in a byte at a time
 * does not hold the request open.
 */
export async function readBody(request: Request, max: number, timeoutMs: number): Promise<string | typeof TOO_LARGE | typeof TOO_SLOW | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) return TOO_LARGE;
  if (!request.body) return undefined;
  const bytes = await readBounded(request.body, max, timeoutMs);
  return bytes === TOO_LARGE || bytes === TOO_SLOW ? bytes : new TextDecoder().decode(bytes);
}

/**
 * Reads a stream whole when it holds at most `max` bytes. At the first chunk past the limit the stream is cancelled
 * (for a fetch body, the connection and its decompression stop), so no more than `max` bytes plus one chunk are ever
 * held. With `timeoutMs`, a stream not done by then is cancelled too.
 */
export async function readBounded(stream: ReadableStream<Uint8Array>, max: number, timeoutMs?: number): Promise<Uint8Array | typeof TOO_LARGE | typeof TOO_SLOW> {
  const reader = stream.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  // Cancelling stops the producer; the reason is what the caller gets.
  const stop = async <T>(reason: T): Promise<T> => (await reader.cancel().catch(() => undefined), reason);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = timeoutMs === undefined ? undefined : new Promise<typeof TOO_SLOW>((resolve) => (timer = setTimeout(resolve, timeoutMs, TOO_SLOW)));
  try {
    for (;;) {
      const next = late ? await Promise.race([reader.read(), late]) : await reader.read();
      if (next === TOO_SLOW) return await stop(TOO_SLOW);
      if (next.done) break;
      total += next.value.byteLength;
      if (total > max) return await stop(TOO_LARGE);
      chunks.push(next.value as Uint8Array<ArrayBuffer>);
    }
  } finally {
    clearTimeout(timer);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

/** The headers of every answer the proxy gives: JSON as UTF-8, never sniffed as anything else, never cached. */
export function jsonHeaders(): Record<string, string> {
  return { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };
}

/** An error in the envelope shape of docs/SERVICE.md §2.1, so the client reads it like any other. */
export function errorResponse(status: number, message: string, extra: Record<string, string> = {}): Response {
  const body = JSON.stringify({ Data: null, Version: '1.0.0', Success: false, Code: status, Message: message });
  return new Response(body, { status, headers: { ...jsonHeaders(), ...extra } });
}

/** `application/json` or `application/*+json`, with any parameters. */
export function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * True when a raw request path (its query string aside) could be read two ways: a leading `//` (a URL parser takes it
 * for a host), a backslash (taken for `/`), or a `.` / `..` segment (removed), plain or percent-encoded. A gate in
 * front that matches the path by prefix sees the raw path; refusing these keeps what it sees and what the proxy serves
 * the same.
 * @example isAmbiguousPath('/static/../api/chatbot/x') // true
 */
export function isAmbiguousPath(rawPath: string): boolean {
  const path = rawPath.split(/[?#]/, 1)[0]!;
  if (path.startsWith('//') || /\\|%5c/i.test(path)) return true;
  return path.split(/\/|%2f/i).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}
