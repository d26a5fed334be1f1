// @vitest-environment node
// createFakeMswHandlers: the same fake behind msw 2, on any origin (Storybook uses it in the browser).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeChatbotService, FAKE_DEFAULTS } from 'chatbot-kit/testing';
import { createFakeMswHandlers } from 'chatbot-kit/testing/msw';

const service = createFakeChatbotService();
const server = setupServer(...createFakeMswHandlers(service));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => service.reset());

async function preUpload(origin: string) {
  const response = await fetch(`${origin}/chat/User/GetPreUploadUrl`, {
    method: 'POST',
    headers: { authorization: service.secretKey, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: 'a.txt' }),
  });
  return ((await response.json()) as { Data: { FileStoreId: string; PreUploadUrl: string } }).Data;
}

describe('createFakeMswHandlers', () => {
  it("answers the operations on any origin and the PUT on storage's own origin", async () => {
    for (const origin of ['https://api.chatbot-kit.test', 'http://localhost:8080/prefix']) {
      const { FileStoreId, PreUploadUrl } = await preUpload(origin);
      expect(new URL(PreUploadUrl).origin).toBe(FAKE_DEFAULTS.storageOrigin);
      expect((await fetch(PreUploadUrl, { method: 'PUT', body: 'hi' })).status).toBe(200);
      expect(service.state.objects.get(FileStoreId)?.size).toBe(2);
    }
  });

  it('serves listings and their images', async () => {
    const response = await fetch('https://api.chatbot-kit.test/chat/Chatbot/RealEstateList', {
      method: 'POST',
      headers: { 'chatrobot-sessionkey': service.sessionKey },
      body: JSON.stringify({ SerialNumber: service.serialNumber, PageSize: 5 }),
    });
    const { Data } = (await response.json()) as { Data: { List: { Images: string }[] } };
    expect(Data.List).toHaveLength(5);
    const image = await fetch('https://api.chatbot-kit.test/fake-images/3.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('turns a dropConnection fault into a network error', async () => {
    const { PreUploadUrl } = await preUpload('https://api.chatbot-kit.test');
    service.faults.failNext('putFile', { type: 'dropConnection' });
    await expect(fetch(PreUploadUrl, { method: 'PUT', body: 'hi' })).rejects.toThrow(TypeError);
  });

  it('matches only the fake\'s own paths', () => {
    const [handler] = createFakeMswHandlers(service);
    expect(handler!.info.path).toBeInstanceOf(RegExp);
    const path = handler!.info.path as RegExp;
    expect(path.test('https://example.test/api/users')).toBe(false);
    expect(path.test('https://example.test/chat/Chatbot/RealEstateList')).toBe(true);
  });
});
