// Proxy mode end to end in real Chromium:
// the browser client has no keys and talks over real HTTP to
// createChatbotProxy (node:http + toNodeHandler), which fronts the fake service.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { BusinessError, ChatbotError, TransportError, createChatbotClient } from 'chatbot-kit/core';
import { sha256Hex } from './knownBytes';

const proxy = inject('proxyServer');

async function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${proxy.fakeUrl}/__fake/${path}`, {
    method: body === undefined && path === 'state' ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface FakeStateView {
  objects: { fileStoreId: string; size: number; sha256: string; putCount: number }[];
  reports: string[];
  requests: { method: string; path: string; operation: string; headers: Record<string, string> }[];
}
const fakeState = async (): Promise<FakeStateView> => (await control('state')).json();

/** A fetch that records what the page sent and what came back, to prove no key crosses either way. */
function createRecordingFetch() {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const received: string[] = [];
  const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers)) });
    const response = await fetch(input, init);
    received.push(JSON.stringify([...response.headers]) + (await response.clone().text()));
    return response;
  }) as typeof fetch;
  return { fetch: recording, sent, received };
}

function expectNoKey(text: string) {
  expect(text).not.toContain(proxy.secretKey);
  expect(text).not.toContain(proxy.sessionKey);
}

beforeEach(async () => {
  expect((await control('reset', {})).status).toBe(204);
});

describe('proxy mode in a browser', () => {
  it('uploads a file and lists real estate with no key in the page; the proxy adds the keys upstream', async () => {
    const recorder = createRecordingFetch();
    const client = createChatbotClient({ baseUrl: proxy.url, fetch: recorder.fetch });
    const bytes = new Uint8Array(256 * 1024).map((_, i) => i % 251);
    const file = new File([bytes], 'floor plan.pdf', { type: 'application/pdf' });
    const progress: number[] = [];

    const upload = await client.uploadFile(file, { onProgress: ({ loaded }) => progress.push(loaded) });
    const page = await client.realEstateList({ serialNumber: proxy.serialNumber, pageSize: 5 });

    // The upload reached storage intact and was reported (docs/SERVICE.md §3 order).
    const state = await fakeState();
    const stored = state.objects.find((o) => o.fileStoreId === upload.fileStoreId);
    expect(stored).toMatchObject({ size: file.size, sha256: await sha256Hex(bytes.buffer), putCount: 1 });
    expect(state.reports).toEqual([upload.fileStoreId]);
    expect(progress.at(-1)).toBe(file.size);
    expect(page.items).toHaveLength(5);

    // The page sent no key header at all (proxy mode) ...
    expect(recorder.sent.map((s) => s.url)).toEqual([
      `${proxy.url}/chat/User/GetPreUploadUrl`,
      `${proxy.url}/chat/User/ReportUploadSuccess`,
      `${proxy.url}/chat/Chatbot/RealEstateList`,
    ]);
    for (const request of recorder.sent) expect(Object.keys(request.headers)).toEqual(['content-type']);
    // ... and nothing that came back holds one.
    for (const text of recorder.received) expectNoKey(text);

    // Upstream, the fake saw valid keys on every service call (docs/SERVICE.md §5)
    // and none on the storage PUT, which went from the browser straight to storage.
    const byOperation = Object.fromEntries(state.requests.filter((r) => r.method !== 'OPTIONS').map((r) => [r.operation, r.headers]));
    expect(byOperation.getPreUploadUrl).toMatchObject({ authorization: '[valid key]' });
    expect(byOperation.reportUploadSuccess).toMatchObject({ authorization: '[valid key]' });
    expect(byOperation.realEstateList).toMatchObject({ 'chatrobot-sessionkey': '[valid key]' });
    expect(byOperation.realEstateList).not.toHaveProperty('authorization');
    expect(byOperation.putFile).not.toHaveProperty('authorization');
    expect(byOperation.putFile).not.toHaveProperty('chatrobot-sessionkey');
  });

  it('answers 404 for every path it does not forward, and the service never hears of them', async () => {
    const origin = new URL(proxy.url).origin;
    const attempts = [
      `${proxy.url}/chat/Chatbot/DeleteRealEstate`,
      `${proxy.url}/chat/Chatbot/CreateRealEstate`,
      `${origin}/__fake/state`,
      `${origin}/chat/User/GetPreUploadUrl`,
    ];
    for (const url of attempts) {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(response.status, url).toBe(404);
      expectNoKey(await response.text());
    }
    expect((await fakeState()).requests).toEqual([]);
  });

  it('answers 405 to GET on an operation path and 413 to an oversized body, forwarding neither', async () => {
    const get = await fetch(`${proxy.url}/chat/User/GetPreUploadUrl`);
    expect(get.status).toBe(405);
    const big = await fetch(`${proxy.url}/chat/User/GetPreUploadUrl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'x'.repeat(100_000) }),
    });
    expect(big.status).toBe(413);
    expect((await fakeState()).requests).toEqual([]);
  });

  it('passes service failures through as typed errors that hold no key', async () => {
    const client = createChatbotClient({ baseUrl: proxy.url });
    await control('faults', { op: 'realEstateList', fault: { type: 'http', status: 503, retryAfter: 2 } });
    const transport = await client.realEstateList({ serialNumber: proxy.serialNumber }).catch((e: unknown) => e);
    expect(transport).toBeInstanceOf(TransportError);
    expect(transport).toMatchObject({ status: 503, retryAfterSeconds: 2 });

    await control('faults', { op: 'getPreUploadUrl', fault: { type: 'business', code: 4001, message: 'quota exceeded' } });
    const business = await client.getPreUploadUrl({ fileName: 'a.txt' }).catch((e: unknown) => e);
    expect(business).toBeInstanceOf(BusinessError);
    expect(business).toMatchObject({ businessCode: 4001, serviceMessage: 'quota exceeded' });

    for (const error of [transport, business] as Error[]) {
      expectNoKey(`${error.message} ${error.stack} ${JSON.stringify(error)}`);
    }
  });
});

describe('createChatbotClient in a real browser', () => {
  it('refuses a secretKey with INSECURE_BROWSER_USE and a message that explains the risk, without the key', () => {
    let thrown: unknown;
    try {
      createChatbotClient({ baseUrl: proxy.fakeUrl, secretKey: proxy.secretKey });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChatbotError);
    expect(thrown).toMatchObject({ code: 'INSECURE_BROWSER_USE' });
    const message = (thrown as Error).message;
    expect(message).toMatch(/creating, updating and deleting listings/);
    expect(message).toMatch(/createChatbotProxy/);
    expect(message).toMatch(/dangerouslyAllowBrowser/);
    expectNoKey(`${message} ${(thrown as Error).stack} ${JSON.stringify(thrown)}`);
  });

  it('refuses a secretKey function too, before it is ever called', () => {
    let called = false;
    expect(() =>
      createChatbotClient({
        baseUrl: proxy.fakeUrl,
        secretKey: () => {
          called = true;
          return proxy.secretKey;
        },
      }),
    ).toThrow(expect.objectContaining({ code: 'INSECURE_BROWSER_USE' }));
    expect(called).toBe(false);
  });

  it('lets a secretKey through only with dangerouslyAllowBrowser: true', async () => {
    const client = createChatbotClient({ baseUrl: proxy.fakeUrl, secretKey: proxy.secretKey, dangerouslyAllowBrowser: true });
    await expect(client.getPreUploadUrl({ fileName: 'a.txt' })).resolves.toMatchObject({ fileStoreId: expect.any(String) });
  });
});
