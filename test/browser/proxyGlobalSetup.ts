/**
 * Browser-test global setup: a node:http server that runs
 * `createChatbotProxy` through `toNodeHandler` in front of the fake service,
 * so a browser client in proxy mode (no keys) can be tested over real HTTP.
 *
 * It fronts the fake server of `test/browser/globalSetup.ts` when that one
 * has provided `fakeServer` (so the shared fake-control helpers see the same
 * state), and starts its own fake with control routes otherwise.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createChatbotProxy, toNodeHandler } from 'chatbot-kit/server';
import { startFakeChatbotServer } from 'chatbot-kit/testing';

/** What browser tests read with `inject('proxyServer')`. */
export interface ProvidedProxyServer {
  /** The proxy's base URL: use it as the browser client's `baseUrl`, with no keys. */
  url: string;
  /** The fake service behind the proxy (with `/__fake/*` control routes). */
  fakeUrl: string;
  /** The fake's keys, only so tests can assert they never reach the page. */
  secretKey: string;
  sessionKey: string;
  serialNumber: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    proxyServer: ProvidedProxyServer;
  }
}

/** The proxy's mount point, as an application would use it. */
const BASE_PATH = '/api/chatbot';

interface FakeInfo {
  url: string;
  secretKey: string;
  sessionKey: string;
  serialNumber: string;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (project.getProvidedContext() as { fakeServer?: FakeInfo }).fakeServer;
  const own = shared ? undefined : await startFakeChatbotServer({ control: true });
  const fake: FakeInfo = shared ?? own!;

  const handler = toNodeHandler(
    createChatbotProxy({
      baseUrl: fake.url,
      secretKey: fake.secretKey,
      sessionKey: fake.sessionKey,
      basePath: BASE_PATH,
    }),
  );
  // The test page is served from Vitest's own origin, so this server adds
  // CORS around the proxy. A real deployment serves the proxy from the
  // page's own origin and needs none of this.
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    // Cross-origin, a page can read Retry-After only when it is exposed.
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      res.setHeader('Access-Control-Max-Age', '600');
      res.statusCode = 204;
      res.end();
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  project.provide('proxyServer', {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    fakeUrl: fake.url,
    secretKey: fake.secretKey,
    sessionKey: fake.sessionKey,
    serialNumber: fake.serialNumber,
  });

  return async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await own?.close();
  };
}
