// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatbotProxy, toNodeHandler, type NodeHandler } from 'chatbot-kit/server';

const SECRET = 'node-secret-41f0aa';

const servers: Server[] = [];
afterEach(async () => {
  // closeAllConnections: fetch keeps sockets alive, and close() would wait for them.
  await Promise.all(
    servers.splice(0).map((s) => new Promise((resolve) => (s.close(resolve), s.closeAllConnections()))),
  );
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function createUpstream() {
  const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, headers: Object.fromEntries(request.headers), body: await request.text() });
    return Response.json({ Data: { FileStoreId: '1', PreUploadUrl: 'https://s3.test/x' }, Version: '1.0.0', Success: true, Code: 200, Message: '' });
  });
  return { fetch, seen };
}

const proxyOptions = (fetch: ReturnType<typeof createUpstream>['fetch']) => ({
  baseUrl: 'https://api.chatbot.test',
  secretKey: SECRET,
  basePath: '/api/chatbot',
  fetch,
});

describe('toNodeHandler', () => {
  it('serves the proxy on node:http: the request goes upstream with the key, the answer comes back', async () => {
    const upstream = createUpstream();
    const url = await listen(toNodeHandler(createChatbotProxy(proxyOptions(upstream.fetch))));
    const response = await fetch(`${url}/api/chatbot/chat/User/GetPreUploadUrl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'sid=1' },
      body: JSON.stringify({ fileName: 'a.pdf' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ Success: true, Data: { FileStoreId: '1' } });
    expect(upstream.seen).toEqual([
      {
        url: 'https://api.chatbot.test/chat/User/GetPreUploadUrl',
        headers: { 'content-type': 'application/json', authorization: SECRET },
        body: '{"fileName":"a.pdf"}',
      },
    ]);
  });

  it('answers 413 to a large chunked upload without reading all of it', async () => {
    const upstream = createUpstream();
    let received = 0;
    const handler = toNodeHandler(createChatbotProxy(proxyOptions(upstream.fetch)));
    const url = await listen((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      handler(req, res);
    });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${url}/api/chatbot/chat/User/GetPreUploadUrl`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => (received > 0 ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 64 && !req.destroyed) {
          sent++;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });

  it('closes the connection after a 413 to a client that keeps sending, instead of reading on', async () => {
    const upstream = createUpstream();
    let received = 0;
    const handler = toNodeHandler(createChatbotProxy({ ...proxyOptions(upstream.fetch), maxBodyBytes: 16 * 1024 }));
    const url = await listen((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      handler(req, res);
    });
    const outcome = await new Promise<{ status: number; connection: string | undefined }>((resolve) => {
      let answer: { status: number; connection: string | undefined } | undefined;
      const req = httpRequest(`${url}/api/chatbot/chat/User/GetPreUploadUrl`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        answer = { status: res.statusCode ?? 0, connection: res.headers.connection };
      });
      // The body never ends: only the server closing the socket stops it.
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!req.destroyed && req.write(chunk));
        if (!req.destroyed) req.once('drain', pump);
      };
      req.on('error', () => undefined);
      req.on('close', () => resolve(answer ?? { status: 0, connection: undefined }));
      pump();
    });
    expect(outcome).toEqual({ status: 413, connection: 'close' });
    // What the server read before it closed: the limit and what the socket had buffered.
    expect(received).toBeLessThan(64 * 1024 * 1024);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });

  it('answers 413 at once when Content-Length announces too much', async () => {
    const upstream = createUpstream();
    const url = await listen(toNodeHandler(createChatbotProxy({ ...proxyOptions(upstream.fetch), maxBodyBytes: 10 })));
    const response = await fetch(`${url}/api/chatbot/chat/User/GetPreUploadUrl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'quite-a-long-name.pdf' }),
    });
    expect(response.status).toBe(413);
  });

  it('sees the full path under an Express/Connect mount (originalUrl), so basePath matches', async () => {
    const upstream = createUpstream();
    const handler = toNodeHandler(createChatbotProxy(proxyOptions(upstream.fetch)));
    // What app.use('/api/chatbot', handler) does: strip the prefix from url, keep originalUrl.
    const url = await listen((req, res) => {
      const full = req.url ?? '/';
      Object.assign(req, { originalUrl: full, url: full.slice('/api/chatbot'.length) || '/' });
      handler(req, res);
    });
    const response = await fetch(`${url}/api/chatbot/chat/User/GetPreUploadUrl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'a.pdf' }),
    });
    expect(response.status).toBe(200);
  });

  it('uses a body that express.json() already parsed', async () => {
    const upstream = createUpstream();
    const handler = toNodeHandler(createChatbotProxy(proxyOptions(upstream.fetch)));
    const url = await listen((req, res) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        (req as IncomingMessage & { body?: unknown }).body = JSON.parse(text);
        handler(req, res);
      });
    });
    const response = await fetch(`${url}/api/chatbot/chat/User/GetPreUploadUrl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'parsed.pdf', extra: true }),
    });
    expect(response.status).toBe(200);
    expect(upstream.seen[0]!.body).toBe('{"fileName":"parsed.pdf"}');
  });

  it('passes an unexpected error to next(error), or answers a 500 envelope without next', async () => {
    const failing: NodeHandler = toNodeHandler(async () => {
      throw new Error(`boom ${SECRET}`);
    });
    const next = vi.fn();
    const withNext = await listen((req, res) => {
      failing(req, res, (error) => {
        next(error);
        res.statusCode = 599;
        res.end();
      });
    });
    expect((await fetch(withNext)).status).toBe(599);
    expect(next).toHaveBeenCalledWith(expect.any(Error));

    const bare = await listen(failing);
    const response = await fetch(bare);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ Success: false, Code: 500 });
    expect(text).not.toContain(SECRET);
  });

  it('aborts the upstream call when the browser goes away, and reports no error to next()', async () => {
    let upstreamSignal: AbortSignal | undefined;
    let answered: Promise<unknown> | undefined;
    const proxy = createChatbotProxy({
      ...proxyOptions(vi.fn()),
      fetch: (_input, init) => {
        upstreamSignal = init?.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        );
      },
    });
    const handler = toNodeHandler((request) => {
      const response = proxy(request);
      answered = response.catch(() => undefined);
      return response;
    });
    const next = vi.fn();
    const url = await listen((req, res) => handler(req, res, next));
    const controller = new AbortController();
    const pending = fetch(`${url}/api/chatbot/chat/User/GetPreUploadUrl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'a.pdf' }),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await vi.waitFor(() => expect(upstreamSignal).toBeDefined());
    controller.abort();
    expect(await pending).toBe('aborted');
    await vi.waitFor(() => expect(upstreamSignal!.aborted).toBe(true));
    // A dev server would log next(error) as "Internal server error". The
    // adapter decides right after the proxy's promise settles: once it has,
    // and the microtasks that follow have run, next() can no longer be called.
    await answered;
    await new Promise((resolve) => setImmediate(resolve));
    expect(next).not.toHaveBeenCalled();
  });
});
