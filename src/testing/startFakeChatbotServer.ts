/**
 * Serves the fake over real HTTP on 127.0.0.1 through node:http, for browser tests (real upload progress and aborts
 * need a real server), e2e tests and demos. Storage listens on a second port, an origin of its own as a bucket has.
 * node:http is imported inside the function, so a browser bundle that imports `chatbot-kit/testing` never pulls it in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OPERATION_NAMES } from '../core/contract/operations';
import { createChatbotClient } from '../core/createChatbotClient';
import type { ChatbotClient, ChatbotClientOptions } from '../core/types';
import { createFakeChatbotService } from './createFakeChatbotService';
import type { PaceBody } from './fakeFaults';
import { classifyRequest, fakeInternals } from './fakeInternals';
import { corsHeaders } from './fakeResponses';
import type { FakeChatbotService, FakeChatbotServiceOptions, FakeFault, FakeOperation } from './fakeTypes';

/** Options of {@link startFakeChatbotServer}. */
export interface StartFakeChatbotServerOptions extends FakeChatbotServiceOptions {
  /** The port of the service; `0` picks a free one. Storage gets a free port of its own. @default 0 */
  port?: number;
  /** The address to listen on: loopback by default, as the fake's keys are fixed. @default '127.0.0.1' */
  host?: string;
  /**
   * Adds the `/__fake/*` control routes (faults, latency, bandwidth, storage-cors, reset, state)
   * for browser tests, which cannot reach the service object. @default false
   */
  control?: boolean;
  /** Serve this service instead of creating one (the service options are then ignored). */
  service?: FakeChatbotService;
}

/** A running fake server. */
export interface FakeChatbotServer {
  /** `http://127.0.0.1:<port>`: use it as `baseUrl` (and `appUrl`). */
  url: string;
  /**
   * `http://127.0.0.1:<another port>`: where the PreUploadUrls point, unless
   * the service was given a `storageUrl`. Both ports answer every route.
   */
  storageUrl: string;
  /** The service's secret key. */
  secretKey: string;
  /** The service's session key. */
  sessionKey: string;
  /** The SerialNumber of the service's traditional chatbot. */
  serialNumber: string;
  /** The service behind the server: script faults and inspect state through it. */
  service: FakeChatbotService;
  /**
   * A client for this server over real HTTP, with the fake's keys.
   * @param options client options that replace the server's defaults
   * @default baseUrl server.url, secretKey / sessionKey the fake's, dangerouslyAllowBrowser true (the fake's keys are not secrets)
   * @example
   * const server = await startFakeChatbotServer();
   * const client = server.createClient();
   * await client.realEstateList({ serialNumber: server.serialNumber });
   */
  createClient(options?: Partial<ChatbotClientOptions>): ChatbotClient;
  /** Stops listening on both ports and closes every open connection. */
  close(): Promise<void>;
}

/** `GET /__fake/state` answer: what browser tests can check of `service.state`. */
export interface FakeControlState {
  /** The stored objects, without their bytes. */
  objects: { fileStoreId: string; fileName: string; size: number; sha256: string; putCount: number; contentType: string }[];
  /** fileStoreIds in the order ReportUploadSuccess accepted them. */
  reports: string[];
  /** Every request, oldest first. */
  requests: { method: string; path: string; operation: string; headers: Record<string, string> }[];
}

/**
 * Starts the fake service on a real HTTP port.
 * @example
 * const server = await startFakeChatbotServer();
 * const client = createChatbotClient({ baseUrl: server.url, secretKey: server.secretKey, sessionKey: server.sessionKey });
 * await client.uploadFile(new Blob(['hi']), { fileName: 'hi.txt' });
 * await server.close();
 */
export async function startFakeChatbotServer(options: StartFakeChatbotServerOptions = {}): Promise<FakeChatbotServer> {
  const { createServer } = await import('node:http');
  const { port = 0, host = '127.0.0.1', control = false, service: given, ...serviceOptions } = options;
  const service = given ?? createFakeChatbotService(serviceOptions);
  const internals = fakeInternals.get(service);
  if (!internals) throw new TypeError('startFakeChatbotServer: `service` must come from createFakeChatbotService');

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch(() => {
      // A failure after the answer started (or a client that went away): cut the
      // connection, like a crashed upstream, rather than leaving it hanging.
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { ...corsHeaders(), 'content-type': 'text/plain' }).end('500 Internal Server Error');
    });
  };
  const server = createServer(answer);
  const storage = createServer(answer);

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    const headers = new Headers();
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    const hasBody = method !== 'GET' && method !== 'HEAD';
    if (control && url.pathname.startsWith('/__fake/')) {
      return serveControl(res, method, url.pathname, hasBody ? (await readAll(req)).toString('utf8') : '');
    }

    const isPut = classifyRequest(method, url.pathname) === 'putFile';
    const drop = isPut ? internals!.takeFaultIf('putFile', (f) => f.type === 'dropConnection') : undefined;
    if (drop?.type === 'dropConnection') {
      internals!.logRequest({ method, url: url.href, headers }, 'putFile');
      return dropMidBody(req, drop.afterBytes);
    }
    const aborter = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });
    // The JSON operations' bodies are small: read whole. A storage PUT's body is
    // read only after the fake's S3 checks, straight into one buffer (readNodeBody).
    const body = hasBody && !isPut ? await readAll(req) : undefined;
    let putRead = false;
    const readBody = (pace: PaceBody) => ((putRead = true), readNodeBody(req, pace));
    const response = await internals!.handle(new Request(url, { method, headers, body, signal: aborter.signal }), isPut ? readBody : undefined);

    const payload = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...(payload ? { 'content-length': String(payload.byteLength) } : {}) });
    res.end(payload);
    // An early answer (403, 400) leaves a PUT's body unread: drain it so the
    // client can finish sending and read the answer, as S3 does.
    if (isPut && !putRead && !req.readableEnded) req.resume();
  }

  const op = (value: unknown) => {
    if (value !== undefined && !(OPERATION_NAMES as readonly unknown[]).includes(value)) throw new RangeError(`unknown op ${String(value)}`);
    return value as FakeOperation;
  };
  /** The `/__fake/*` control routes: each does its part on `service`, and may answer a body. */
  const controlRoutes: Record<string, (body: Record<string, unknown>) => FakeControlState | void> = {
    'POST /__fake/reset': () => service.reset(),
    'POST /__fake/faults': (body) => service.faults.failNext(op(body.op), body.fault as FakeFault, (body.times as number | undefined) ?? 1),
    'POST /__fake/faults/clear': (body) => service.faults.clear(op(body.op)),
    'POST /__fake/pause-storage': (body) => service.faults.pauseStorage(Number(body.afterBytes ?? 0)),
    'POST /__fake/resume-storage': () => service.faults.resumeStorage(),
    'POST /__fake/latency': (body) => service.faults.latency(Number(body.ms), op(body.op)),
    'POST /__fake/bandwidth': (body) => service.faults.bandwidth(Number(body.bytesPerSecond)),
    'POST /__fake/storage-cors': (body) => service.faults.storageCors(body.allowed !== false),
    'GET /__fake/state': () => ({
      objects: [...service.state.objects].map(([fileStoreId, o]) => ({ fileStoreId, fileName: o.fileName, size: o.size, sha256: o.sha256, putCount: o.putCount, contentType: o.contentType })),
      reports: [...service.state.reports],
      requests: service.state.requests.map(({ method, path, operation, headers }) => ({ method, path, operation, headers })),
    }),
  };

  function serveControl(res: ServerResponse, method: string, path: string, text: string): void {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { ...corsHeaders(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (method === 'OPTIONS') return send(204);
    const route = controlRoutes[`${method} ${path}`];
    if (!route) return send(404, { error: `no control route ${method} ${path}` });
    try {
      const answer = route(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      send(answer ? 200 : 204, answer ?? undefined);
    } catch (error) {
      send(400, { error: error instanceof SyntaxError ? 'body is not JSON' : error instanceof Error ? error.message : String(error) });
    }
  }

  const listen = (on: typeof server, at: number) =>
    new Promise<string>((resolve, reject) => {
      on.once('error', reject);
      on.listen(at, host, () => {
        on.off('error', reject);
        const address = on.address();
        resolve(`http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : at}`);
      });
    });
  const url = await listen(server, port);
  const storageUrl = await listen(storage, 0).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  internals.serveStorageAt(storageUrl);
  const stop = (on: typeof server) =>
    new Promise<void>((resolve, reject) => {
      on.close((error) => (error ? reject(error) : resolve()));
      on.closeAllConnections();
    });

  return {
    url,
    storageUrl,
    secretKey: service.secretKey,
    sessionKey: service.sessionKey,
    serialNumber: service.serialNumber,
    service,
    createClient: (clientOptions = {}) =>
      createChatbotClient({ baseUrl: url, secretKey: service.secretKey, sessionKey: service.sessionKey, dangerouslyAllowBrowser: true, ...clientOptions }),
    close: async () => {
      await Promise.all([stop(server), stop(storage)]);
    },
  };
}

function readAll(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A PUT body into one buffer of Content-Length bytes: one copy, no web stream, so a 256 MB PUT costs 256 MB. Waits on
 * `pace` after every chunk; while it waits, the socket is not read.
 */
async function readNodeBody(req: IncomingMessage, pace: PaceBody): Promise<Uint8Array> {
  const declared = Number(req.headers['content-length']);
  const whole = Number.isSafeInteger(declared) && declared >= 0 ? Buffer.allocUnsafeSlow(declared) : undefined;
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (whole && received + chunk.byteLength > declared) throw new RangeError('request body is longer than its Content-Length');
    if (whole) chunk.copy(whole, received);
    else chunks.push(chunk);
    received += chunk.byteLength;
    await pace(received);
  }
  if (whole && received !== declared) throw new RangeError('request body is shorter than its Content-Length');
  const bytes = whole ?? Buffer.concat(chunks);
  // A plain Uint8Array view (not a Buffer), like every other stored object.
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The dropConnection fault: read `afterBytes` of the body (default half), then destroy the socket. */
function dropMidBody(req: IncomingMessage, afterBytes?: number): Promise<void> {
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
