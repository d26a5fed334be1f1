// Contract: docs/SERVICE.md §4.2 the PUT to PreUploadUrl, and the S3 answers docs/UPSTREAM.md
// describes where docs/SERVICE.md is silent. Real client → fake service.
import { describe, expect, it } from 'vitest';
import { NetworkError, StorageError, UploadUrlExpiredError } from 'chatbot-kit/core';
import { createHarness, knownFile, rejectionOf } from './harness';

async function issued(harness = createHarness(), fileName = 'a.bin') {
  const pre = await harness.client.getPreUploadUrl({ fileName });
  return { ...harness, ...pre };
}

describe('putFile', () => {
  it('§4.2: the PUT to PreUploadUrl carries the file content, stored byte for byte', async () => {
    const { client, service, preUploadUrl, fileStoreId } = await issued();
    const file = knownFile(70_000);
    const result = await client.putFile(preUploadUrl, file);
    expect(result.status).toBe(200);
    const stored = service.state.objects.get(fileStoreId)!;
    expect(stored.size).toBe(70_000);
    expect([...stored.bytes]).toEqual([...new Uint8Array(await file.arrayBuffer())]);
  });

  it('§4.2: PreUploadUrl lies outside the service path space (/chat/)', async () => {
    const { preUploadUrl } = await issued();
    expect(new URL(preUploadUrl).pathname).not.toMatch(/^\/chat\//);
  });

  it('§5: the PUT carries no service header (no Authorization, no chatrobot-sessionkey)', async () => {
    const { client, service, preUploadUrl } = await issued();
    await client.putFile(preUploadUrl, knownFile(10));
    const put = service.state.requests.find((r) => r.operation === 'putFile')!;
    expect(put.method).toBe('PUT');
    expect(put.headers).not.toHaveProperty('authorization');
    expect(put.headers).not.toHaveProperty('chatrobot-sessionkey');
  });

  it('§4.2 (fake): storage answers 200 with the ETag S3 sends, which putFile returns', async () => {
    const { client, service, preUploadUrl, fileStoreId } = await issued();
    const result = await client.putFile(preUploadUrl, knownFile(10));
    expect(result.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(result.etag).toBe(service.state.objects.get(fileStoreId)!.etag);
  });

  it('§4.2 (fake): progress is reported from 0 to all bytes', async () => {
    const { client, preUploadUrl } = await issued();
    const seen: number[] = [];
    await client.putFile(preUploadUrl, knownFile(5000), { onProgress: (p) => seen.push(p.loaded) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(5000);
  });

  it('UPSTREAM: the same URL may be PUT again until it expires (the object is replaced)', async () => {
    const { client, service, preUploadUrl, fileStoreId } = await issued();
    await client.putFile(preUploadUrl, knownFile(10));
    await client.putFile(preUploadUrl, knownFile(20));
    expect(service.state.objects.get(fileStoreId)).toMatchObject({ size: 20, putCount: 2 });
  });

  it('UPSTREAM: a tampered signature is refused with 403 SignatureDoesNotMatch', async () => {
    const { client, service, preUploadUrl } = await issued();
    const url = new URL(preUploadUrl);
    url.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const error = await rejectionOf(client.putFile(url.toString(), knownFile(10)));
    expect(error).toBeInstanceOf(StorageError);
    expect(error).not.toBeInstanceOf(UploadUrlExpiredError);
    expect(error).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    expect(service.state.objects.size).toBe(0);
  });

  it('UPSTREAM: an expired URL answers 403 AccessDenied "Request has expired" (UploadUrlExpiredError)', async () => {
    const { client, service, preUploadUrl } = await issued();
    service.faults.failNext('putFile', { type: 'expired' });
    const error = await rejectionOf(client.putFile(preUploadUrl, knownFile(10)));
    expect(error).toBeInstanceOf(UploadUrlExpiredError);
    expect(error).toMatchObject({ code: 'UPLOAD_URL_EXPIRED', status: 403 });
  });

  it('UPSTREAM: 503 SlowDown is a StorageError carrying Retry-After', async () => {
    const { client, service, preUploadUrl } = await issued();
    service.faults.failNext('putFile', { type: 'http', status: 503, retryAfter: 3 });
    const error = await rejectionOf(client.putFile(preUploadUrl, knownFile(10)));
    expect(error).toMatchObject({ status: 503, s3Code: 'SlowDown', retryAfterSeconds: 3 });
  });

  it('§7 rule 1: a storage 5xx with an HTML page is identified by its status alone', async () => {
    const { client, service, preUploadUrl } = await issued();
    service.faults.failNext('putFile', { type: 'http', status: 502, html: true });
    const error = await rejectionOf(client.putFile(preUploadUrl, knownFile(10)));
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 502, s3Code: undefined });
    expect((error as Error).message).not.toContain('<html>');
  });

  it('UPSTREAM: a connection lost mid-PUT is a NetworkError, and nothing is stored', async () => {
    const { client, service, preUploadUrl } = await issued();
    service.faults.failNext('putFile', { type: 'dropConnection' });
    expect(await rejectionOf(client.putFile(preUploadUrl, knownFile(10)))).toBeInstanceOf(NetworkError);
    expect(service.state.objects.size).toBe(0);
  });

  it('§2.2 (issue 2): the PreUploadUrl signature never reaches an error message', async () => {
    const { client, preUploadUrl } = await issued();
    const url = new URL(preUploadUrl);
    const signature = url.searchParams.get('X-Amz-Signature')!;
    url.pathname = url.pathname.replace('a.bin', 'b.bin');
    const error = (await rejectionOf(client.putFile(url.toString(), knownFile(10)))) as StorageError;
    expect(JSON.stringify(error.toJSON())).not.toContain(signature);
    expect(error.message).not.toContain(signature);
  });
});
