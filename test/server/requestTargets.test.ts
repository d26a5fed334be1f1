// @vitest-environment node
// toNodeHandler behind a gate that guards /api/ by the raw target, as
// `app.use('/api', requireLogin)` does: only a path (origin-form) is routed,
// a Host must be a host, the methods a proxy never serves are 405, and an
// answer given before the body was read ends the connection.
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatbotProxy, toNodeHandler } from 'chatbot-kit/server';
import { closeServers, envelopeOf, gatedProxy, hostileUpstream, listen, PROXY_PATH, proxyServer, rawExchange, rawPost } from './hostileServers';

afterEach(closeServers);

/** The status line, the headers (lower-cased names) and the body of a raw answer. */
function parse(raw: string) {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  // The envelope, without the chunk sizes of a chunked body around it.
  const body = raw.slice(raw.indexOf('{'), raw.lastIndexOf('}') + 1);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body };
}

describe('only origin-form request targets are routed', () => {
  for (const target of [`http://app${PROXY_PATH}`, `HTTP://APP${PROXY_PATH}`, `http://app:80${PROXY_PATH}`, `https://127.0.0.1${PROXY_PATH}`]) {
    it(`answers 400 to the absolute-form target ${target}, past a gate that checks for /api/`, async () => {
      const { upstream, url } = await gatedProxy();
      const answer = await rawPost(url, target);
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 400, Message: 'The request target must be a path' });
      expect(upstream.calls).toBe(0);
    });
  }

  it('answers 400 to the asterisk form', async () => {
    const { url } = await gatedProxy();
    expect(parse(await rawExchange(url, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1')).status).toBe(400);
  });
});

describe('a Host header with credentials', () => {
  it('answers 400 with an envelope, and hands no error to next()', async () => {
    const next = vi.fn();
    const { upstream, url } = await gatedProxy(next);
    for (const host of ['user:pw@127.0.0.1', 'user@127.0.0.1:80']) {
      const answer = parse(await rawExchange(url, `POST ${PROXY_PATH.replace('/api', '')} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json`, '{"fileName":"a"}'));
      expect([host, answer.status]).toEqual([host, 400]);
      expect(JSON.parse(answer.body)).toMatchObject({ Success: false, Code: 400, Message: 'The Host header is not a host' });
    }
    expect(next).not.toHaveBeenCalled();
    expect(upstream.calls).toBe(0);
  });
});

describe('methods the proxy never serves', () => {
  async function send(method: string) {
    const upstream = await hostileUpstream((_req, res) => res.end());
    const url = await listen(toNodeHandler(createChatbotProxy({ baseUrl: upstream.url, secretKey: 'gate-secret-key', basePath: '/api/chatbot' })));
    return { upstream, answer: parse(await rawExchange(url, `${method} ${PROXY_PATH} HTTP/1.1\r\nHost: 127.0.0.1`)) };
  }

  it('answers TRACE on an operation path with a 405 envelope', async () => {
    const { upstream, answer } = await send('TRACE');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(JSON.parse(answer.body)).toMatchObject({ Success: false, Code: 405 });
    expect(upstream.calls).toBe(0);
  });

  it('never serves TRACK (Node itself refuses the method)', async () => {
    const { upstream, answer } = await send('TRACK');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(upstream.calls).toBe(0);
  });
});

describe('an answer sent before the request body was read', () => {
  /** Declares a 1 GB body, sends a few bytes of it, and resolves with the answer once the server ends the connection. */
  function declareHugeBody(url: string, path: string, contentType: string): Promise<string> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: 1000000000\r\n\r\n{"fileName":`);
      });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Resolves only when the server ends the connection: the client never does.
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
  }

  for (const [what, path, contentType, status] of [
    ['a 404', '/api/chatbot/elsewhere', 'application/json', 404],
    ['a 413', PROXY_PATH, 'application/json', 413],
    ['a 415', PROXY_PATH, 'text/plain', 415],
  ] as const) {
    it(`closes the connection after ${what}`, async () => {
      const upstream = await hostileUpstream((_req, res) => res.end());
      const url = await listen(toNodeHandler(createChatbotProxy({ baseUrl: upstream.url, secretKey: 'gate-secret-key', basePath: '/api/chatbot' })));
      const answer = parse(await declareHugeBody(url, path, contentType));
      expect(answer.status).toBe(status);
      expect(answer.headers.connection).toBe('close');
    });
  }

  it('keeps the connection of a request whose body was read whole', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"Data":{"FileStoreId":"1","PreUploadUrl":"https://s3.test/x"},"Version":"1.0.0","Success":true,"Code":200,"Message":""}');
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url }), PROXY_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('keep-alive');
  });
});
