// @vitest-environment node
// The client as a core and two halves, so an app ships only the
// half it uses. Internals, imported by file: the provider makes the core, the
// upload hooks add the upload half, the listing hooks realEstateList.
import { describe, expect, it } from 'vitest';
import { createChatbotClient, ResponseShapeError } from 'chatbot-kit/core';
import { createClientBase } from '../../../src/core/client/createClientBase';
import { withRealEstateList } from '../../../src/core/client/withRealEstateList';
import { withUploads } from '../../../src/core/client/withUploads';
import { envelope, jsonBody, scriptedFetch } from './helpers/scriptedFetch';

describe('the client as a core and two halves', () => {
  it('the core has no operation: only its session and baseUrl', () => {
    const core = createClientBase({ baseUrl: '/api' });
    expect(Object.keys(core).sort()).toEqual(['baseUrl', 'scopeId']);
  });

  it('the upload half has every method but realEstateList, and uploads', async () => {
    const script = scriptedFetch(
      envelope({ FileStoreId: '34317', PreUploadUrl: 'https://bucket.test/k?X-Amz-Signature=s' }),
      new Response(null, { status: 200 }),
      envelope(true),
    );
    const base = withUploads(createClientBase({ baseUrl: '/api', fetch: script.fetch, XMLHttpRequest: null }));
    expect(withUploads(base)).toBe(base);
    expect(Object.keys(base).sort()).toEqual(['baseUrl', 'getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'scopeId', 'uploadFile']);
    await expect(base.uploadFile(new Blob(['x']), { fileName: 'x.txt' })).resolves.toEqual({ fileStoreId: '34317', fileName: 'x.txt', size: 1 });
    expect(jsonBody(script.calls[2])).toEqual({ fileStoreID: '34317' });
  });

  it('adding the listing half keeps the session (scopeId) and the options, and gives one object per client', async () => {
    const script = scriptedFetch(envelope({ List: [{ ID: 7, City: 'Austin' }], VirtualCount: '240' }));
    const base = withUploads(createClientBase({ baseUrl: '/api', appUrl: '/app', sessionKey: 'sess-abcdef', fetch: script.fetch }));
    const full = withRealEstateList(base);
    expect(withRealEstateList(base)).toBe(full);
    expect(full.scopeId).toBe(base.scopeId);
    expect(full.uploadFile).toBe(base.uploadFile);
    const page = await full.realEstateList({ serialNumber: 'bot-1' });
    expect(page).toMatchObject({ items: [{ id: 7, city: 'Austin' }], virtualCount: 240, pageNumber: 1, pageSize: 20 });
    expect(script.calls[0]!.url).toBe('/app/chat/Chatbot/RealEstateList');
    expect(script.calls[0]!.headers.get('chatrobot-sessionkey')).toBe('sess-abcdef');
  });

  it('a full client is returned as it is, by either half', () => {
    const client = createChatbotClient({ baseUrl: '/api' });
    expect(withRealEstateList(client)).toBe(client);
    expect(withUploads(client)).toBe(client);
  });

  it('the listing half alone lists, with no upload method', async () => {
    const script = scriptedFetch(envelope({ List: [{ ID: 7 }] }));
    const listing = withRealEstateList(createClientBase({ baseUrl: '/api', fetch: script.fetch }));
    expect('uploadFile' in listing).toBe(false);
    await expect(listing.realEstateList({ serialNumber: 'bot-1' })).resolves.toMatchObject({ items: [{ id: 7 }] });
    // And the upload half can still be added to it.
    expect(typeof withUploads(listing).uploadFile).toBe('function');
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
