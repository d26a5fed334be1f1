import { describe, expect, it, vi } from 'vitest';
import { NetworkError, UploadUrlExpiredError, createChatbotClient, isAbortError } from 'chatbot-kit/core';
import { s3ErrorXml } from './helpers/FakeXhr';
import { hangUntilAborted, PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

const file = new Blob(['0123456789'], { type: 'text/plain' });

describe('putFile without XMLHttpRequest (fetch fallback)', () => {
  it('PUTs the Blob itself with only its Content-Type and reports progress at the start and the end', async () => {
    const events: string[] = [];
    const { fetch, calls } = scriptedFetch(() => {
      events.push('fetch');
      return new Response(null, { status: 200, headers: { ETag: '"e1"' } });
    });
    const client = createChatbotClient({ baseUrl: '/api', fetch, XMLHttpRequest: null });
    const onProgress = vi.fn((p: { loaded: number; total: number }) => events.push(`${p.loaded}/${p.total}`));
    await expect(client.putFile(PRE_UPLOAD_URL, file, { onProgress })).resolves.toEqual({ status: 200, etag: '"e1"' });
    expect(events).toEqual(['0/10', 'fetch', '10/10']);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: PRE_UPLOAD_URL });
    expect(calls[0]!.body).toBe(file);
    expect([...calls[0]!.headers]).toEqual([['content-type', 'text/plain']]);
  });

  it('falls back to fetch when the platform has no XMLHttpRequest (Node, workers)', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    try {
      const { fetch, calls } = scriptedFetch(new Response(null, { status: 200 }));
      const client = createChatbotClient({ baseUrl: '/api', fetch });
      await client.putFile(PRE_UPLOAD_URL, file);
      expect(calls).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not report the end when the PUT fails, and maps S3 errors like the XHR path', async () => {
    const { fetch } = scriptedFetch(new Response(s3ErrorXml('AccessDenied', 'Request has expired'), { status: 403 }));
    const client = createChatbotClient({ baseUrl: '/api', fetch, XMLHttpRequest: null });
    const onProgress = vi.fn();
    await expect(client.putFile(PRE_UPLOAD_URL, file, { onProgress })).rejects.toBeInstanceOf(UploadUrlExpiredError);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After on a storage error', async () => {
    const { fetch } = scriptedFetch(
      new Response(s3ErrorXml('SlowDown', 'Please reduce your request rate.'), { status: 503, headers: { 'Retry-After': '3' } }),
    );
    const client = createChatbotClient({ baseUrl: '/api', fetch, XMLHttpRequest: null });
    await expect(client.putFile(PRE_UPLOAD_URL, file)).rejects.toMatchObject({ s3Code: 'SlowDown', retryAfterSeconds: 3 });
  });

  it('turns a fetch TypeError into a NetworkError', async () => {
    const { fetch } = scriptedFetch(new TypeError('Failed to fetch'));
    const client = createChatbotClient({ baseUrl: '/api', fetch, XMLHttpRequest: null });
    await expect(client.putFile(PRE_UPLOAD_URL, file)).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects with an AbortError when aborted mid-upload', async () => {
    const { fetch } = scriptedFetch(hangUntilAborted);
    const client = createChatbotClient({ baseUrl: '/api', fetch, XMLHttpRequest: null });
    const controller = new AbortController();
    const pending = client.putFile(PRE_UPLOAD_URL, file, { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });
});
