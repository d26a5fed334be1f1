// @vitest-environment node
// Issue 11: the client in two halves, so an upload-only app ships no listing
// code. Internals, imported by file: the provider makes the upload half, the
// listing hooks add realEstateList to it.
import { describe, expect, it } from 'vitest';
import { createChatbotClient, ResponseShapeError } from 'chatbot-kit/core';
import { createClientBase } from '../../../src/core/client/createClientBase';
import { withRealEstateList } from '../../../src/core/client/withRealEstateList';
import { envelope, jsonBody, scriptedFetch } from './helpers/scriptedFetch';

describe('the client in two halves (issue 11)', () => {
  it('the upload half has every method but realEstateList, and uploads', async () => {
    const script = scriptedFetch(
      envelope({ FileStoreId: '34317', PreUploadUrl: 'https://bucket.test/k?X-Amz-Signature=s' }),
      new Response(null, { status: 200 }),
      envelope(true),
    );
    const base = createClientBase({ baseUrl: '/api', fetch: script.fetch, XMLHttpRequest: null });
    expect(Object.keys(base).sort()).toEqual(['baseUrl', 'getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'scopeId', 'uploadFile']);
    await expect(base.uploadFile(new Blob(['x']), { fileName: 'x.txt' })).resolves.toEqual({ fileStoreId: '34317', fileName: 'x.txt', size: 1 });
    expect(jsonBody(script.calls[2])).toEqual({ fileStoreID: '34317' });
  });

  it('adding the listing half keeps the session (scopeId) and the options, and gives one object per client', async () => {
    const script = scriptedFetch(envelope({ List: [{ ID: 7, City: 'Austin' }], VirtualCount: '240' }));
    const base = createClientBase({ baseUrl: '/api', appUrl: '/app', sessionKey: 'sess-abcdef', fetch: script.fetch });
    const full = withRealEstateList(base);
    expect(withRealEstateList(base)).toBe(full);
    expect(full.scopeId).toBe(base.scopeId);
    expect(full.uploadFile).toBe(base.uploadFile);
    const page = await full.realEstateList({ serialNumber: 'bot-1' });
    expect(page).toMatchObject({ items: [{ id: 7, city: 'Austin' }], virtualCount: 240, pageNumber: 1, pageSize: 20 });
    expect(script.calls[0]!.url).toBe('/app/chat/Chatbot/RealEstateList');
    expect(script.calls[0]!.headers.get('chatrobot-sessionkey')).toBe('sess-abcdef');
  });

  it('a full client is returned as it is', () => {
    const client = createChatbotClient({ baseUrl: '/api' });
    expect(withRealEstateList(client)).toBe(client);
  });

  it('a null or missing List is an empty page; any other kind fails the call naming Data.List', async () => {
    const script = scriptedFetch(envelope({ List: null }), envelope({ VirtualCount: 0 }), envelope({ List: 'none' }));
    const client = createChatbotClient({ baseUrl: '/api', fetch: script.fetch });
    await expect(client.realEstateList({ serialNumber: 'bot-1' })).resolves.toMatchObject({ items: [], virtualCount: undefined });
    await expect(client.realEstateList({ serialNumber: 'bot-1' })).resolves.toMatchObject({ items: [], virtualCount: 0 });
    const error = await client.realEstateList({ serialNumber: 'bot-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ field: 'Data.List' });
  });
});
