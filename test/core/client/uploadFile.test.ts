import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatbotClient, isAbortError } from 'chatbot-kit/core';
import { FakeXhr, FakeXhrClass, s3ErrorXml } from './helpers/FakeXhr';
import { envelope, jsonBody, preUploadData, PRE_UPLOAD_URL, scriptedFetch } from './helpers/scriptedFetch';

const file = new File(['hello world'], 'notes.txt', { type: 'text/plain' });

function setup(...steps: Parameters<typeof scriptedFetch>) {
  const script = scriptedFetch(...steps);
  const client = createChatbotClient({
    baseUrl: 'https://api.example.com',
    secretKey: 'sk-upload-secret',
    dangerouslyAllowBrowser: true,
    fetch: script.fetch,
    XMLHttpRequest: FakeXhrClass,
  });
  return { client, calls: script.calls };
}

/** Answers the PUT as soon as the client creates it. */
async function answerPut(status: number, body = '') {
  await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  FakeXhr.last.respond(status, body);
}

beforeEach(() => FakeXhr.reset());

describe('uploadFile (docs/SERVICE.md §3: request, PUT, report)', () => {
  it('runs the three steps in order and returns the id, name and size', async () => {
    const { client, calls } = setup(envelope(preUploadData()), envelope(true));
    const steps: string[] = [];
    const done = client.uploadFile(file, { onStatusChange: (s) => steps.push(s) });
    await answerPut(200);
    await expect(done).resolves.toEqual({ fileStoreId: '34317', fileName: 'notes.txt', size: 11 });
    expect(steps).toEqual(['requesting', 'uploading', 'reporting', 'done']);
    expect(jsonBody(calls[0])).toEqual({ fileName: 'notes.txt' });
    expect(FakeXhr.last.url).toBe(PRE_UPLOAD_URL);
    expect(jsonBody(calls[1])).toEqual({ fileStoreID: '34317' });
  });

  it('sends options.fileName instead of the file name when given', async () => {
    const { client, calls } = setup(envelope(preUploadData()), envelope(true));
    const done = client.uploadFile(file, { fileName: 'renamed.txt' });
    await answerPut(200);
    await expect(done).resolves.toMatchObject({ fileName: 'renamed.txt' });
    expect(jsonBody(calls[0])).toEqual({ fileName: 'renamed.txt' });
  });

  it('passes PUT progress through', async () => {
    const { client } = setup(envelope(preUploadData()), envelope(true));
    const onProgress = vi.fn();
    const done = client.uploadFile(file, { onProgress });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last.progress(5, 11);
    FakeXhr.last.respond(200);
    await done;
    expect(onProgress).toHaveBeenCalledWith({ loaded: 5, total: 11 });
  });

  it('makes no PUT and no report when the PreUploadUrl is not http(s)', async () => {
    const { client, calls } = setup(envelope(preUploadData({ PreUploadUrl: 'javascript:alert(1)' })));
    const steps: string[] = [];
    await expect(client.uploadFile(file, { onStatusChange: (s) => steps.push(s) })).rejects.toMatchObject({
      code: 'RESPONSE_SHAPE',
      field: 'Data.PreUploadUrl',
    });
    expect(calls).toHaveLength(1);
    expect(FakeXhr.instances).toHaveLength(0);
    expect(steps).toEqual(['requesting']);
  });

  it.each([
    ['a missing FileStoreId', envelope({ PreUploadUrl: PRE_UPLOAD_URL })],
    ['Data: null', envelope(null)],
    ['an HTML 502 page', new Response('<html>502</html>', { status: 502 })],
    ['Success: true with Code 500', envelope(preUploadData(), { Code: 500 })],
  ])('stops after %s: one network call, no PUT', async (_, answer) => {
    const { client, calls } = setup(answer);
    await expect(client.uploadFile(file)).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('does not report when the PUT fails', async () => {
    const { client, calls } = setup(envelope(preUploadData()));
    const done = client.uploadFile(file).catch((e: unknown) => e);
    await answerPut(403, s3ErrorXml('AccessDenied', 'Request has expired'));
    await expect(done).resolves.toMatchObject({ code: 'UPLOAD_URL_EXPIRED' });
    expect(calls).toHaveLength(1);
  });

  it('refuses a file without a name before any network call', async () => {
    const { client, calls } = setup();
    await expect(client.uploadFile(new Blob(['x']))).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'fileName' });
    expect(calls).toHaveLength(0);
  });

  it('stops with an AbortError and sends no report when aborted during the PUT', async () => {
    const { client, calls } = setup(envelope(preUploadData()));
    const controller = new AbortController();
    const done = client.uploadFile(file, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await done)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('runs without onStatusChange or onProgress', async () => {
    const { client } = setup(envelope(preUploadData()), envelope(true));
    const done = client.uploadFile(file);
    await answerPut(200);
    await expect(done).resolves.toMatchObject({ fileStoreId: '34317' });
  });
});
