/** HTTP helpers of the proxy: bounded body reading, envelope-shaped errors, the JSON content-type test. */

/** What {@link readBody} returns when the body is larger than allowed. */
export const TOO_LARGE = Symbol('too large');

/**
 * Reads at most `max` bytes. Stops (and cancels the stream) as soon as more
 * arrive, so a huge body is never buffered; `Content-Length` is checked first.
 */
export async function readBody(request: Request, max: number): Promise<string | typeof TOO_LARGE | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) return TOO_LARGE;
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** An error in the envelope shape of SERVICE.md §2.1, so the client reads it like any other. */
export function errorResponse(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ Data: null, Version: '1.0.0', Success: false, Code: status, Message: message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

export function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
