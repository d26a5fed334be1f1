// @vitest-environment node
// toNodeHandler mounted at the root behind a gate that guards /api/ by prefix,
// as `app.use('/api', requireLogin)` or an nginx `location` does: a raw path
// the gate and the handler would read differently must not get through.
import { afterEach, describe, expect, it } from 'vitest';
import { createChatbotProxy } from 'chatbot-kit/server';
import { closeServers, envelopeOf, gatedProxy, hostileUpstream, PROXY_PATH, proxyServer, rawExchange, rawPost } from './hostileServers';

afterEach(closeServers);

describe('toNodeHandler refuses raw paths a gate in front could read differently', () => {
  const ambiguous = [
    `//x${PROXY_PATH}`,
    `/api\\chatbot\\chat\\User\\GetPreUploadUrl`,
    `/static/..${PROXY_PATH}`,
    `/static/%2e%2e${PROXY_PATH}`,
    `/static/%2E.${PROXY_PATH}`,
    `/static/.${PROXY_PATH}`,
    `/static%2f..${PROXY_PATH}`,
    `/static%5c..${PROXY_PATH}`,
  ];
  for (const path of ambiguous) {
    it(`answers 400 to ${path}, without calling the service`, async () => {
      const { upstream, url } = await gatedProxy();
      const answer = await rawPost(url, path);
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 400 });
      expect(upstream.calls).toBe(0);
    });
  }

  it('still serves the plain path to a request the gate lets through', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"Data":{"FileStoreId":"1","PreUploadUrl":"https://s3.test/x"},"Version":"1.0.0","Success":true,"Code":200,"Message":""}');
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url }), `${PROXY_PATH}?a=./..`);
    expect(answer.status).toBe(200);
    expect(upstream.calls).toBe(1);
  });

  it('answers a malformed Host with a 400 envelope, not a bare 500', async () => {
    const { url } = await gatedProxy();
    const raw = await rawExchange(url, `POST /static HTTP/1.1\r\nHost: a b\r\nContent-Type: application/json`, '{}');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('application/json; charset=utf-8');
    expect(raw.slice(raw.indexOf('\r\n\r\n') + 4)).toContain('"Success":false');
  });
});

describe('createChatbotProxy refuses the same paths when a Request carries them', () => {
  // A Request's URL is already parsed (dot segments resolved, `\` read as `/`);
  // what survives parsing is still refused.
  it('answers 400 to a leading // or an encoded backslash left in the URL', async () => {
    const proxy = createChatbotProxy({ baseUrl: 'https://api.chatbot.test', secretKey: 'gate-secret-key', basePath: '/api/chatbot', fetch: () => Promise.reject(new Error('not called')) });
    for (const path of [`/static%5c..${PROXY_PATH}`, `//x${PROXY_PATH}`, PROXY_PATH.replace('/chat/', '%5Cchat/')]) {
      const response = await proxy(new Request(`https://app.example${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"fileName":"a"}' }));
      expect([path, response.status]).toEqual([path, 400]);
    }
  });
});
