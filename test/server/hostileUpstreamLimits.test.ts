// @vitest-environment node
// A hostile upstream that answers too much or nothing at all: the proxy stays
// within its memory bound and answers within its timeout.
import { createGzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatbotProxy } from 'chatbot-kit/server';
import { closeServers, envelopeOf, hostileUpstream, PROXY_PATH, proxyServer, rawPost } from './hostileServers';

afterEach(closeServers);

const MiB = 1024 * 1024;
/** What the proxy may add to resident memory while it refuses a huge answer. */
const MEMORY_BOUND = 48 * MiB;

/** 300 MB of zeros, gzipped (about 300 KB), made without holding the 300 MB. */
async function gzipBomb(): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const parts: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  const zeros = Buffer.alloc(MiB);
  for (let i = 0; i < 300; i++) if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end();
  await done;
  return Buffer.concat(parts);
}

/** Runs `task` while sampling resident memory; returns the largest growth seen over the start. */
async function peakGrowth(task: () => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const sampler = setInterval(sample, 1);
  try {
    await task();
  } finally {
    clearInterval(sampler);
  }
  sample();
  return peak - start;
}

describe('answers are bounded', () => {
  it('refuses a 64 MiB answer with a 502 envelope, stops reading it, and stays within 48 MiB of memory', async () => {
    let upstreamClosedEarly: Promise<boolean> = Promise.resolve(false);
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      upstreamClosedEarly = new Promise((resolve) => {
        res.on('close', () => resolve(sent < 64 * MiB));
        const pump = () => {
          while (sent < 64 * MiB && !res.destroyed) {
            sent += chunk.byteLength;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.write('{"Data":"');
        pump();
      });
    });
    const proxy = await proxyServer({ baseUrl: upstream.url });
    let answer: Awaited<ReturnType<typeof rawPost>> | undefined;
    const growth = await peakGrowth(async () => {
      answer = await rawPost(proxy, PROXY_PATH);
    });
    expect(answer!.status).toBe(502);
    expect(envelopeOf(answer!)).toMatchObject({ Success: false, Code: 502, Message: expect.stringContaining('1048576 bytes') });
    expect(await upstreamClosedEarly).toBe(true);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it('counts bytes after decompression: a gzip bomb (300 MB inflated) is refused within 48 MiB of memory', async () => {
    const bomb = await gzipBomb();
    expect(bomb.byteLength).toBeLessThan(MiB);
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(bomb);
    });
    const proxy = await proxyServer({ baseUrl: upstream.url });
    let answer: Awaited<ReturnType<typeof rawPost>> | undefined;
    const growth = await peakGrowth(async () => {
      answer = await rawPost(proxy, PROXY_PATH);
    });
    expect(answer!.status).toBe(502);
    expect(envelopeOf(answer!).Message).toContain('1048576 bytes');
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it('takes maxResponseBytes as the limit', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Data: 'x'.repeat(200), Version: '1.0.0', Success: true, Code: 200, Message: '' }));
    });
    const small = await rawPost(await proxyServer({ baseUrl: upstream.url, maxResponseBytes: 100 }), PROXY_PATH);
    const enough = await rawPost(await proxyServer({ baseUrl: upstream.url, maxResponseBytes: 1000 }), PROXY_PATH);
    expect([small.status, enough.status]).toEqual([502, 200]);
  });
});

describe('answers are timed', () => {
  it('refuses JSON nested deeper than any answer of the contract with a 502 envelope that says so', async () => {
    const depth = 200_000;
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(`{"Data":${'['.repeat(depth)}${']'.repeat(depth)},"Version":"1.0.0","Success":true,"Code":200,"Message":""}`);
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, maxResponseBytes: 4 * MiB }), PROXY_PATH);
    expect(answer.status).toBe(502);
    expect(envelopeOf(answer).Message).toMatch(/nested deeper than \d+ levels/);
  });

  it('refuses a limit that is not a whole number from 1 when the proxy is made, instead of lifting the limit', () => {
    const base = { baseUrl: 'https://api.chatbot.test', secretKey: 'proxy-secret-abc123' };
    for (const [name, value] of [
      ['maxBodyBytes', Number.NaN],
      ['maxResponseBytes', Number.POSITIVE_INFINITY],
      ['maxResponseBytes', 0],
      ['upstreamTimeoutMs', 2 ** 31],
      ['upstreamTimeoutMs', 1.5],
    ] as const) {
      expect(() => createChatbotProxy({ ...base, [name]: value }), `${name}: ${value}`).toThrow(new RegExp(`${name} must be a whole number`));
    }
    expect(() => createChatbotProxy({ ...base, upstreamTimeoutMs: 2 ** 31 - 1, maxBodyBytes: 1 })).not.toThrow();
  });

  it('answers a silent upstream with a 504 envelope once upstreamTimeoutMs has passed, and drops the call', async () => {
    let upstreamClosed: Promise<void> | undefined;
    const upstream = await hostileUpstream((req) => {
      upstreamClosed = new Promise((resolve) => req.socket.once('close', () => resolve()));
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, upstreamTimeoutMs: 300 }), PROXY_PATH);
    expect(answer.status).toBe(504);
    expect(envelopeOf(answer)).toMatchObject({ Success: false, Code: 504 });
    await upstreamClosed;
  });

  it('also times a service that sends its headers and then stalls the body', async () => {
    const upstream = await hostileUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"Data":');
    });
    const answer = await rawPost(await proxyServer({ baseUrl: upstream.url, upstreamTimeoutMs: 300 }), PROXY_PATH);
    expect(answer.status).toBe(504);
  });
});
