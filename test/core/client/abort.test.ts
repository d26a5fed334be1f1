import { describe, expect, it } from 'vitest';
import { createChatbotClient, isAbortError } from 'chatbot-kit/core';
import { hangUntilAborted, scriptedFetch } from './helpers/scriptedFetch';

describe('aborting JSON operations', () => {
  it('rejects with an AbortError and sends nothing when the signal is already aborted', async () => {
    const { fetch, calls } = scriptedFetch();
    const client = createChatbotClient({ baseUrl: '/api', fetch });
    const controller = new AbortController();
    controller.abort();
    const error = await client.getPreUploadUrl({ fileName: 'a.pdf' }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(isAbortError(error)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('rejects with an AbortError when aborted while the request is in flight, and passes the signal to fetch', async () => {
    const { fetch, calls } = scriptedFetch(hangUntilAborted);
    const client = createChatbotClient({ baseUrl: '/api', fetch });
    const controller = new AbortController();
    const pending = client.realEstateList({ serialNumber: 'bot-1' }, { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls[0]!.signal).toBe(controller.signal);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });

  it('still rejects on abort when a custom fetch ignores the signal', async () => {
    const { fetch } = scriptedFetch(() => new Promise<Response>(() => {}));
    const client = createChatbotClient({ baseUrl: '/api', fetch });
    const controller = new AbortController();
    const pending = client.reportUploadSuccess({ fileStoreId: '1' }, { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    controller.abort('user left');
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
  });

  it('does not call fetch when aborted while an async key function is running', async () => {
    const { fetch, calls } = scriptedFetch();
    const controller = new AbortController();
    const client = createChatbotClient({
      baseUrl: '/api',
      fetch,
      sessionKey: async () => {
        controller.abort();
        return 'sess-after-abort';
      },
    });
    const error = await client.realEstateList({ serialNumber: 'bot-1' }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
