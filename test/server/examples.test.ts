// @vitest-environment node
// Runs the three proxy examples of examples/proxy/ (README "Keeping the secret
// key on the server") against the fake service over real HTTP, with the
// browser-side client in proxy mode: no keys.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatbotClient } from 'chatbot-kit/core';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';

// The examples import the published name, as an application would; here it
// is this repository's source, so the test needs no build.
vi.mock('chatbot-kit/server', () => import('../../src/server'));

let fake: FakeChatbotServer;
beforeAll(async () => {
  fake = await startFakeChatbotServer();
  // The examples read their configuration from the environment, like a deployment.
  vi.stubEnv('CHATBOT_BASE_URL', fake.url);
  vi.stubEnv('CHATBOT_SECRET_KEY', fake.secretKey);
  vi.stubEnv('CHATBOT_SESSION_KEY', fake.sessionKey);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => fake.service.reset());

/** The full flow through a proxy: upload (three steps) and one listing page. */
async function runFlow(proxyBaseUrl: string, fetchImpl: typeof fetch = fetch) {
  // The fake's storage listens on a loopback port: listed, as a local S3 would be, since
  // a page on a public origin (the Next.js case below) refuses loopback upload URLs otherwise.
  const client = createChatbotClient({ baseUrl: proxyBaseUrl, fetch: fetchImpl, XMLHttpRequest: null, storageOrigins: [fake.storageUrl] });
  const upload = await client.uploadFile(new Blob(['hello proxy'], { type: 'text/plain' }), { fileName: 'hello.txt' });
  const page = await client.realEstateList({ serialNumber: fake.serialNumber, pageSize: 5 });
  return { upload, page };
}

/** What reached the fake: every service call carried the right key, added by the proxy. */
function expectKeysAddedUpstream() {
  const calls = fake.service.state.requests.filter((r) => r.operation !== 'putFile');
  expect(calls.map((r) => r.operation)).toEqual(['getPreUploadUrl', 'reportUploadSuccess', 'realEstateList']);
  // The fake logs '[valid key]' for a key that matched (it never stores key values).
  expect(calls[0]!.headers.authorization).toBe('[valid key]');
  expect(calls[1]!.headers.authorization).toBe('[valid key]');
  expect(calls[2]!.headers['chatrobot-sessionkey']).toBe('[valid key]');
  expect(calls[2]!.headers.authorization).toBeUndefined();
}

describe('examples/proxy/next-route.ts (Next.js route handler)', () => {
  it('serves the upload and listing flow for a keyless client', async () => {
    vi.resetModules();
    const { POST } = await import('../../examples/proxy/next-route');
    // Next.js calls POST(request) for /api/chatbot/...; the presigned PUT goes to storage directly.
    const viaRoute = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/chatbot/')
        ? POST(new Request(new URL(String(input), 'https://next.example'), init))
        : fetch(input, init)) as typeof fetch;
    const { upload, page } = await runFlow('/api/chatbot', viaRoute);
    expect(fake.service.state.reports).toEqual([upload.fileStoreId]);
    expect(page.items).toHaveLength(5);
    expectKeysAddedUpstream();
  });

  it('loads with no keys (as `next build` does) and answers a 500 envelope naming the missing variable', async () => {
    vi.resetModules();
    vi.stubEnv('CHATBOT_BASE_URL', '');
    vi.stubEnv('CHATBOT_SECRET_KEY', '');
    try {
      const { POST } = await import('../../examples/proxy/next-route');
      const response = await POST(new Request('https://next.example/api/chatbot/chat/User/GetPreUploadUrl', { method: 'POST', body: '{}' }));
      expect(response.status).toBe(500);
      const body = await response.json();
      expect(body).toMatchObject({ Success: false, Code: 500, Message: expect.stringContaining('CHATBOT_BASE_URL') });
    } finally {
      vi.stubEnv('CHATBOT_BASE_URL', fake.url);
      vi.stubEnv('CHATBOT_SECRET_KEY', fake.secretKey);
    }
  });
});

describe('examples/proxy/node-server.mjs (plain Node, toNodeHandler)', () => {
  it('serves the upload and listing flow over real HTTP', async () => {
    vi.resetModules();
    const { startProxyServer } = await import('../../examples/proxy/node-server.mjs');
    const proxy = await startProxyServer({
      port: 0,
      baseUrl: fake.url,
      secretKey: fake.secretKey,
      sessionKey: fake.sessionKey,
    });
    try {
      const { upload, page } = await runFlow(proxy.url);
      expect(fake.service.state.reports).toEqual([upload.fileStoreId]);
      expect(page.items).toHaveLength(5);
      expectKeysAddedUpstream();
      // Not an open proxy: another path on the same server is 404, and the fake never hears of it.
      const before = fake.service.state.requests.length;
      const other = await fetch(`${proxy.url}/chat/Chatbot/DeleteRealEstate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(other.status).toBe(404);
      expect(fake.service.state.requests).toHaveLength(before);
    } finally {
      await proxy.close();
    }
  });

  it('answers 421 to a Host that is not this machine (DNS rebinding), and the service never hears of it', async () => {
    vi.resetModules();
    const { startProxyServer } = await import('../../examples/proxy/node-server.mjs');
    const proxy = await startProxyServer({ port: 0, baseUrl: fake.url, secretKey: fake.secretKey });
    try {
      const before = fake.service.state.requests.length;
      const { port, pathname } = new URL(proxy.url);
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: `${pathname}/chat/User/GetPreUploadUrl`, method: 'POST', headers: { Host: 'rebind.attacker.example', 'Content-Type': 'application/json' } },
          (res) => (res.resume(), resolve(res.statusCode ?? 0)),
        );
        req.on('error', reject);
        req.end(JSON.stringify({ fileName: 'a.pdf' }));
      });
      expect(status).toBe(421);
      expect(fake.service.state.requests).toHaveLength(before);
    } finally {
      await proxy.close();
    }
  });
});

describe('examples/proxy/vite.config.ts (Vite dev middleware)', () => {
  it('serves the upload and listing flow from a running Vite dev server', async () => {
    vi.resetModules();
    const { default: config } = await import('../../examples/proxy/vite.config');
    const { createServer } = await import('vite');
    const server = await createServer({
      ...config,
      configFile: false,
      root: import.meta.dirname,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    try {
      const address = server.httpServer!.address() as { port: number };
      const { upload, page } = await runFlow(`http://127.0.0.1:${address.port}/api/chatbot`);
      expect(fake.service.state.reports).toEqual([upload.fileStoreId]);
      expect(page.items).toHaveLength(5);
      expectKeysAddedUpstream();
    } finally {
      await server.close();
    }
  });
});
