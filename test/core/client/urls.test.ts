import { describe, expect, it } from 'vitest';
import { createChatbotClient } from 'chatbot-kit/core';
import { envelope, preUploadData, scriptedFetch } from './helpers/scriptedFetch';

function threeCalls(options: Parameters<typeof createChatbotClient>[0]) {
  const script = scriptedFetch(envelope(preUploadData()), envelope(true), envelope({ List: [] }));
  const client = createChatbotClient({ ...options, fetch: script.fetch });
  return {
    calls: script.calls,
    run: async () => {
      await client.getPreUploadUrl({ fileName: 'a.pdf' });
      await client.reportUploadSuccess({ fileStoreId: '1' });
      await client.realEstateList({ serialNumber: 'bot-1' });
    },
  };
}

describe('base_url and app_url', () => {
  it('sends uploads to baseUrl and the listing to appUrl', async () => {
    const { calls, run } = threeCalls({ baseUrl: 'https://upload.example.com', appUrl: 'https://app.example.com' });
    await run();
    expect(calls.map((c) => c.url)).toEqual([
      'https://upload.example.com/chat/User/GetPreUploadUrl',
      'https://upload.example.com/chat/User/ReportUploadSuccess',
      'https://app.example.com/chat/Chatbot/RealEstateList',
    ]);
  });

  it('uses baseUrl for the listing when appUrl is not given', async () => {
    const { calls, run } = threeCalls({ baseUrl: 'https://api.example.com/' });
    await run();
    expect(calls[2]!.url).toBe('https://api.example.com/chat/Chatbot/RealEstateList');
  });

  it('keeps a relative base URL relative (proxy mode) and collapses trailing slashes', async () => {
    const { calls, run } = threeCalls({ baseUrl: '/api/chatbot//' });
    await run();
    expect(calls[0]!.url).toBe('/api/chatbot/chat/User/GetPreUploadUrl');
  });

  it('lets each path be overridden, keeping the defaults for the others', async () => {
    const { calls, run } = threeCalls({
      baseUrl: 'https://api.example.com',
      paths: { realEstateList: '/chat/Chatbot/GetSheetData', reportUploadSuccess: 'v2/report' },
    });
    await run();
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.com/chat/User/GetPreUploadUrl',
      'https://api.example.com/v2/report',
      'https://api.example.com/chat/Chatbot/GetSheetData',
    ]);
  });
});

describe('scopeId', () => {
  it('differs per client and never contains a key', () => {
    const a = createChatbotClient({ baseUrl: '/x', sessionKey: 'sess-same-key' });
    const b = createChatbotClient({ baseUrl: '/x', sessionKey: 'sess-same-key' });
    expect(a.scopeId).not.toBe(b.scopeId);
    expect(a.scopeId).toMatch(/^ck-\d+$/);
  });
});
