// @vitest-environment node
// The proxy runs on servers and edge runtimes: test it without a DOM.
import { describe, expect, it, vi } from 'vitest';
import { createChatbotProxy, type ChatbotProxyOptions } from 'chatbot-kit/server';

const SECRET = 'proxy-secret-9c41ab';
const SESSION = 'proxy-session-27de0f';
const ORIGIN = 'https://app.example';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An upstream that records what reached it and answers a success envelope (or what `answer` returns). */
function createUpstream(answer?: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const entry: Seen = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    if (answer) return answer(entry);
    return Response.json({ Data: { ok: true }, Version: '1.0.0', Success: true, Code: 200, Message: '' });
  });
  return { fetch, seen };
}

function proxyWith(upstream: ReturnType<typeof createUpstream>, options: Partial<ChatbotProxyOptions> = {}) {
  return createChatbotProxy({
    baseUrl: 'https://api.chatbot.test',
    appUrl: 'https://app.chatbot.test',
    secretKey: SECRET,
    sessionKey: SESSION,
    basePath: '/api/chatbot',
    fetch: upstream.fetch,
    ...options,
  });
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function everything(response: Response): Promise<string> {
  return JSON.stringify([...response.headers]) + (await response.text());
}

describe('createChatbotProxy: forwarding the operations of docs/SERVICE.md', () => {
  it('forwards GetPreUploadUrl to {base_url}/chat/User/GetPreUploadUrl with the secret key as Authorization (§4.1, §5)', async () => {
    const upstream = createUpstream();
    const response = await proxyWith(upstream)(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'plan.pdf' }));
    expect(response.status).toBe(200);
    expect(upstream.seen).toEqual([
      {
        url: 'https://api.chatbot.test/chat/User/GetPreUploadUrl',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: SECRET },
        body: { fileName: 'plan.pdf' },
      },
    ]);
  });

  it('forwards ReportUploadSuccess to {base_url}/chat/User/ReportUploadSuccess with the secret key (§4.3, §5)', async () => {
    const upstream = createUpstream();
    await proxyWith(upstream)(post('/api/chatbot/chat/User/ReportUploadSuccess', { fileStoreID: '34317' }));
    expect(upstream.seen[0]).toMatchObject({
      url: 'https://api.chatbot.test/chat/User/ReportUploadSuccess',
      headers: { authorization: SECRET },
      body: { fileStoreID: '34317' },
    });
  });

  it('forwards RealEstateList to {app_url}/chat/Chatbot/RealEstateList with chatrobot-sessionkey and no Authorization (§4.4, §5)', async () => {
    const upstream = createUpstream();
    const body = { SerialNumber: 'bot-1', CityName: 'Austin', SaleType: 'for_rent', PageNumber: 2, PageSize: 10 };
    await proxyWith(upstream)(post('/api/chatbot/chat/Chatbot/RealEstateList', body));
    expect(upstream.seen[0]).toEqual({
      url: 'https://app.chatbot.test/chat/Chatbot/RealEstateList',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'chatrobot-sessionkey': SESSION },
      body,
    });
  });

  it('relays the upstream status, body and Retry-After, as UTF-8 JSON that is never sniffed', async () => {
    const envelope = { Data: null, Version: '1.0.0', Success: false, Code: 500, Message: 'busy' };
    const upstream = createUpstream(
      () => new Response(JSON.stringify(envelope), { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '7' } }),
    );
    const response = await proxyWith(upstream)(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a.txt' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual(envelope);
  });

  it('calls key functions for every request, with the incoming request', async () => {
    const upstream = createUpstream();
    const sessionKey = vi.fn(async (request: Request) => `session-of-${request.headers.get('x-workspace')}`);
    const proxy = proxyWith(upstream, { sessionKey });
    await proxy(post('/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b' }, { 'x-workspace': 'w1' }));
    await proxy(post('/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b' }, { 'x-workspace': 'w2' }));
    expect(upstream.seen.map((s) => s.headers['chatrobot-sessionkey'])).toEqual(['session-of-w1', 'session-of-w2']);
  });

  it('matches and calls the overridden paths, such as the second RealEstateList path of §4.4', async () => {
    const upstream = createUpstream();
    const proxy = proxyWith(upstream, { paths: { realEstateList: '/chat/Chatbot/SheetData' } });
    expect((await proxy(post('/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b' }))).status).toBe(404);
    expect((await proxy(post('/api/chatbot/chat/Chatbot/SheetData', { SerialNumber: 'b' }))).status).toBe(200);
    expect(upstream.seen.map((s) => s.url)).toEqual(['https://app.chatbot.test/chat/Chatbot/SheetData']);
  });

  it('works at the root when no basePath is given', async () => {
    const upstream = createUpstream();
    const proxy = proxyWith(upstream, { basePath: undefined });
    expect((await proxy(post('/chat/User/GetPreUploadUrl', { fileName: 'a.txt' }))).status).toBe(200);
  });
});

describe('createChatbotProxy: not an open proxy', () => {
  it.each([
    ['another service path', '/api/chatbot/chat/Chatbot/DeleteRealEstate'],
    ['the root', '/api/chatbot/'],
    ['an operation path outside basePath', '/chat/User/GetPreUploadUrl'],
    ['an operation path under another prefix', '/other/chat/User/GetPreUploadUrl'],
    ['an absolute URL smuggled in the path', '/api/chatbot/https://evil.example/chat/User/GetPreUploadUrl'],
    ['a trailing slash', '/api/chatbot/chat/User/GetPreUploadUrl/'],
    ['a dot-segment escape', '/api/chatbot/chat/User/../Chatbot/CreateRealEstate'],
  ])('answers 404 for %s and forwards nothing', async (_label, path) => {
    const upstream = createUpstream();
    const response = await proxyWith(upstream)(post(path, { fileName: 'a.txt' }));
    expect(response.status).toBe(404);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });

  it('answers 404 for operations left out of allow', async () => {
    const upstream = createUpstream();
    const proxy = proxyWith(upstream, { allow: ['getPreUploadUrl', 'reportUploadSuccess'] });
    expect((await proxy(post('/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b' }))).status).toBe(404);
    expect((await proxy(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }))).status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
  });

  it('does not serve RealEstateList without its own sessionKey, even when the browser sends one', async () => {
    const upstream = createUpstream();
    const proxy = proxyWith(upstream, { sessionKey: undefined });
    const response = await proxy(
      post('/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b' }, { 'chatrobot-sessionkey': 'from-browser' }),
    );
    expect(response.status).toBe(404);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('answers 405 with Allow: POST to %s on an operation path', async (method) => {
    const upstream = createUpstream();
    const response = await proxyWith(upstream)(new Request(`${ORIGIN}/api/chatbot/chat/User/GetPreUploadUrl`, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(upstream.fetch).not.toHaveBeenCalled();
  });

  it("forwards none of the browser's headers, cookies or query string", async () => {
    const upstream = createUpstream();
    await proxyWith(upstream)(
      post(
        '/api/chatbot/chat/User/GetPreUploadUrl?target=https://evil.example',
        { fileName: 'a.txt' },
        {
          Cookie: 'sid=abc',
          Authorization: 'Bearer from-browser',
          'chatrobot-sessionkey': 'from-browser',
          'X-Forwarded-Host': 'evil.example',
          Origin: 'https://evil.example',
        },
      ),
    );
    expect(upstream.seen[0]!.url).toBe('https://api.chatbot.test/chat/User/GetPreUploadUrl');
    expect(upstream.seen[0]!.headers).toEqual({ 'content-type': 'application/json', authorization: SECRET });
  });

  it('forwards only the fields the schema knows, dropping the rest', async () => {
    const upstream = createUpstream();
    await proxyWith(upstream)(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a.txt', Authorization: 'x', extra: 1 }));
    expect(upstream.seen[0]!.body).toEqual({ fileName: 'a.txt' });
  });

  it('copies no other upstream response header (cookies, CORS, server banners)', async () => {
    const upstream = createUpstream(
      () =>
        new Response('{}', {
          headers: {
            'Content-Type': 'application/json',
            'Set-Cookie': 'upstream=1',
            'Access-Control-Allow-Origin': '*',
            Server: 'upstream/1.2',
          },
        }),
    );
    const response = await proxyWith(upstream)(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }));
    expect([...response.headers.keys()].sort()).toEqual(['cache-control', 'content-type', 'x-content-type-options']);
  });

  it('refuses an upstream redirect with 502 instead of following it with the key', async () => {
    const upstream = createUpstream(() => new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } }));
    const response = await proxyWith(upstream)(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }));
    expect(response.status).toBe(502);
    expect(upstream.fetch.mock.calls[0]![1]).toMatchObject({ redirect: 'manual' });
  });

  it('answers 502 with an envelope when the service cannot be reached', async () => {
    const proxy = proxyWith({ fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))), seen: [] });
    const response = await proxy(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ Success: false, Code: 502 });
  });

  it('lets authorize refuse a request (403) or answer it itself, and the service hears nothing of either', async () => {
    const upstream = createUpstream();
    const authorize = vi.fn((request: Request) => {
      if (request.headers.get('cookie') === 'sid=ok') return true;
      if (request.headers.get('cookie') === 'sid=redirect') return new Response('login first', { status: 401 });
      return false;
    });
    const proxy = proxyWith(upstream, { authorize });
    const path = '/api/chatbot/chat/User/GetPreUploadUrl';
    const refused = await proxy(post(path, { fileName: 'a' }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ Data: null, Version: '1.0.0', Success: false, Code: 403, Message: 'Forbidden' });
    expect((await proxy(post(path, { fileName: 'a' }, { Cookie: 'sid=redirect' }))).status).toBe(401);
    expect(upstream.seen).toHaveLength(0);
    expect((await proxy(post(path, { fileName: 'a' }, { Cookie: 'sid=ok' }))).status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
  });

  it('calls authorize after the body is validated, with the operation and the body the schema accepted', async () => {
    const upstream = createUpstream();
    const authorize = vi.fn(() => true);
    const proxy = proxyWith(upstream, { authorize });
    const path = '/api/chatbot/chat/Chatbot/RealEstateList';
    expect((await proxy(post(path, { PageSize: 5 }))).status).toBe(400);
    expect(authorize).not.toHaveBeenCalled();
    await proxy(post(path, { SerialNumber: 'bot-a', PageSize: 5, Extra: 'dropped' }));
    expect(authorize).toHaveBeenCalledWith(expect.any(Request), 'realEstateList', { SerialNumber: 'bot-a', PageSize: 5 });
  });

  it('sends the body authorize returns (a pinned SerialNumber), and refuses one the contract does not allow', async () => {
    const upstream = createUpstream();
    let pinned: unknown = { SerialNumber: 'bot-of-tenant-a', PageNumber: 2 };
    const proxy = proxyWith(upstream, { authorize: () => pinned as { SerialNumber: string } });
    const path = '/api/chatbot/chat/Chatbot/RealEstateList';
    expect((await proxy(post(path, { SerialNumber: 'bot-of-tenant-b' }))).status).toBe(200);
    expect(upstream.seen.map((s) => s.body)).toEqual([{ SerialNumber: 'bot-of-tenant-a', PageNumber: 2 }]);
    pinned = { SerialNumber: '' };
    const invalid = await proxy(post(path, { SerialNumber: 'bot-of-tenant-b' }));
    expect(invalid.status).toBe(500);
    expect(await invalid.json()).toMatchObject({ Success: false, Message: 'authorize returned a body that is not a valid realEstateList request' });
    expect(upstream.seen).toHaveLength(1);
  });

  it('fails closed: an authorize that returns nothing is a 403', async () => {
    const upstream = createUpstream();
    const proxy = proxyWith(upstream, { authorize: (() => undefined) as unknown as ChatbotProxyOptions['authorize'] });
    expect((await proxy(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }))).status).toBe(403);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('createChatbotProxy: request bodies', () => {
  const path = '/api/chatbot/chat/User/GetPreUploadUrl';
  /** A POST whose body is `stream`, read as it comes (as a browser's upload is). */
  const streamedPost = (stream: ReadableStream<Uint8Array>) =>
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);

  it('answers 413 for a streamed body over maxBodyBytes and forwards nothing', async () => {
    const upstream = createUpstream();
    const big = new TextEncoder().encode(JSON.stringify({ fileName: 'x'.repeat(40_000) }));
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= big.length) return controller.close();
        controller.enqueue(big.subarray(pulled, pulled + 1024));
        pulled += 1024;
      },
    });
    const response = await proxyWith(upstream)(streamedPost(stream));
    expect(response.status).toBe(413);
    expect(upstream.fetch).not.toHaveBeenCalled();
    // It stopped reading soon after the limit rather than buffering everything.
    expect(pulled).toBeLessThan(16 * 1024 + 4 * 1024);
  });

  it('answers 408 to a body still trickling in after 10 s, stops reading it and forwards nothing', async () => {
    vi.useFakeTimers();
    try {
      const upstream = createUpstream();
      let cancelled = false;
      // One byte, then nothing: a client holding the request open.
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{')),
        cancel: () => void (cancelled = true),
      });
      const answer = proxyWith(upstream)(streamedPost(stream));
      await vi.advanceTimersByTimeAsync(10_000);
      const response = await answer;
      expect(response.status).toBe(408);
      expect((await response.json()).Message).toBe('Request body did not arrive within 10 s');
      expect(cancelled).toBe(true);
      expect(upstream.fetch).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 413 at once when Content-Length announces more than maxBodyBytes', async () => {
    const upstream = createUpstream();
    const response = await proxyWith(upstream, { maxBodyBytes: 100 })(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '5000' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(413);
  });

  it('accepts a body of exactly maxBodyBytes', async () => {
    const upstream = createUpstream();
    const body = JSON.stringify({ fileName: 'a.txt' });
    const response = await proxyWith(upstream, { maxBodyBytes: body.length })(post(path, body));
    expect(response.status).toBe(200);
  });

  it.each([
    ['a missing fileName', '/api/chatbot/chat/User/GetPreUploadUrl', { name: 'a.txt' }, 'fileName is missing'],
    ['an empty fileName', '/api/chatbot/chat/User/GetPreUploadUrl', { fileName: '' }, 'fileName is empty'],
    ['a numeric fileStoreID', '/api/chatbot/chat/User/ReportUploadSuccess', { fileStoreID: 34317 }, 'fileStoreID should be of type string'],
    ['a missing SerialNumber', '/api/chatbot/chat/Chatbot/RealEstateList', { CityName: 'Austin' }, 'SerialNumber is missing'],
    ['a SaleType outside for_sale / for_rent', '/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b', SaleType: 'For Sale' }, 'SaleType should be one of "for_sale", "for_rent"'],
    ['PageNumber 0', '/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b', PageNumber: 0 }, 'PageNumber is smaller than 1'],
  ])('answers 400 with an envelope saying what is wrong with %s', async (_label, p, body, problem) => {
    const upstream = createUpstream();
    const response = await proxyWith(upstream)(post(p, body));
    expect(response.status).toBe(400);
    const envelope = await response.json();
    expect(envelope).toMatchObject({ Success: false, Code: 400, Version: '1.0.0' });
    expect(envelope.Message).toContain(problem);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const upstream = createUpstream();
    const response = await proxyWith(upstream)(post(path, '{"fileName":'));
    expect(response.status).toBe(400);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });

  it('answers 415 for a body that is not declared JSON, so a cross-site form cannot drive it', async () => {
    const upstream = createUpstream();
    const response = await proxyWith(upstream)(
      new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"fileName":"a"}' }),
    );
    expect(response.status).toBe(415);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });
});

describe('createChatbotProxy: keys never leave the server', () => {
  it('replaces a message that echoes the key back, whole', async () => {
    const upstream = createUpstream(
      (seen) =>
        new Response(
          JSON.stringify({ Data: null, Version: '1.0.0', Success: false, Code: 401, Message: `bad key ${seen.headers.authorization}` }),
          { status: 401, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const response = await proxyWith(upstream)(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }));
    const text = await everything(response);
    expect(text).not.toContain(SECRET);
    expect(text).toContain('"Message":"[redacted]"');
  });

  it('puts no key in any of its own answers (404, 405, 400, 413, 415, 502)', async () => {
    const upstream = createUpstream(() => new Response(null, { status: 301, headers: { Location: `https://x/?k=${SECRET}` } }));
    const proxy = proxyWith(upstream, { maxBodyBytes: 64 });
    const responses = await Promise.all([
      proxy(post('/api/chatbot/nope', {})),
      proxy(new Request(`${ORIGIN}/api/chatbot/chat/User/GetPreUploadUrl`)),
      proxy(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 1 })),
      proxy(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'x'.repeat(100) })),
      proxy(new Request(`${ORIGIN}/api/chatbot/chat/User/GetPreUploadUrl`, { method: 'POST', body: 'a' })),
      proxy(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([404, 405, 400, 413, 415, 502]);
    for (const response of responses) {
      const text = await everything(response);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SESSION);
    }
  });

  it('answers 500 without the reason when a key function fails (its error may quote the key)', async () => {
    const upstream = createUpstream();
    const proxy = proxyWith(upstream, {
      secretKey: () => {
        throw new Error(`vault refused ${SECRET}`);
      },
    });
    const response = await proxy(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }));
    expect(response.status).toBe(500);
    expect(await everything(response)).not.toContain(SECRET);
    expect(upstream.fetch).not.toHaveBeenCalled();
  });
});

describe('createChatbotProxy: options', () => {
  it('serves by default only the operations whose key was given', async () => {
    const upstream = createUpstream();
    const uploadsOnly = proxyWith(upstream, { sessionKey: undefined });
    const listingsOnly = proxyWith(upstream, { secretKey: undefined });
    expect((await uploadsOnly(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }))).status).toBe(200);
    expect((await listingsOnly(post('/api/chatbot/chat/User/GetPreUploadUrl', { fileName: 'a' }))).status).toBe(404);
    expect((await listingsOnly(post('/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'b' }))).status).toBe(200);
  });

  it('throws at creation when allow names an operation whose key is missing', () => {
    expect(() =>
      createChatbotProxy({ baseUrl: 'https://api.chatbot.test', secretKey: SECRET, allow: ['realEstateList'] }),
    ).toThrow(/allow includes "realEstateList" but no sessionKey/);
  });

  it('throws at creation when given no key at all', () => {
    expect(() => createChatbotProxy({ baseUrl: 'https://api.chatbot.test' })).toThrow(/secretKey.*sessionKey/);
  });

  it('throws at creation for a relative baseUrl, which would make the proxy call itself', () => {
    expect(() => createChatbotProxy({ baseUrl: '/api', secretKey: SECRET })).toThrow(/baseUrl must be an absolute/);
  });
});
