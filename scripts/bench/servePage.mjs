// Serves the bench page on loopback: one HTML file and one bundle. The page
// talks to the fake service on another port, as an app talks to S3 (CORS).
import { createServer } from 'node:http';

/**
 * @param {string} script the bundled page script
 * @param {{ css?: string }} [options] `css`: a stylesheet the page links in its head, as an app links the package's
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function servePage(script, { css } = {}) {
  const link = css === undefined ? '' : '<link rel="stylesheet" href="/styles.css">';
  const html = `<!doctype html><meta charset="utf-8"><title>chatbot-kit bench</title>${link}<div id="root"></div><script type="module" src="/page.js"></script>`;
  const server = createServer((req, res) => {
    if (req.url === '/page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(script);
    } else if (css !== undefined && req.url === '/styles.css') {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' });
      res.end(css);
    } else if (req.url === '/' || req.url?.startsWith('/?') || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
