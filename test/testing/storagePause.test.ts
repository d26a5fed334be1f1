// @vitest-environment node
// `faults.pauseStorage` holds PUT bodies so an upload stays in progress for as
// long as a test needs; `faults.clear` drops the faults still queued.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeChatbotService, startFakeChatbotServer, type FakeChatbotServer } from 'chatbot-kit/testing';
import { getPreUploadUrl } from './fakeRequests';

const KB = 1024;

/** A PUT body of `chunks` × 64 KiB that counts how much of it the fake has pulled. */
function countedBody(chunks: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks * 64 * KB) return controller.close();
        pulled += 64 * KB;
        controller.enqueue(new Uint8Array(64 * KB).fill(pulled / (64 * KB)));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled: () => pulled };
}

describe('pauseStorage through handle()', () => {
  it('holds a PUT once it has read afterBytes, and stores the whole body after resumeStorage', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service, 'held.bin');
    service.faults.pauseStorage(256 * KB);
    const { body, pulled } = countedBody(16);
    const answer = service.handle(new Request(Data.PreUploadUrl, { method: 'PUT', body, duplex: 'half' } as RequestInit));

    await expect.poll(() => service.faults.heldUploads()).toBe(1);
    // Held: what was read stops at the limit (the stream pulls at most one chunk ahead), nothing is stored.
    expect(pulled()).toBeLessThanOrEqual(256 * KB + 64 * KB);
    expect(service.state.objects.has(Data.FileStoreId)).toBe(false);

    service.faults.resumeStorage();
    expect((await answer).status).toBe(200);
    expect(service.faults.heldUploads()).toBe(0);
    expect(service.state.objects.get(Data.FileStoreId)?.size).toBe(16 * 64 * KB);
  });

  it('lets go of a held PUT whose request is aborted, and reset() resumes storage', async () => {
    const service = createFakeChatbotService();
    const { Data } = await getPreUploadUrl(service);
    service.faults.pauseStorage(0);
    const controller = new AbortController();
    const { body } = countedBody(4);
    const answer = service.handle(
      new Request(Data.PreUploadUrl, { method: 'PUT', body, duplex: 'half', signal: controller.signal } as RequestInit),
    );
    await expect.poll(() => service.faults.heldUploads()).toBe(1);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(service.faults.heldUploads()).toBe(0);

    service.reset();
    const { Data: next } = await getPreUploadUrl(service);
    const again = countedBody(4);
    const response = await service.handle(new Request(next.PreUploadUrl, { method: 'PUT', body: again.body, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(200);
  });
});

describe('clear', () => {
  it("drops the faults still queued for one operation and keeps the others'", () => {
    const service = createFakeChatbotService();
    service.faults.failNext('putFile', { type: 'dropConnection' }, 5);
    service.faults.failNext('realEstateList', { type: 'http', status: 502 }, 2);
    service.faults.clear('putFile');
    expect(service.faults.pending('putFile')).toBe(0);
    expect(service.faults.pending('realEstateList')).toBe(2);
    service.faults.clear();
    expect(service.faults.pending()).toBe(0);
  });
});

describe('pauseStorage over real HTTP (control routes)', () => {
  let server: FakeChatbotServer;
  beforeAll(async () => {
    server = await startFakeChatbotServer({ control: true });
  });
  afterAll(() => server.close());
  beforeEach(() => server.service.reset());

  const control = (path: string, body: unknown = {}) =>
    fetch(`${server.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('holds a PUT on the Node server until /__fake/resume-storage, then stores it whole', async () => {
    const { Data } = await getPreUploadUrl(server.service, 'node-held.bin');
    expect((await control('pause-storage', { afterBytes: 64 * KB })).status).toBe(204);
    const bytes = new Uint8Array(4 * 1024 * KB).fill(9);
    const answer = fetch(Data.PreUploadUrl.replace(/^https?:\/\/[^/]+/, server.storageUrl), { method: 'PUT', body: bytes });

    await expect.poll(() => server.service.faults.heldUploads()).toBe(1);
    expect(server.service.state.objects.has(Data.FileStoreId)).toBe(false);
    expect((await control('resume-storage')).status).toBe(204);
    expect((await answer).status).toBe(200);
    expect(server.service.state.objects.get(Data.FileStoreId)?.size).toBe(bytes.byteLength);
  });

  it('clears queued faults through /__fake/faults/clear, and refuses an unknown operation', async () => {
    await control('faults', { op: 'putFile', fault: { type: 'expired' }, times: 3 });
    expect(server.service.faults.pending('putFile')).toBe(3);
    expect((await control('faults/clear', { op: 'putFile' })).status).toBe(204);
    expect(server.service.faults.pending('putFile')).toBe(0);
    expect((await control('faults/clear', { op: 'nope' })).status).toBe(400);
  });
});
