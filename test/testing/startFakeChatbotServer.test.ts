// @vitest-environment node
// The fake over real HTTP on 127.0.0.1 (node:http): what browser tests and demos rely on.
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeChatbotServer, type FakeChatbotServer, type FakeControlState } from 'chatbot-kit/testing';
import { onFakeClock } from '../support/onFakeClock';
import { getPreUploadUrl, put } from './fakeRequests';

let server: FakeChatbotServer;

beforeAll(async () => {
  server = await startFakeChatbotServer({ control: true });
});
afterAll(() => server.close());
beforeEach(() => server.service.reset());
afterEach(() => vi.useRealTimers());

async function preUpload(fileName = 'a.bin') {
  const response = await fetch(`${server.url}/chat/User/GetPreUploadUrl`, {
    method: 'POST',
    headers: { authorization: server.secretKey, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName }),
  });
  return ((await response.json()) as { Data: { FileStoreId: string; PreUploadUrl: string } }).Data;
}

function control(path: string, body?: unknown) {
  return fetch(`${server.url}/__fake/${path}`, {
    method: body === undefined && path === 'state' ? 'GET' : 'POST',
    // A connection of its own, closed after the answer: no idle keep-alive
    // socket is left to set a timer while a test runs on fake timers.
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A PUT through node:http, streaming `size` bytes in chunks; resolves how it ended. */
function rawPut(url: string, size: number): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'PUT', headers: { 'content-length': String(size) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    const chunk = Buffer.alloc(64 * 1024, 7);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('startFakeChatbotServer', () => {
  it('listens on 127.0.0.1 and hands out its keys and chatbot id', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server).toMatchObject({ secretKey: 'fake-secret-key', sessionKey: 'fake-session-key', serialNumber: 'fake-chatbot-001' });
  });

  it('runs the three steps over HTTP with the PreUploadUrl on a storage port of its own', async () => {
    const { FileStoreId, PreUploadUrl } = await preUpload('hello.txt');
    expect(server.storageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.storageUrl).not.toBe(server.url);
    expect(new URL(PreUploadUrl).origin).toBe(server.storageUrl);
    const put = await fetch(PreUploadUrl, { method: 'PUT', body: 'hello over http', headers: { 'content-type': 'text/plain' } });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const report = await fetch(`${server.url}/chat/User/ReportUploadSuccess`, {
      method: 'POST',
      headers: { authorization: server.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ fileStoreID: FileStoreId }),
    });
    expect(await report.json()).toMatchObject({ Success: true, Data: true });
    expect(new TextDecoder().decode(server.service.state.objects.get(FileStoreId)!.bytes)).toBe('hello over http');
  });

  it('streams a large PUT and stores it byte for byte', async () => {
    const { FileStoreId, PreUploadUrl } = await preUpload();
    const size = 24 * 1024 * 1024 + 3;
    expect(await rawPut(PreUploadUrl, size)).toEqual({ status: 200 });
    const stored = server.service.state.objects.get(FileStoreId)!;
    expect(stored.size).toBe(size);
    expect(stored.bytes[0]).toBe(7);
    expect(stored.bytes[size - 1]).toBe(7);
  });

  it('answers an early 403 to a large PUT it does not read, and the connection stays usable', async () => {
    const { PreUploadUrl } = await preUpload();
    const bad = PreUploadUrl.replace(/X-Amz-Signature=[0-9a-f]/, 'X-Amz-Signature=z');
    expect(await rawPut(bad, 8 * 1024 * 1024)).toEqual({ status: 403 });
    expect((await fetch(`${server.url}/fake-images/1.svg`)).status).toBe(200);
  });

  it('answers CORS preflights with 204', async () => {
    const { PreUploadUrl } = await preUpload();
    const response = await fetch(PreUploadUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('dropConnection: destroys the socket mid-body, after afterBytes, and stores nothing', async () => {
    const { FileStoreId, PreUploadUrl } = await preUpload();
    server.service.faults.failNext('putFile', { type: 'dropConnection', afterBytes: 1024 * 1024 });
    const result = await rawPut(PreUploadUrl, 16 * 1024 * 1024);
    expect(result.status).toBeUndefined();
    expect(result.error).toMatch(/ECONNRESET|EPIPE|socket hang up/);
    expect(server.service.state.objects.has(FileStoreId)).toBe(false);
    expect(server.service.state.requests.at(-1)).toMatchObject({ method: 'PUT', operation: 'putFile' });
    // The next PUT on the same URL goes through.
    expect(await rawPut(PreUploadUrl, 1000)).toEqual({ status: 200 });
  });

  it('createClient() gives a client for the server over real HTTP, with its keys', async () => {
    const client = server.createClient();
    const result = await client.uploadFile(new Blob(['over http']), { fileName: 'http.txt' });
    expect(server.service.state.reports).toEqual([result.fileStoreId]);
    const page = await client.realEstateList({ serialNumber: server.serialNumber, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(server.service.state.requests.map((r) => r.operation)).toEqual([
      'getPreUploadUrl',
      'putFile',
      'reportUploadSuccess',
      'realEstateList',
    ]);
  });

  it('close() stops listening', async () => {
    const other = await startFakeChatbotServer();
    await other.close();
    await expect(fetch(`${other.url}/fake-images/1.svg`)).rejects.toThrow();
  });
});

describe('control API', () => {
  it('POST /__fake/faults scripts a fault; POST /__fake/reset clears it', async () => {
    expect((await control('faults', { op: 'getPreUploadUrl', fault: { type: 'business', code: 4242 }, times: 2 })).status).toBe(204);
    expect(server.service.faults.pending('getPreUploadUrl')).toBe(2);
    expect((await control('reset', {})).status).toBe(204);
    expect(server.service.faults.pending()).toBe(0);
  });

  it('refuses an unknown op or a fault that does not apply, with 400', async () => {
    expect((await control('faults', { op: 'nope', fault: { type: 'business' } })).status).toBe(400);
    const misuse = await control('faults', { op: 'realEstateList', fault: { type: 'expired' } });
    expect(misuse.status).toBe(400);
    expect(((await misuse.json()) as { error: string }).error).toMatch(/does not apply/);
  });

  // How the fake times its answers is tested on its own (createFakeChatbotService.test.ts):
  // here, that the route sets it on the server's fake, timed on a fake clock.
  it('POST /__fake/latency delays answers', async () => {
    expect((await control('latency', { ms: 150, op: 'getPreUploadUrl' })).status).toBe(204);
    const delayed = await onFakeClock(() => getPreUploadUrl(server.service));
    expect(delayed.value.Success).toBe(true);
    expect(delayed.ms).toBe(150);
  });

  it('POST /__fake/bandwidth slows storage reads', async () => {
    const { Data } = await getPreUploadUrl(server.service);
    expect((await control('bandwidth', { bytesPerSecond: 4 * 1024 * 1024 })).status).toBe(204);
    // 1 MB at 4 MB/s: a quarter of a second on the fake clock.
    const paced = await onFakeClock(() => put(server.service, Data.PreUploadUrl, new Uint8Array(1024 * 1024)));
    expect(paced.value.status).toBe(200);
    expect(paced.ms).toBe(250);
  });

  it('GET /__fake/state reports objects with sha256, reports, and a masked request log', async () => {
    const { FileStoreId, PreUploadUrl } = await preUpload('x.txt');
    await fetch(PreUploadUrl, { method: 'PUT', body: 'abc' });
    const state = (await (await control('state')).json()) as FakeControlState;
    expect(state.objects).toEqual([
      {
        fileStoreId: FileStoreId,
        fileName: 'x.txt',
        size: 3,
        sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        putCount: 1,
        contentType: 'text/plain;charset=UTF-8',
      },
    ]);
    expect(state.reports).toEqual([]);
    expect(state.requests.map((r) => r.operation)).toEqual(['getPreUploadUrl', 'putFile']);
    expect(JSON.stringify(state)).not.toContain(server.secretKey);
  });

  it('is absent unless control is true', async () => {
    const plain = await startFakeChatbotServer();
    try {
      expect((await fetch(`${plain.url}/__fake/state`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
