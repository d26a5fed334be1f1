// @vitest-environment node
// The real Node environment, not jsdom with globals stubbed: no window, no
// document, no XMLHttpRequest (Node, workers).
import { describe, expect, it, vi } from 'vitest';
import { createChatbotClient } from 'chatbot-kit/core';
import { PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

describe('createChatbotClient in Node', () => {
  it('runs here without any DOM global', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof XMLHttpRequest).toBe('undefined');
  });

  it('accepts a secretKey without dangerouslyAllowBrowser (a server is the right place for it)', () => {
    expect(() => createChatbotClient({ baseUrl: 'https://api.example.com', secretKey: 'sk-server-key' })).not.toThrow();
  });

  it('PUTs through fetch and reports progress at the start and the end', async () => {
    const { fetch, calls } = scriptedFetch(new Response(null, { status: 200 }));
    const client = createChatbotClient({ baseUrl: 'https://api.example.com', fetch });
    const onProgress = vi.fn();
    await client.putFile(PRE_UPLOAD_URL, new Blob(['abcd']), { onProgress });
    expect(calls[0]!.method).toBe('PUT');
    expect(onProgress.mock.calls).toEqual([[{ loaded: 0, total: 4 }], [{ loaded: 4, total: 4 }]]);
  });
});
