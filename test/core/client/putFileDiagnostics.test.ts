// Storage diagnostics at the client: the one Content-Type of a PUT, and the
// developer hints a failed PUT carries (development builds only).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, createChatbotClient, type StorageError } from 'chatbot-kit/core';
import { FakeXhr, FakeXhrClass, flush, s3ErrorXml } from './helpers/FakeXhr';
import { PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

const client = () => createChatbotClient({ baseUrl: '/api', fetch: scriptedFetch().fetch, XMLHttpRequest: FakeXhrClass });

async function startPut(file: Blob, options: { contentType?: string } = {}) {
  const result = client().putFile(PRE_UPLOAD_URL, file, options).catch((e: unknown) => e);
  await flush();
  return { result, xhr: FakeXhr.last };
}

beforeEach(() => FakeXhr.reset());
afterEach(() => vi.unstubAllEnvs());

describe('putFile: one Content-Type', () => {
  // The bare client sends file.type, else the fallback; the upload queue passes
  // the type it decided from the extension (createUploadQueue's tests).
  it.each([
    ['photo.heic', 'image/x-custom', 'image/x-custom'],
    ['notes.md', '', 'application/octet-stream'],
  ])('sends %s (type %j) as %s', async (name, type, expected) => {
    const { result, xhr } = await startPut(new File(['x'], name, { type }));
    expect(xhr.requestHeaders).toEqual({ 'Content-Type': expected });
    xhr.respond(200);
    await result;
  });

  it('sends the contentType it is given (the queue gives UploadItem.type)', async () => {
    const { xhr } = await startPut(new File(['x'], 'a.md'), { contentType: 'text/x-mine' });
    expect(xhr.requestHeaders).toEqual({ 'Content-Type': 'text/x-mine' });
  });
});

describe('putFile: hints for setup problems', () => {
  const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });

  it('a PUT with no answer (status 0: CORS or offline) hints at the bucket CORS rules and checkStorageCors', async () => {
    const { result, xhr } = await startPut(file);
    xhr.failNetwork();
    const error = (await result) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.hint).toMatch(/CORS rules must allow PUT.*from http:\/\/localhost/);
    expect(error.hint).toMatch(/checkStorageCors/);
    expect(error.toJSON()).toMatchObject({ hint: error.hint });
  });

  it('403 SignatureDoesNotMatch hints at a header the URL did not sign', async () => {
    const { result, xhr } = await startPut(file);
    xhr.respond(403, s3ErrorXml('SignatureDoesNotMatch', 'The request signature we calculated does not match.'));
    expect(((await result) as StorageError).hint).toMatch(/header was added that the URL did not sign/);
  });

  it('403 AccessDenied for unsigned headers gets the same hint', async () => {
    const { result, xhr } = await startPut(file);
    xhr.respond(403, s3ErrorXml('AccessDenied', 'There were headers present in the request which were not signed'));
    expect(((await result) as StorageError).hint).toMatch(/did not sign/);
  });

  it('400 InvalidArgument hints at an Authorization header reaching storage', async () => {
    const { result, xhr } = await startPut(file);
    xhr.respond(400, s3ErrorXml('InvalidArgument', 'Only one auth mechanism allowed'));
    expect(((await result) as StorageError).hint).toMatch(/Authorization header reached storage/);
  });

  it('gives no hint where the cause is not a setup problem', async () => {
    const { result, xhr } = await startPut(file);
    xhr.respond(503, s3ErrorXml('SlowDown', 'Please reduce your request rate.'));
    const error = (await result) as StorageError;
    expect(error.hint).toBeUndefined();
    expect(Object.keys(error.toJSON())).not.toContain('hint');
  });

  it('gives no hint in production builds', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { result, xhr } = await startPut(file);
    xhr.failNetwork();
    expect(((await result) as NetworkError).hint).toBeUndefined();
  });

  it('gives no hint where there is no process at all (a page without a bundler counts as production)', async () => {
    const saved = globalThis.process;
    // @ts-expect-error -- a browser page without a bundler has no `process`
    delete globalThis.process;
    try {
      const { result, xhr } = await startPut(file);
      xhr.failNetwork();
      expect(((await result) as NetworkError).hint).toBeUndefined();
    } finally {
      globalThis.process = saved;
    }
  });
});
