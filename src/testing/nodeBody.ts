/**
 * Request-body helpers of the fake's Node server (startFakeChatbotServer).
 * Types only from node:http, so importing this file loads no Node module.
 */
import type { IncomingMessage } from 'node:http';
import type { PaceBody } from './createStoragePace';

/** Requests whose body stream has been read by `handle` (they cannot be drained with `resume()`). */
export const bodyStarted = new WeakSet<IncomingMessage>();

/**
 * The request body as a web stream, read chunk by chunk on demand: `handle` can
 * answer 403 without reading it, and a 256 MB PUT is not copied on the way in.
 */
export function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let iterator: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!iterator) {
        bodyStarted.add(req);
        iterator = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      }
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    cancel() {
      req.destroy();
    },
  });
}

/**
 * The whole body into one buffer of Content-Length bytes: one copy, no web
 * stream, so a 256 MB PUT costs 256 MB. Waits on `pace` after every chunk;
 * while it waits, the socket is not read.
 */
export async function readNodeBody(req: IncomingMessage, pace: PaceBody): Promise<Uint8Array> {
  bodyStarted.add(req);
  const declared = Number(req.headers['content-length']);
  const known = Number.isSafeInteger(declared) && declared >= 0;
  const whole = known ? Buffer.allocUnsafeSlow(declared) : undefined;
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (whole) {
      if (received + chunk.byteLength > declared) throw new RangeError('request body is longer than its Content-Length');
      chunk.copy(whole, received);
    } else {
      chunks.push(chunk);
    }
    received += chunk.byteLength;
    await pace(received);
  }
  if (whole && received !== declared) throw new RangeError('request body is shorter than its Content-Length');
  const bytes = whole ?? Buffer.concat(chunks);
  // A plain Uint8Array view (not a Buffer), like every other stored object.
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The dropConnection fault: read `afterBytes` of the body (default half), then destroy the socket. */
export function dropMidBody(req: IncomingMessage, afterBytes?: number): Promise<void> {
  const length = Number(req.headers['content-length']);
  const limit = afterBytes ?? (Number.isFinite(length) && length > 0 ? Math.floor(length / 2) : 1);
  let received = 0;
  return new Promise((resolve) => {
    const cut = () => {
      req.socket.destroy();
      resolve();
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received >= limit) cut();
    });
    req.on('end', cut);
    req.on('error', cut);
  });
}

export function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
