// @vitest-environment node
// The proxy in front of a hostile upstream, over real loopback HTTP: what a
// browser receives when the service echoes the key or answers what it should not.
import { afterEach, describe, expect, it } from 'vitest';
import { createChatbotProxy } from 'chatbot-kit/server';
import { closeServers, envelopeOf, hostileUpstream, PROXY_PATH, proxyServer, rawPost } from './hostileServers';

const KEY = 'sk_live/proxy-9c41ab+Z';

afterEach(closeServers);

/** Every place a key could reach the browser: status line, headers, body. */
function everything(answer: { statusMessage: string; headers: Record<string, unknown>; body: string }): string {
  return `${answer.statusMessage}\n${JSON.stringify(answer.headers)}\n${answer.body}`;
}

describe('the key never leaves the proxy', () => {
  it('drops the reason phrase and the headers in which the service echoes the key', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(401, `Invalid key ${KEY}`, { 'Content-Type': `application/json; key=${KEY}`, 'Retry-After': KEY, 'X-Echo': KEY });
      res.end(JSON.stringify({ Data: null, Version: '1.0.0', Success: false, Code: 401, Message: 'unauthorised' }));
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, secretKey: KEY }), PROXY_PATH);
    expect(answer.status).toBe(401);
    expect(everything(answer)).not.toContain(KEY);
    expect(answer.statusMessage).toBe('Unauthorized');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['retry-after']).toBeUndefined();
  });

  it('keeps a Retry-After that is seconds or an HTTP date, and drops any other', async () => {
    const values = ['12', 'Wed, 21 Oct 2026 07:28:00 GMT', 'soon', '1; rm -rf'];
    let next = 0;
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': values[next++]! });
      res.end('{"Data":null,"Version":"1.0.0","Success":false,"Code":503,"Message":"busy"}');
    });
    const proxy = await proxyServer({ baseUrl: upstream.url });
    const seen = [];
    for (let i = 0; i < values.length; i++) seen.push((await rawPost(proxy, PROXY_PATH)).headers['retry-after']);
    expect(seen).toEqual(['12', 'Wed, 21 Oct 2026 07:28:00 GMT', undefined, undefined]);
  });

  it('replaces a whole string that holds the key in an encoding, and leaves the others', async () => {
    const jsonEscaped = KEY.replace(/\//g, '\\/');
    const unicodeEscaped = Array.from(KEY, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const basic = Buffer.from(`user:${KEY}`).toString('base64');
    const fields = { a: `a ${jsonEscaped}`, b: `b ${unicodeEscaped}`, c: `c ${encodeURIComponent(KEY)}`, d: `Basic ${basic}`, e: Buffer.from(KEY).toString('base64url'), plain: 'a price of 903000.00' };
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // Written by hand, so the JSON escapes reach the proxy as the service sent them.
      const members = Object.entries(fields).map(([name, value]) => `"${name}":"${value}"`).join(',');
      res.end(`{"Data":{${members}},"Version":"1.0.0","Success":true,"Code":200,"Message":""}`);
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, secretKey: KEY }), PROXY_PATH);
    expect(JSON.parse(answer.body).Data).toEqual({ a: '[redacted]', b: '[redacted]', c: '[redacted]', d: '[redacted]', e: '[redacted]', plain: 'a price of 903000.00' });
  });

  it('removes an echo hidden where a parse drops it, upper-cased, in hex, or sent back as a number', async () => {
    const hex = Buffer.from(KEY).toString('hex');
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      // JSON keeps the last of two members with one name; the first still rides in the bytes.
      res.end(`{"Data":null,"Version":"1.0.0","Success":false,"Code":401,"Message":"bad key ${KEY}","Message":"up ${KEY.toUpperCase()} hex ${hex.toUpperCase()}"}`);
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, secretKey: KEY }), PROXY_PATH);
    expect(envelopeOf(answer).Message).toBe('[redacted]');
    expect(answer.body.toLowerCase()).not.toContain(KEY.toLowerCase());

    const numeric = '987654321012';
    const numbers = await hostileUpstream((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(`{"Data":{"SessionKey":${numeric},"Count":3},"Version":"1.0.0","Success":false,"Code":401,"Message":"no"}`);
    });
    const list = await rawPost(await proxyServer({ baseUrl: numbers.url, sessionKey: numeric }), '/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'bot-1' });
    expect(JSON.parse(list.body)).toMatchObject({ Data: { SessionKey: '[redacted]', Count: 3 } });
  });

  it('removes every key it holds from every answer: an upload answer quoting the session key, a listing answer quoting the secret key', async () => {
    const SESSION = 'sess_live-7d02ef';
    const secretFrom = () => KEY;
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Data: null, Version: '1.0.0', Success: false, Code: 401, Message: `bad ${KEY} session ${SESSION.toUpperCase()}` }));
    });
    // One proxy with a key string and one with a key function: both keys are read for every request.
    for (const secretKey of [KEY, secretFrom]) {
      const proxy = await proxyServer({ baseUrl: upstream.url, secretKey, sessionKey: SESSION });
      const upload = await rawPost(proxy, PROXY_PATH);
      const list = await rawPost(proxy, '/api/chatbot/chat/Chatbot/RealEstateList', { SerialNumber: 'bot-1' });
      for (const answer of [upload, list]) {
        expect(envelopeOf(answer).Message).toBe('[redacted]');
        expect(everything(answer).toLowerCase()).not.toContain(SESSION);
      }
    }
  });

  it('still answers when the key of the other operation cannot be read, redacting the one it sent', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Data: null, Version: '1.0.0', Success: false, Code: 401, Message: `bad ${KEY}` }));
    });
    const sessionKey = () => Promise.reject(new Error('no tenant'));
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, secretKey: KEY, sessionKey }), PROXY_PATH);
    expect(answer.status).toBe(401);
    expect(envelopeOf(answer).Message).toBe('[redacted]');
  });

  it('refuses a key with surrounding whitespace or a control character instead of sending an altered one', async () => {
    for (const padded of ['proxy-secret-abc123\n', ' proxy-secret-abc123', 'proxy-secret-abc123\t', 'proxy-\u0000secret']) {
      let thrown: unknown;
      try {
        createChatbotProxy({ baseUrl: 'https://api.chatbot.test', secretKey: padded });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TypeError);
      expect(String((thrown as Error).message)).not.toContain('abc123');
    }
  });

  it('answers 500, without calling the service, when a key function returns a padded key', async () => {
    const upstream = await hostileUpstream((_req, res) => res.end('{}'));
    const proxy = await proxyServer({ baseUrl: upstream.url, secretKey: () => 'proxy-secret-abc123\r\n' });
    const answer = await rawPost(proxy, PROXY_PATH);
    expect(answer.status).toBe(500);
    expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 500 });
    expect(everything(answer)).not.toContain('abc123');
    expect(upstream.calls).toBe(0);
  });
});

describe('answers the browser can trust', () => {
  it('turns an HTML answer into a 502 envelope, never served as HTML', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<script>fetch("/api/account/delete", { method: "POST" })</script>');
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url }), PROXY_PATH);
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).not.toContain('<script');
    expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 502 });
  });

  it("keeps the status of an error page that is not JSON (a gateway's 503), as an envelope with its Retry-After", async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'text/html', 'Retry-After': '2' });
      res.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url }), PROXY_PATH);
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['retry-after']).toBe('2');
    expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 503 });
  });

  it('answers an out-of-range status (999) with a 502 envelope', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(999, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url }), PROXY_PATH);
    expect(answer.status).toBe(502);
    expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 502 });
  });

  it('refuses a PreUploadUrl that is not an http(s) URL before any browser gets it', async () => {
    const urls = ['javascript:alert(document.cookie)', '\njavascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'https://bucket.s3.test/k?X-Amz-Signature=ab12'];
    let next = 0;
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Data: { FileStoreId: '1', PreUploadUrl: urls[next++] }, Version: '1.0.0', Success: true, Code: 200, Message: '' }));
    });
    const proxy = await proxyServer({ baseUrl: upstream.url });
    const answers = [];
    for (let i = 0; i < urls.length; i++) answers.push(await rawPost(proxy, PROXY_PATH));
    for (const answer of answers.slice(0, -1)) {
      expect(answer.status).toBe(502);
      expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 502, Message: 'The chatbot service answered with a PreUploadUrl that is not an http(s) URL' });
      expect(answer.body.toLowerCase()).not.toMatch(/javascript|data:|evil/);
    }
    expect(answers.at(-1)!.status).toBe(200);
  });

  it('sends nosniff and UTF-8 JSON on its own errors too', async () => {
    const answer = await rawPost(await proxyServer({ baseUrl: 'http://127.0.0.1:9' }), '/api/chatbot/unknown');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
