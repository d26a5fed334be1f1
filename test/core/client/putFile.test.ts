import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidInputError, NetworkError, StorageError, UploadUrlExpiredError, createChatbotClient, isAbortError } from 'chatbot-kit/core';
import { FakeXhr, FakeXhrClass, flush, s3ErrorXml } from './helpers/FakeXhr';
import { PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

const file = new File(['%PDF-1.7 hello'], 'a.pdf', { type: 'application/pdf' });

function setup() {
  const script = scriptedFetch();
  const client = createChatbotClient({ baseUrl: '/api', fetch: script.fetch, XMLHttpRequest: FakeXhrClass });
  return { client, fetchCalls: script.calls };
}

/** Starts a PUT and returns it with the fake XHR it created. */
async function startPut(options: Parameters<ReturnType<typeof setup>['client']['putFile']>[2] = {}) {
  const { client, fetchCalls } = setup();
  const result = client.putFile(PRE_UPLOAD_URL, file, options).catch((e: unknown) => e);
  await flush();
  return { result, xhr: FakeXhr.last, fetchCalls };
}

beforeEach(() => FakeXhr.reset());

describe('putFile with XMLHttpRequest (docs/SERVICE.md §4.2)', () => {
  it('PUTs the File object itself to the presigned URL, with only its Content-Type, not through fetch', async () => {
    const { result, xhr, fetchCalls } = await startPut();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(PRE_UPLOAD_URL);
    expect(xhr.body).toBe(file); // the same object: never read into memory
    expect(xhr.requestHeaders).toEqual({ 'Content-Type': 'application/pdf' });
    xhr.respond(200, '', { ETag: '"abc123"' });
    await expect(result).resolves.toEqual({ status: 200, etag: '"abc123"' });
    expect(fetchCalls).toHaveLength(0);
  });

  it('gives etag undefined when the bucket does not expose ETag', async () => {
    const { result, xhr } = await startPut();
    xhr.respond(204);
    await expect(result).resolves.toEqual({ status: 204, etag: undefined });
  });

  it('reads no header the bucket hides: a cross-origin 503 with Retry-After unexposed is read without it', async () => {
    const { result, xhr } = await startPut();
    xhr.respond(503, s3ErrorXml('SlowDown', 'Please reduce your request rate.'), { 'Retry-After': '7', ETag: '"x"' }, ['ETag']);
    await expect(result).resolves.toMatchObject({ s3Code: 'SlowDown', retryAfterSeconds: undefined });
    expect(xhr.refusedHeaderReads).toEqual([]);
  });

  it('reads Retry-After when the bucket exposes it, and no ETag when it does not', async () => {
    const failed = await startPut();
    failed.xhr.respond(503, s3ErrorXml('SlowDown', 'Please reduce your request rate.'), { 'Retry-After': '7' }, ['Retry-After']);
    await expect(failed.result).resolves.toMatchObject({ retryAfterSeconds: 7 });
    const stored = await startPut();
    stored.xhr.respond(200, '', { ETag: '"abc"' }, []);
    await expect(stored.result).resolves.toEqual({ status: 200, etag: undefined });
    expect([...failed.xhr.refusedHeaderReads, ...stored.xhr.refusedHeaderReads]).toEqual([]);
  });

  it('reports upload progress as bytes go out, ending at the full size', async () => {
    const onProgress = vi.fn();
    const { result, xhr } = await startPut({ onProgress });
    xhr.progress(4, 14);
    xhr.progress(9, 14);
    xhr.respond(200);
    await result;
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 4, total: 14 },
      { loaded: 9, total: 14 },
      { loaded: 14, total: 14 },
    ]);
  });

  it('uses the file size as total when the length is not computable', async () => {
    const onProgress = vi.fn();
    const { result, xhr } = await startPut({ onProgress });
    xhr.progress(5, 0, false);
    xhr.respond(200);
    await result;
    expect(onProgress).toHaveBeenNthCalledWith(1, { loaded: 5, total: file.size });
  });

  it('refuses a URL that is not http(s) without creating a request', async () => {
    const { client } = setup();
    for (const url of ['javascript:alert(1)', '/relative', '//host/x', 'data:text/plain,hi']) {
      await expect(client.putFile(url, file)).rejects.toBeInstanceOf(InvalidInputError);
    }
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a contentType that no header can carry, naming it, without creating a request', async () => {
    const { client } = setup();
    for (const contentType of ['text/plain\r\nX-Amz-Acl: public-read', 'text/plain\n', 'text/\0plain']) {
      const error = await client.putFile(PRE_UPLOAD_URL, file, { contentType }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(error).toMatchObject({ field: 'contentType', code: 'INVALID_INPUT' });
    }
    expect(FakeXhr.instances).toHaveLength(0);
  });

  describe('storage errors', () => {
    it('turns 403 AccessDenied "Request has expired" into an UploadUrlExpiredError', async () => {
      const { result, xhr } = await startPut();
      xhr.respond(403, s3ErrorXml('AccessDenied', 'Request has expired'));
      const error = await result;
      expect(error).toBeInstanceOf(UploadUrlExpiredError);
      expect(error).toMatchObject({ code: 'UPLOAD_URL_EXPIRED', status: 403 });
    });

    it('keeps any other AccessDenied a StorageError', async () => {
      const { result, xhr } = await startPut();
      xhr.respond(403, s3ErrorXml('AccessDenied', 'There were headers present in the request which were not signed'));
      const error = await result;
      expect(error).not.toBeInstanceOf(UploadUrlExpiredError);
      expect(error).toMatchObject({ code: 'STORAGE', s3Code: 'AccessDenied' });
    });

    it.each([
      [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'],
      [400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'],
      [400, 'RequestTimeout', 'Your socket connection to the server was not read from or written to within the timeout period.'],
      [400, 'InvalidArgument', 'Only one auth mechanism allowed'],
      [411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.'],
      [500, 'InternalError', 'We encountered an internal error. Please try again.'],
      [503, 'SlowDown', 'Please reduce your request rate.'],
    ])('names HTTP %i %s in a StorageError', async (status, s3Code, s3Message) => {
      const { result, xhr } = await startPut();
      xhr.respond(status, s3ErrorXml(s3Code, s3Message));
      const error = (await result) as StorageError;
      expect(error).toBeInstanceOf(StorageError);
      expect(error).toMatchObject({ code: 'STORAGE', status, s3Code, s3Message });
      expect(error.message).toContain(s3Code);
      expect(error.message).not.toContain('StringToSign');
      expect(error.message).not.toContain('AKIAEXAMPLE');
    });

    it('reads Retry-After on a 503 SlowDown', async () => {
      const { result, xhr } = await startPut();
      xhr.respond(503, s3ErrorXml('SlowDown', 'Please reduce your request rate.'), { 'Retry-After': '7' });
      await expect(result).resolves.toMatchObject({ s3Code: 'SlowDown', retryAfterSeconds: 7 });
    });

    it('gives a StorageError without s3Code when the body is not S3 XML', async () => {
      const { result, xhr } = await startPut();
      xhr.respond(502, '<html>Bad Gateway</html>');
      await expect(result).resolves.toMatchObject({ code: 'STORAGE', status: 502, s3Code: undefined });
    });

    it('turns a network error (failed CORS preflight, offline) into a NetworkError', async () => {
      const { result, xhr } = await startPut();
      xhr.failNetwork();
      const error = await result;
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toMatch(/CORS/);
    });

    it('turns a timeout into a NetworkError', async () => {
      const { result, xhr } = await startPut();
      xhr.failTimeout();
      await expect(result).resolves.toBeInstanceOf(NetworkError);
    });
  });

  describe('abort', () => {
    it('rejects with an AbortError and creates no request when already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      const { client } = setup();
      const error = await client.putFile(PRE_UPLOAD_URL, file, { signal: controller.signal }).catch((e: unknown) => e);
      expect(isAbortError(error)).toBe(true);
      expect(FakeXhr.instances).toHaveLength(0);
    });

    it('aborts the XHR and rejects with an AbortError when aborted mid-upload', async () => {
      const controller = new AbortController();
      const onProgress = vi.fn();
      const { result, xhr } = await startPut({ signal: controller.signal, onProgress });
      xhr.progress(3, 14);
      controller.abort();
      expect(xhr.aborted).toBe(true);
      expect(isAbortError(await result)).toBe(true);
      xhr.progress(10, 14); // late events from the aborted request are ignored
      expect(onProgress).toHaveBeenCalledTimes(1);
    });

    it('treats an XHR abort from elsewhere as an AbortError too', async () => {
      const { result, xhr } = await startPut();
      xhr.abort();
      expect(isAbortError(await result)).toBe(true);
    });
  });
});
