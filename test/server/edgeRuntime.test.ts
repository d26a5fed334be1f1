// @vitest-environment node
// chatbot-kit/server's proxy in a real edge runtime (the
// `edge-runtime` package's VM: Web APIs only, no Node modules, no `process`),
// bundled as an edge deployment would be, forwarding to the fake service over
// real HTTP. The browser side is a client in proxy mode: no keys.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { EdgeRuntime } from 'edge-runtime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createChatbotClient } from 'chatbot-kit/core';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// An edge function's whole source: the proxy, configured from the runtime's
// environment, answering the runtime's fetch events.
const EDGE_FUNCTION = `
import { createChatbotProxy } from 'chatbot-kit/server';
const proxy = createChatbotProxy({ ...self.CHATBOT_ENV, basePath: '/api/chatbot' });
addEventListener('fetch', (event) => event.respondWith(proxy(event.request)));
`;

let fake: FakeChatbotServer;
let runtime: EdgeRuntime;

beforeAll(async () => {
  fake = await startFakeChatbotServer();
  const bundle = await build({
    stdin: { contents: EDGE_FUNCTION, resolveDir: ROOT, loader: 'ts' },
    // This repository's source under the published name, as the other server tests use it.
    alias: { 'chatbot-kit/server': `${ROOT}src/server/index.ts` },
    bundle: true,
    write: false,
    format: 'iife',
    // An edge bundle: a `node:` import would fail the build here.
    platform: 'browser',
    logLevel: 'silent',
  });
  const env = { baseUrl: fake.url, secretKey: fake.secretKey, sessionKey: fake.sessionKey };
  runtime = new EdgeRuntime({
    initialCode: bundle.outputFiles[0]!.text,
    extend: (context) => Object.assign(context, { CHATBOT_ENV: env }),
  });
});

afterAll(async () => {
  await fake?.close();
});

const EDGE_ORIGIN = 'http://edge.test';

/** The browser's fetch: the edge function answers its origin; the storage PUT goes straight to the fake. */
const edgeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  if (!String(input).startsWith(EDGE_ORIGIN)) return fetch(input, init);
  const response = await runtime.dispatchFetch(String(input), init);
  await response.waitUntil();
  return response;
}) as typeof fetch;

it('runs where Node is absent', () => {
  expect(runtime.evaluate('typeof process')).toBe('undefined');
  expect(runtime.evaluate('typeof require')).toBe('undefined');
});

it('serves a whole upload and a listing page through the proxy in the edge runtime', async () => {
  // The fake's storage is on a loopback port, which a client on a public origin refuses unless it is listed.
  const client = createChatbotClient({
    baseUrl: `${EDGE_ORIGIN}/api/chatbot`,
    fetch: edgeFetch,
    XMLHttpRequest: null,
    storageOrigins: [fake.storageUrl],
  });
  const { fileStoreId } = await client.uploadFile(new Blob(['Opening hours: 9 to 5.']), { fileName: 'faq.txt' });
  expect(fileStoreId).toMatch(/^\d+$/);
  expect(fake.service.state.reports).toContain(fileStoreId);
  const page = await client.realEstateList({ serialNumber: fake.serialNumber, pageSize: 5 });
  expect(page.items).toHaveLength(5);
  expect(page.items[0]?.address).toBeTruthy();
});

it('keeps the proxy closed in the edge runtime: other paths 404, other methods 405, no key in any answer', async () => {
  const other = await edgeFetch(`${EDGE_ORIGIN}/api/chatbot/chat/User/DeleteEverything`, { method: 'POST', body: '{}' });
  expect(other.status).toBe(404);
  const get = await edgeFetch(`${EDGE_ORIGIN}/api/chatbot/chat/Chatbot/RealEstateList`);
  expect(get.status).toBe(405);
  const listing = await edgeFetch(`${EDGE_ORIGIN}/api/chatbot/chat/Chatbot/RealEstateList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ SerialNumber: fake.serialNumber, PageSize: 1 }),
  });
  const text = await listing.text();
  expect(listing.status).toBe(200);
  expect(text).not.toContain(fake.sessionKey);
  expect(text).not.toContain(fake.secretKey);
});
