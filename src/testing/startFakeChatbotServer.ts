/**
 * Serves the fake over real HTTP on 127.0.0.1 through node:http, for browser
 * tests (real upload progress and aborts need a real server), e2e tests and demos.
 * Storage listens on a second port, an origin of its own as a bucket has.
 * node:http is imported inside the function, so a browser bundle that imports
 * `chatbot-kit/testing` never pulls it in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from './cors';
import { createFakeChatbotService } from './createFakeChatbotService';
import { OPERATION_NAMES } from '../core/contract/operations';
import { createChatbotClient } from '../core/createChatbotClient';
import type { ChatbotClient, ChatbotClientOptions } from '../core/types';
import { classifyRequest, fakeInternals } from './fakeInternals';
import type { FakeChatbotService, FakeChatbotServiceOptions, FakeFault, FakeOperation } from './fakeTypes';
import { bodyStarted, bodyStream, dropMidBody, readAll, readNodeBody } from './nodeBody';

/** Options of {@link startFakeChatbotServer}. */
export interface StartFakeChatbotServerOptions extends FakeChatbotServiceOptions {
  /**
   * The port of the service; `0` picks a free one. Storage always gets a
   * free port of its own (see {@link FakeChatbotServer.storageUrl}).
   * @default 0
   */
  port?: number;
  /**
   * The address to listen on. Loopback only by default: the fake has fixed keys.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * Adds the `/__fake/*` control routes (faults, latency, bandwidth, storage-cors, reset, state) that
   * browser tests use, since they cannot reach the service object.
   * @default false
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
  secretKey: string;
  sessionKey: string;
  serialNumber: string;
  /** The service behind the server: script faults and inspect state through it. */
  service: FakeChatbotService;
  /**
   * A client for this server over real HTTP: `baseUrl` is `url`, with the
   * fake's keys. Options replace these defaults.
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

/** `GET /__fake/state` answer: what browser tests can check. */
export interface FakeControlState {
  objects: { fileStoreId: string; fileName: string; size: number; sha256: string; putCount: number; contentType: string }[];
  reports: string[];
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
      if (!res.headersSent) {
        res.writeHead(500, { ...corsHeaders(), 'content-type': 'text/plain' });
        res.end('500 Internal Server Error');
      } else {
        res.destroy();
      }
    });
  };
  const server = createServer(answer);
  const storage = createServer(answer);

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    const headers = new Headers();
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);

    if (control && url.pathname.startsWith('/__fake/')) return serveControl(req, res, method, url.pathname);

    const kind = classifyRequest(method, url.pathname);
    if (kind === 'putFile') {
      const drop = internals!.takeFaultIf('putFile', (f) => f.type === 'dropConnection');
      if (drop?.type === 'dropConnection') {
        internals!.logRequest({ method, url: url.href, headers }, kind);
        return dropMidBody(req, drop.afterBytes);
      }
    }

    const aborter = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });
    const hasBody = method !== 'GET' && method !== 'HEAD';
    // Storage PUTs skip the web stream: the fake asks for the body only after
    // its S3 checks, and gets it in one buffer (see readNodeBody).
    const isPut = kind === 'putFile';
    const request = new Request(url, {
      method,
      headers,
      body: hasBody && !isPut ? bodyStream(req) : undefined,
      signal: aborter.signal,
      // Node's fetch needs this for a streamed request body.
      duplex: 'half',
    } as RequestInit);
    const response = await internals!.handle(request, isPut ? (pace) => readNodeBody(req, pace) : undefined);

    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      out[name] = value;
    });
    const payload = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
    if (payload) out['content-length'] = String(payload.byteLength);
    res.writeHead(response.status, out);
    res.end(payload);
    // An early answer (403, 400) leaves the body unread: drain it so the client
    // can finish sending and read the answer, as S3 does.
    if (hasBody && !req.readableEnded && !bodyStarted.has(req)) req.resume();
  }

  async function serveControl(req: IncomingMessage, res: ServerResponse, method: string, path: string): Promise<void> {
    const send = (status: number, body?: unknown) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      res.writeHead(status, { ...corsHeaders(), ...(text ? { 'content-type': 'application/json' } : {}) });
      res.end(text);
    };
    if (method === 'OPTIONS') return send(204);
    const raw = await readAll(req);
    let body: Record<string, unknown>;
    try {
      body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return send(400, { error: 'body is not JSON' });
    }
    try {
      if (method === 'POST' && path === '/__fake/reset') {
        service.reset();
        return send(204);
      }
      if (method === 'POST' && path === '/__fake/faults') {
        const op = body.op as FakeOperation;
        if (!(OPERATION_NAMES as readonly string[]).includes(op)) return send(400, { error: `unknown op ${String(op)}` });
        service.faults.failNext(op, body.fault as FakeFault, (body.times as number | undefined) ?? 1);
        return send(204);
      }
      if (method === 'POST' && path === '/__fake/faults/clear') {
        const op = body.op as FakeOperation | undefined;
        if (op !== undefined && !(OPERATION_NAMES as readonly string[]).includes(op)) return send(400, { error: `unknown op ${String(op)}` });
        service.faults.clear(op);
        return send(204);
      }
      if (method === 'POST' && path === '/__fake/pause-storage') {
        service.faults.pauseStorage(Number(body.afterBytes ?? 0));
        return send(204);
      }
      if (method === 'POST' && path === '/__fake/resume-storage') {
        service.faults.resumeStorage();
        return send(204);
      }
      if (method === 'POST' && path === '/__fake/latency') {
        service.faults.latency(Number(body.ms), body.op as FakeOperation | undefined);
        return send(204);
      }
      if (method === 'POST' && path === '/__fake/bandwidth') {
        service.faults.bandwidth(Number(body.bytesPerSecond));
        return send(204);
      }
      if (method === 'POST' && path === '/__fake/storage-cors') {
        service.faults.storageCors(body.allowed !== false);
        return send(204);
      }
      if (method === 'GET' && path === '/__fake/state') {
        const state: FakeControlState = {
          objects: [...service.state.objects].map(([fileStoreId, o]) => ({
            fileStoreId,
            fileName: o.fileName,
            size: o.size,
            sha256: o.sha256,
            putCount: o.putCount,
            contentType: o.contentType,
          })),
          reports: [...service.state.reports],
          requests: service.state.requests.map((r) => ({
            method: r.method,
            path: r.path,
            operation: r.operation,
            headers: r.headers,
          })),
        };
        return send(200, state);
      }
    } catch (error) {
      return send(400, { error: error instanceof Error ? error.message : String(error) });
    }
    return send(404, { error: `no control route ${method} ${path}` });
  }

  const listen = (on: typeof server, at: number) =>
    new Promise<string>((resolve, reject) => {
      on.once('error', reject);
      on.listen(at, host, () => {
        on.off('error', reject);
        const address = on.address();
        const actualPort = typeof address === 'object' && address ? address.port : at;
        resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`);
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
      createChatbotClient({
        baseUrl: url,
        secretKey: service.secretKey,
        sessionKey: service.sessionKey,
        dangerouslyAllowBrowser: true,
        ...clientOptions,
      }),
    close: async () => {
      await Promise.all([stop(server), stop(storage)]);
    },
  };
}
