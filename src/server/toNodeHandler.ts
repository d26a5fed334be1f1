/**
 * Runs a Fetch-API handler (such as {@link createChatbotProxy}'s) on node:http, Express, Connect and Vite's dev server.
 * Only types come from `node:http`: `chatbot-kit/server` stays importable on edge runtimes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, isAmbiguousPath } from './proxyHttp';

/** A `(req, res, next?)` middleware for node:http, Express and Connect. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/** The request as Express / Connect leave it: `originalUrl` keeps a mount prefix, `body` may be parsed already. */
type MiddlewareRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/**
 * Adapts a Fetch-API handler to `(req, res, next?)`. The handler gets `req.originalUrl` when a framework set it, so a
 * proxy mounted with `app.use('/api/chatbot', …)` still matches its `basePath`, and a body a parser such as
 * `express.json()` already read.
 *
 * The raw request target is checked first, so that a gate in front that guards a prefix
 * (`app.use('/api', requireLogin)`, an nginx `location`) sees the path the handler serves: a target that is not a path
 * (`POST http://app/api/…`), or a path with a leading `//`, a backslash or a `.` / `..` segment (plain or
 * percent-encoded) answers 400, as does a `Host` that is not a bare host and port (`user:pw@host`); `TRACE`, `TRACK`
 * and `CONNECT` answer 405, all as JSON envelopes. An answer sent before the body was read whole closes the connection
 * (`Connection: close`), so a client cannot make the server read a body no one wants.
 *
 * The handler's status, headers and body are written as they are (Node writes the standard reason phrase). An
 * unexpected error goes to `next(error)`, or is a 500 envelope without `next`. A browser that went away is not an
 * error: the upstream call is aborted, nothing is reported.
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

async function run(handler: (request: Request) => Promise<Response>, req: MiddlewareRequest, res: ServerResponse, controller: AbortController): Promise<void> {
  // The browser went away: stop the upstream call too.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // An answer given before the body is read (a refusal, a 404, a 413) is the last on its connection: Node would
  // otherwise read the rest of the body, however large it was declared, to keep the connection for another request.
  const answer = (response: Response) => writeResponse(response, res, !req.complete);
  const rawPath = req.originalUrl ?? req.url ?? '/';
  // Only origin-form targets (`/path?query`; undefined in a bare IncomingMessage): `POST http://app/api/…`
  // (absolute-form, which Node accepts) would slip past a gate that checks the raw path for `/api/`.
  if (![req.url, rawPath].every((target) => target === undefined || target.startsWith('/'))) return answer(errorResponse(400, 'The request target must be a path'));
  if (isAmbiguousPath(rawPath)) return answer(errorResponse(400, 'The request path is ambiguous'));
  const url = urlOf(rawPath, req.headers.host);
  if (!url) return answer(errorResponse(400, 'The Host header is not a host'));
  const method = req.method ?? 'GET';
  // Methods a Fetch Request cannot carry, and that the proxy never serves.
  if (/^(?:TRACE|TRACK|CONNECT)$/i.test(method)) return answer(errorResponse(405, 'Method not allowed', { Allow: 'POST' }));

  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal };
  if (method !== 'GET' && method !== 'HEAD') {
    const parsed = preParsedBody(req);
    if (parsed !== undefined) {
      headers.delete('content-length');
      init.body = parsed;
    } else {
      init.body = streamOf(req);
      init.duplex = 'half';
    }
  }
  // The rest of a body the handler stopped reading (too large, too slow) is not read either: the answer closes the connection.
  await answer(await handler(new Request(url, init)));
}

/** `rawPath` on the `Host` header, or undefined when that is not a bare host and port (credentials, a path, spaces), which a Fetch `Request` would refuse or misread. */
function urlOf(rawPath: string, host: string | undefined): URL | undefined {
  const authority = host ?? 'localhost';
  if (/[\s@/\\?#]/.test(authority)) return undefined;
  try {
    return new URL(rawPath, `http://${authority}`);
  } catch {
    return undefined;
  }
}

/** Writes a Fetch `Response` to `res`, streaming its body with backpressure; with `closeConnection`, as its connection's last answer. */
async function writeResponse(response: Response, res: ServerResponse, closeConnection = false): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (closeConnection) res.setHeader('Connection', 'close');
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (!res.write(next.value)) await new Promise<void>((resolve) => res.once('drain', resolve));
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

/** The body as a web stream, without node:stream: the socket pauses while the reader is behind, and stays paused when it stops early. */
function streamOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Uint8Array | string) => {
        if (cancelled) return;
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => cancelled || controller.close());
      req.on('error', (error) => cancelled || controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.pause();
    },
  });
}
