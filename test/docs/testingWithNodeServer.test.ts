// @vitest-environment node
// docs/recipes/testing.md: the fake over real HTTP.
// The region below is quoted in that recipe (test/docs/readmeSnippets.test.ts keeps them equal).
// #region readme
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createChatbotClient, UploadUrlExpiredError } from 'chatbot-kit/core';
import { startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';

let fake: FakeChatbotServer;
beforeAll(async () => {
  fake = await startFakeChatbotServer(); // http://127.0.0.1:<free port>
});
beforeEach(() => fake.service.reset());
afterAll(() => fake.close());

// Your server code, or your proxy, pointed at the fake instead of the service.
const client = () => createChatbotClient({ baseUrl: fake.url, secretKey: fake.secretKey, sessionKey: fake.sessionKey });

it('uploads a file in three steps', async () => {
  const { fileStoreId } = await client().uploadFile(new Blob(['Opening hours: 9 to 5']), { fileName: 'hours.txt' });
  expect(fake.service.state.reports).toEqual([fileStoreId]);
  expect(fake.service.state.objects.get(fileStoreId)).toMatchObject({ fileName: 'hours.txt', size: 21 });
});

it('fails with UploadUrlExpiredError when storage says the URL has expired', async () => {
  fake.service.faults.failNext('putFile', { type: 'expired' });
  await expect(client().uploadFile(new Blob(['x']), { fileName: 'late.txt' })).rejects.toBeInstanceOf(UploadUrlExpiredError);
});
// #endregion
