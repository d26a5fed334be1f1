import { describe, expect, it, vi } from 'vitest';
import { createChatbotClient } from 'chatbot-kit/core';
import { FakeXhr, FakeXhrClass, flush } from './helpers/FakeXhr';
import { envelope, preUploadData, PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

const base = { baseUrl: 'https://api.example.com', dangerouslyAllowBrowser: true } as const;

describe('headers per operation (docs/SERVICE.md §5)', () => {
  it('sends Authorization and Content-Type, but no session key, on GetPreUploadUrl', async () => {
    const { fetch, calls } = scriptedFetch(envelope(preUploadData()));
    const client = createChatbotClient({ ...base, secretKey: 'sk-secret-1', sessionKey: 'sess-1234', fetch });
    await client.getPreUploadUrl({ fileName: 'a.pdf' });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Authorization')).toBe('sk-secret-1');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.headers.has('chatrobot-sessionkey')).toBe(false);
  });

  it('sends Authorization and Content-Type, but no session key, on ReportUploadSuccess', async () => {
    const { fetch, calls } = scriptedFetch(envelope(true));
    const client = createChatbotClient({ ...base, secretKey: 'sk-secret-1', sessionKey: 'sess-1234', fetch });
    await client.reportUploadSuccess({ fileStoreId: '34317' });
    expect(calls[0]!.headers.get('Authorization')).toBe('sk-secret-1');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.headers.has('chatrobot-sessionkey')).toBe(false);
  });

  it('sends chatrobot-sessionkey and Content-Type, but no Authorization, on RealEstateList', async () => {
    const { fetch, calls } = scriptedFetch(envelope({ List: [], VirtualCount: 0 }));
    const client = createChatbotClient({ ...base, secretKey: 'sk-secret-1', sessionKey: 'sess-1234', fetch });
    await client.realEstateList({ serialNumber: 'bot-1' });
    expect(calls[0]!.headers.get('chatrobot-sessionkey')).toBe('sess-1234');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sets no header on the storage PUT but its Content-Type', async () => {
    FakeXhr.reset();
    const client = createChatbotClient({
      ...base,
      secretKey: 'sk-secret-1',
      sessionKey: 'sess-1234',
      fetch: scriptedFetch().fetch,
      XMLHttpRequest: FakeXhrClass,
    });
    const put = client.putFile(PRE_UPLOAD_URL, new Blob(['x']));
    await flush();
    FakeXhr.last.respond(200);
    await put;
    // A Blob with no type and no name: the fallback type, and no key header.
    expect(FakeXhr.last.requestHeaders).toEqual({ 'Content-Type': 'application/octet-stream' });
  });

  it('sends no key header when no key is configured (proxy mode)', async () => {
    const { fetch, calls } = scriptedFetch(envelope(preUploadData()), envelope({ List: [] }));
    const client = createChatbotClient({ baseUrl: '/api/chatbot', fetch });
    await client.getPreUploadUrl({ fileName: 'a.pdf' });
    await client.realEstateList({ serialNumber: 'bot-1' });
    expect([...calls[0]!.headers.keys()]).toEqual(['content-type']);
    expect([...calls[1]!.headers.keys()]).toEqual(['content-type']);
  });
});

describe('keys', () => {
  it('reads a sync key function on every request, so a rotated key is used at once', async () => {
    const { fetch, calls } = scriptedFetch(envelope(true), envelope(true));
    let key = 'sk-first-key';
    const secretKey = vi.fn(() => key);
    const client = createChatbotClient({ ...base, secretKey, fetch });
    await client.reportUploadSuccess({ fileStoreId: '1' });
    key = 'sk-rotated-key';
    await client.reportUploadSuccess({ fileStoreId: '1' });
    expect(secretKey).toHaveBeenCalledTimes(2);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['sk-first-key', 'sk-rotated-key']);
  });

  it('awaits an async session key function per request', async () => {
    const { fetch, calls } = scriptedFetch(envelope({ List: [] }), envelope({ List: [] }));
    let n = 0;
    const sessionKey = async () => {
      await new Promise((r) => setTimeout(r, 1));
      return `sess-${++n}-abcd`;
    };
    const client = createChatbotClient({ ...base, sessionKey, fetch });
    await client.realEstateList({ serialNumber: 'bot-1' });
    await client.realEstateList({ serialNumber: 'bot-1' });
    expect(calls.map((c) => c.headers.get('chatrobot-sessionkey'))).toEqual(['sess-1-abcd', 'sess-2-abcd']);
  });

  it('refuses a key with a line break before any request, without quoting it', async () => {
    const { fetch, calls } = scriptedFetch();
    const client = createChatbotClient({ ...base, sessionKey: 'sess-bad\r\nX-Evil: 1', fetch });
    const error = await client.realEstateList({ serialNumber: 'bot-1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field: 'sessionKey' });
    expect((error as Error).message).not.toContain('sess-bad');
    expect(calls).toHaveLength(0);
  });
});
