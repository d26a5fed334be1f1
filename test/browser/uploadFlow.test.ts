// The three-step upload in real Chromium over real HTTP to startFakeChatbotServer
// XHR upload progress, bytes intact, S3 answers readable through CORS.
import { describe, expect, it } from 'vitest';
import { NetworkError, StorageError, UploadUrlExpiredError } from 'chatbot-kit/core';
import { browserClient, failNext, fakeState, pauseStorage, resumeStorage } from './fakeControl';
import { sha256Hex } from './knownBytes';

const MB = 1024 * 1024;

/** `size` bytes of a known, non-repeating-looking pattern. */
function knownBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let x = 2463534242;
  for (let i = 0; i < size; i += 4) {
    // xorshift32: cheap, and a dropped or reordered chunk changes the hash.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 255;
    bytes[i + 1] = (x >>> 8) & 255;
    bytes[i + 2] = (x >>> 16) & 255;
    bytes[i + 3] = (x >>> 24) & 255;
  }
  return bytes;
}

describe('uploadFile in a browser', () => {
  it('uploads a 48 MB Blob through all three steps with rising progress, and the bytes arrive intact', async () => {
    // Storage holds the body after 1 MB, so progress is seen short of the end
    // whatever the loopback socket buffers take (48 MB is more than they hold).
    await pauseStorage(MB);
    const bytes = knownBytes(48 * MB);
    const blob = new Blob([bytes], { type: 'application/octet-stream' });
    const progress: { loaded: number; total: number }[] = [];
    const steps: string[] = [];

    const uploading = browserClient().uploadFile(blob, {
      fileName: 'forty-eight-megabytes.bin',
      onProgress: (p) => progress.push(p),
      onStatusChange: (s) => steps.push(s),
    });
    await expect.poll(() => progress.at(-1)?.loaded ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    const held = progress.at(-1)!.loaded;
    expect(held).toBeLessThan(blob.size);
    await resumeStorage();
    const result = await uploading;

    expect(steps).toEqual(['requesting', 'uploading', 'reporting', 'done']);
    const loaded = progress.map((p) => p.loaded);
    expect(loaded).toContain(held);
    for (let i = 1; i < loaded.length; i++) expect(loaded[i]!).toBeGreaterThanOrEqual(loaded[i - 1]!);
    expect(progress.at(-1)).toEqual({ loaded: blob.size, total: blob.size });
    expect(progress.every((p) => p.total === blob.size)).toBe(true);

    const state = await fakeState();
    expect(state.objects).toHaveLength(1);
    expect(state.objects[0]).toMatchObject({
      fileStoreId: result.fileStoreId,
      fileName: 'forty-eight-megabytes.bin',
      size: 48 * MB,
      sha256: await sha256Hex(bytes),
      putCount: 1,
      contentType: 'application/octet-stream',
    });
    expect(state.reports).toEqual([result.fileStoreId]);
    // §5: the PUT went out with no service header.
    const put = state.requests.find((r) => r.operation === 'putFile')!;
    expect(put.headers).not.toHaveProperty('authorization');
  });

  it('reads S3\'s 403 SignatureDoesNotMatch through CORS for a tampered signature', async () => {
    const client = browserClient();
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'a.txt' });
    const url = new URL(preUploadUrl);
    url.searchParams.set('X-Amz-Signature', 'f'.repeat(64));
    const error = await client.putFile(url.toString(), new Blob(['hello'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
  });

  it('reads 403 "Request has expired" as UploadUrlExpiredError', async () => {
    const client = browserClient();
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'a.txt' });
    await failNext('putFile', { type: 'expired' });
    const error = await client.putFile(preUploadUrl, new Blob(['hello'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadUrlExpiredError);
  });

  it('ends with a NetworkError when the server drops the connection mid-PUT, and nothing is stored or reported', async () => {
    // Chromium resends a request whose reused keep-alive connection is reset,
    // as often as idle connections left by earlier tests allow (up to 4
    // attempts seen here). The library cannot see those resends, so enough
    // drops are queued to cut every one; leftovers are cleared before the next test.
    await failNext('putFile', { type: 'dropConnection', afterBytes: 2 * MB }, 10);
    const progress: number[] = [];
    const error = await browserClient()
      .uploadFile(new Blob([knownBytes(8 * MB)]), { fileName: 'dropped.bin', onProgress: (p) => progress.push(p.loaded) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    const state = await fakeState();
    expect(state.objects).toEqual([]);
    expect(state.reports).toEqual([]);
    const attempts = state.requests.filter((r) => r.operation === 'putFile').length;
    expect(attempts).toBeGreaterThanOrEqual(1);
    expect(attempts).toBeLessThan(10); // a drop was left unused: every attempt was cut
    expect(progress.at(-1) ?? 0).toBeLessThan(8 * MB);
  });
});
