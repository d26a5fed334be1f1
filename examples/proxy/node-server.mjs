// A plain Node server (node:http) that serves the chatbot proxy.
//
//   CHATBOT_BASE_URL=https://api.example.com CHATBOT_SECRET_KEY=... CHATBOT_SESSION_KEY=... \
//     node examples/proxy/node-server.mjs
//
// With Express the same adapter is one line (mount it before express.json(),
// or after it: an already parsed body is used as is):
//
//   app.use('/api/chatbot', toNodeHandler(createChatbotProxy({ ...options, basePath: '/api/chatbot' })));
import { pathToFileURL } from 'node:url';
// #region readme
import { createServer } from 'node:http';
import { createChatbotProxy, toNodeHandler } from 'chatbot-kit/server';

/**
 * Starts the proxy on 127.0.0.1.
 * @param {{ port?: number, baseUrl: string, appUrl?: string, secretKey: string, sessionKey?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startProxyServer({ port = 8787, ...keys }) {
  const handler = toNodeHandler(createChatbotProxy({ ...keys, basePath: '/api/chatbot' }));
  const server = createServer((req, res) => {
    // This machine's names only: a site whose name an attacker re-points at
    // 127.0.0.1 (DNS rebinding) would otherwise call the proxy as same-origin.
    if (!/^(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(req.headers.host ?? '')) {
      res.writeHead(421, { 'Content-Type': 'text/plain' }).end('Misdirected request');
      return;
    }
    handler(req, res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/api/chatbot`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
// #endregion

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { CHATBOT_BASE_URL, CHATBOT_SECRET_KEY } = process.env;
  if (!CHATBOT_BASE_URL || !CHATBOT_SECRET_KEY) {
    throw new Error('Set CHATBOT_BASE_URL and CHATBOT_SECRET_KEY (and CHATBOT_SESSION_KEY for listings).');
  }
  const { url } = await startProxyServer({
    port: Number(process.env.PORT ?? 8787),
    baseUrl: CHATBOT_BASE_URL,
    appUrl: process.env.CHATBOT_APP_URL || undefined,
    secretKey: CHATBOT_SECRET_KEY,
    sessionKey: process.env.CHATBOT_SESSION_KEY || undefined,
  });
  process.stdout.write(`chatbot proxy on ${url}\n`);
}
