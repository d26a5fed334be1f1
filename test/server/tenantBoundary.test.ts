// @vitest-environment node
// The recipes of examples/proxy/tenant-authorize.ts in front of the fake
// service, over real HTTP: a signed-in browser that asks for another
// tenant's chatbot does not reach it.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';
import { toNodeHandler, type ChatbotProxyHandler } from 'chatbot-kit/server';
import { oneChatbotPerUser, severalChatbotsPerUser } from '../../examples/proxy/tenant-authorize';

vi.mock('chatbot-kit/server', () => import('../../src/server'));

let fake: FakeChatbotServer;
const servers: Server[] = [];
beforeAll(async () => {
  fake = await startFakeChatbotServer();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => (s.close(resolve), s.closeAllConnections()))));
  await fake.close();
});
beforeEach(() => fake.service.reset());

/** Alice is signed in with the cookie `sid=alice`; no one else is. */
const signedIn = (request: Request) => request.headers.get('cookie') === 'sid=alice';

async function serve(handler: ChatbotProxyHandler): Promise<string> {
  const server = createServer(toNodeHandler(handler));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chatbot`;
}

/** What a browser sends: any SerialNumber it likes, with or without Alice's cookie. */
async function askForListings(proxyUrl: string, serialNumber: string, cookie = 'sid=alice') {
  const response = await fetch(`${proxyUrl}/chat/Chatbot/RealEstateList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ SerialNumber: serialNumber, PageSize: 2 }),
  });
  return { status: response.status, body: (await response.json()) as { Success: boolean; Code: number; Data: { List: unknown[] } | null } };
}

const listingsReachingTheService = () => fake.service.state.requests.filter((r) => r.operation === 'realEstateList');

describe('a user with several chatbots', () => {
  // Alice owns the fake's traditional chatbot; its template chatbot is another tenant's.
  const proxy = () =>
    serve(
      severalChatbotsPerUser({ baseUrl: fake.url, secretKey: fake.secretKey, sessionKey: fake.sessionKey, basePath: '/api/chatbot' }, async (request) =>
        signedIn(request) ? { chatbots: [fake.serialNumber] } : undefined,
      ),
    );

  it("answers 403 to a browser that changes SerialNumber to another tenant's chatbot, and the service sees nothing", async () => {
    const answer = await askForListings(await proxy(), fake.service.templateSerialNumber);
    expect(answer).toMatchObject({ status: 403, body: { Success: false, Code: 403 } });
    expect(listingsReachingTheService()).toHaveLength(0);
  });

  it("serves the user's own chatbot", async () => {
    const answer = await askForListings(await proxy(), fake.serialNumber);
    expect(answer.status).toBe(200);
    expect(answer.body.Data!.List).toHaveLength(2);
    expect(listingsReachingTheService()).toHaveLength(1);
  });

  it('answers 403 to a browser no one is signed in on', async () => {
    const answer = await askForListings(await proxy(), fake.serialNumber, 'sid=mallory');
    expect(answer.status).toBe(403);
    expect(listingsReachingTheService()).toHaveLength(0);
  });
});

describe('one chatbot per signed-in user', () => {
  it("sends the user's own SerialNumber whatever the browser asked for", async () => {
    const url = await serve(
      oneChatbotPerUser({ baseUrl: fake.url, secretKey: fake.secretKey, sessionKey: fake.sessionKey, basePath: '/api/chatbot' }, async (request) =>
        signedIn(request) ? { chatbot: fake.serialNumber } : undefined,
      ),
    );
    // The fake answers its template chatbot with a business error: a page of
    // listings shows that the request went to Alice's chatbot instead.
    const answer = await askForListings(url, fake.service.templateSerialNumber);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Success: true, Code: 200 });
    expect(answer.body.Data!.List).toHaveLength(2);
    expect((await askForListings(url, fake.serialNumber, '')).status).toBe(403);
  });
});
