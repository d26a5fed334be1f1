/**
 * Real loopback servers for the proxy's security tests: a hostile upstream
 * that answers whatever a test scripts, the proxy in front of it through
 * toNodeHandler, and a raw HTTP client that shows what a browser would get
 * (status line included).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createChatbotProxy, toNodeHandler, type ChatbotProxyOptions } from 'chatbot-kit/server';

export const PROXY_PATH = '/api/chatbot/chat/User/GetPreUploadUrl';

const servers: Server[] = [];

/** Closes every server started since the last call (for `afterEach`). */
export async function closeServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => (s.close(resolve), s.closeAllConnections()))));
}

export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A hostile upstream: `answer` writes whatever it likes; `calls` counts requests that reached it. */
export async function hostileUpstream(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const upstream = { url: '', calls: 0 };
  upstream.url = await listen((req, res) => {
    upstream.calls += 1;
    req.resume();
    answer(req, res);
  });
  return upstream;
}

/** The proxy (basePath `/api/chatbot`) in front of `baseUrl`, served on a real port at the root. */
export async function proxyServer(options: Partial<ChatbotProxyOptions> & { baseUrl: string }): Promise<string> {
  const handler = toNodeHandler(createChatbotProxy({ secretKey: 'unused-secret-key', basePath: '/api/chatbot', ...options }));
  return listen((req, res) => handler(req, res));
}

/**
 * The proxy mounted at the root behind a gate that guards `/api/` by the raw
 * target, as `app.use('/api', requireLogin)` or an nginx `location` does (401
 * "login first"), with an upstream that answers every call with a PreUploadUrl.
 */
export async function gatedProxy(next?: (error?: unknown) => void) {
  const upstream = await hostileUpstream((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ Data: { FileStoreId: '1', PreUploadUrl: 'https://s3.test/x' }, Version: '1.0.0', Success: true, Code: 200, Message: '' }));
  });
  const handler = toNodeHandler(createChatbotProxy({ baseUrl: upstream.url, secretKey: 'gate-secret-key', basePath: '/api/chatbot' }));
  const url = await listen((req, res) => {
    if (req.url!.startsWith('/api/')) {
      res.statusCode = 401;
      return res.end('login first');
    }
    handler(req, res, next);
  });
  return { upstream, url };
}

export interface RawAnswer {
  status: number;
  statusMessage: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** POSTs `body` to `path` exactly as written (no URL normalisation) and reads the whole answer. */
export function rawPost(base: string, path: string, body: unknown = { fileName: 'a.pdf' }): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Sends `head` (request line and headers, CRLF-separated) over a bare socket and returns the raw answer text. */
export function rawExchange(base: string, head: string, body = ''): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** Reads an envelope body, failing with the text when it is not one. */
export function envelopeOf(answer: RawAnswer): { Success: boolean; Code: number; Message: string } {
  return JSON.parse(answer.body) as { Success: boolean; Code: number; Message: string };
}
