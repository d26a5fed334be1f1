/**
 * Runs a Fetch-API handler (such as {@link createChatbotProxy}'s) on node:http,
 * Express, Connect and Vite's dev server.
 *
 * Only types come from `node:http`: `chatbot-kit/server` must stay importable
 * on edge runtimes, where no `node:` module exists.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, isAmbiguousPath } from './proxyHttp';

/** A `(req, res, next?)` middleware for node:http, Express and Connect. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/** The request as Express / Connect leave it: `originalUrl` keeps a mount prefix, `body` may be parsed already. */
type MiddlewareRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/**
 * Adapts a Fetch-API handler to `(req, res, next?)`.
 *
 * The URL given to the handler is `req.originalUrl` when a framework set it
 * (Express, Connect), so a proxy mounted with `app.use('/api/chatbot', …)`
 * still sees the full path and its `basePath` matches. When a body parser
 * such as `express.json()` already read the body, its result is passed on.
 *
 * The raw path is checked before anything else: one with a leading `//`, a
 * backslash, or a `.` / `..` segment (plain or percent-encoded) answers 400,
 * so a gate in front that guards a prefix (`app.use('/api', requireLogin)`,
 * an nginx `location`) sees the path the handler serves. A `Host` header that
 * is not a host answers 400 too. Both answers are JSON envelopes.
 *
 * The handler's status, headers and body are written as they are; its
 * reason phrase is not (Node writes the standard one). An unexpected error
 * goes to `next(error)` when there is a `next`, and is a 500 envelope
 * otherwise. A browser that went away mid-request is not an error: the
 * upstream call is aborted and nothing is reported.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeHandler(createChatbotProxy({ baseUrl, secretKey }))).listen(8787);
 */
export function toNodeHandler(handler: (request: Request) => Promise<Response>): NodeHandler {
  return (req, res, next) => {
    const controller = new AbortController();
    run(handler, req as MiddlewareRequest, res, controller).catch((error: unknown) => {
      // The client left: there is no one to answer, and it is not a server fault.
      if (controller.signal.aborted) return;
      if (next) return next(error);
      if (res.headersSent) return void res.destroy();
      writeResponse(errorResponse(500, 'The server could not answer this request'), res).catch(() => res.destroy());
    });
  };
}

async function run(
  handler: (request: Request) => Promise<Response>,
  req: MiddlewareRequest,
  res: ServerResponse,
  controller: AbortController,
): Promise<void> {
  // The browser went away: stop the upstream call too.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const rawPath = req.originalUrl ?? req.url ?? '/';
  if (isAmbiguousPath(rawPath)) return writeResponse(errorResponse(400, 'The request path is ambiguous'), res);
  let url: URL;
  try {
    url = new URL(rawPath, `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    return writeResponse(errorResponse(400, 'The Host header is not a host'), res);
  }
  const method = req.method ?? 'GET';

  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal };
  // Set when the handler stops reading the body part way (too large, or too slow).
  let abandoned = false;
  if (method !== 'GET' && method !== 'HEAD') {
    const parsed = preParsedBody(req);
    if (parsed !== undefined) {
      headers.delete('content-length');
      init.body = parsed;
    } else {
      init.body = streamOf(req, () => (abandoned = true));
      init.duplex = 'half';
    }
  }
  const response = await handler(new Request(url, init));
  // The rest of an abandoned body is not read: the answer closes the
  // connection, so a client that keeps sending cannot keep the server reading.
  await writeResponse(response, res, abandoned && !req.readableEnded);
}

/**
 * Writes a Fetch `Response` to `res`, streaming its body with backpressure;
 * with `closeConnection`, as the last answer on its connection.
 */
async function writeResponse(response: Response, res: ServerResponse, closeConnection = false): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (closeConnection) res.setHeader('Connection', 'close');
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** A body already read by a body parser (`express.json()`, `express.text()`), re-serialised; undefined when the stream is still unread. */
function preParsedBody(req: MiddlewareRequest): string | Uint8Array<ArrayBuffer> | undefined {
  if (req.body === undefined || !req.readableEnded) return undefined;
  if (typeof req.body === 'string') return req.body;
  if (req.body instanceof Uint8Array) return new Uint8Array(req.body);
  return JSON.stringify(req.body);
}

/**
 * The request body as a web stream, without importing node:stream. Pauses the
 * socket when the reader is behind; `onAbandon` hears that the reader stopped
 * before the end, and the socket stays paused.
 */
function streamOf(req: IncomingMessage, onAbandon: () => void): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Uint8Array | string) => {
        if (cancelled) return;
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => {
        if (!cancelled) controller.close();
      });
      req.on('error', (error) => {
        if (!cancelled) controller.error(error);
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.pause();
      onAbandon();
    },
  });
}
