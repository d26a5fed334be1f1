// The fake's S3-style storage: presigned PUT URLs and S3's answers (docs/UPSTREAM.md).
import { describe, expect, it } from 'vitest';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { getPreUploadUrl, put, s3Error } from './fakeRequests';

const T0 = Date.UTC(2026, 10, 22, 7, 0, 0);

function clockedService(options: Parameters<typeof createFakeChatbotService>[0] = {}) {
  let time = T0;
  const service = createFakeChatbotService({ now: () => time, ...options });
  return { service, advance: (ms: number) => (time += ms) };
}

function tamper(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

describe('putFile', () => {
  it('stores the bytes and answers 200 with a quoted ETag, exposed by CORS', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service, 'a.bin');
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252]);
    const response = await put(service, Data.PreUploadUrl, bytes, { 'content-type': 'application/octet-stream' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
    const stored = service.state.objects.get(Data.FileStoreId)!;
    expect(stored).toMatchObject({ key: `chatbot-uploads/${Data.FileStoreId}/a.bin`, size: 6, putCount: 1, contentType: 'application/octet-stream' });
    expect([...stored.bytes]).toEqual([...bytes]);
    expect(stored.etag).toBe(response.headers.get('etag'));
    // SHA-256 of the bytes, computed independently.
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    expect(stored.sha256).toBe([...digest].map((b) => b.toString(16).padStart(2, '0')).join(''));
  });

  it('stores binary/octet-stream like S3 when no Content-Type is sent', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    await put(service, Data.PreUploadUrl, new Uint8Array([1]));
    expect(service.state.objects.get(Data.FileStoreId)!.contentType).toBe('binary/octet-stream');
  });

  it('accepts the same URL again until it expires, replacing the object', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    await put(service, Data.PreUploadUrl, 'first');
    expect((await put(service, Data.PreUploadUrl, 'second!')).status).toBe(200);
    expect(service.state.objects.get(Data.FileStoreId)).toMatchObject({ size: 7, putCount: 2 });
  });

  it('expires 5 minutes after issue by default: accepted at 4:59, 403 "Request has expired" after 5:00', async () => {
    const { service, advance } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    advance(299_000);
    expect((await put(service, Data.PreUploadUrl, 'x')).status).toBe(200);
    advance(1_001);
    const error = await s3Error(await put(service, Data.PreUploadUrl, 'x'));
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
    expect(error.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Error><Code>AccessDenied<\/Code><Message>Request has expired<\/Message><RequestId>[A-Z0-9]+<\/RequestId>/);
  });

  it('enforces the earlier of X-Amz-Expires and the TTL (a sample-like 600 s URL still dies at 5 minutes)', async () => {
    const { service, advance } = clockedService({ advertisedExpiresSeconds: 600 });
    const { Data } = await getPreUploadUrl(service);
    expect(new URL(Data.PreUploadUrl).searchParams.get('X-Amz-Expires')).toBe('600');
    advance(300_001);
    expect((await s3Error(await put(service, Data.PreUploadUrl, 'x'))).message).toBe('Request has expired');
  });

  it('honours a shorter uploadUrlTtlMs', async () => {
    const { service, advance } = clockedService({ uploadUrlTtlMs: 10_000 });
    const { Data } = await getPreUploadUrl(service);
    expect(new URL(Data.PreUploadUrl).searchParams.get('X-Amz-Expires')).toBe('10');
    expect(service.state.uploads.get(Data.FileStoreId)!.expiresAt).toBe(T0 + 10_000);
    advance(10_001);
    expect((await put(service, Data.PreUploadUrl, 'x')).status).toBe(403);
  });

  it('answers 403 SignatureDoesNotMatch for a tampered signature, date, expiry or path', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service, 'a.txt');
    const signature = new URL(Data.PreUploadUrl).searchParams.get('X-Amz-Signature')!;
    const flipped = (signature[0] === '0' ? '1' : '0') + signature.slice(1);
    const tampered = [
      tamper(Data.PreUploadUrl, 'X-Amz-Signature', flipped),
      tamper(Data.PreUploadUrl, 'X-Amz-Expires', '3600'),
      tamper(Data.PreUploadUrl, 'X-Amz-Date', '20261122T070100Z'),
      Data.PreUploadUrl.replace('/a.txt', '/b.txt'),
    ];
    for (const url of tampered) {
      expect(await s3Error(await put(service, url, 'x'))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    }
    expect(service.state.objects.size).toBe(0);
  });

  it('refuses another method on the PUT URL (the method is signed)', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    const response = await put(service, Data.PreUploadUrl, null, {}, 'GET');
    expect((await s3Error(response)).code).toBe('SignatureDoesNotMatch');
  });

  it('answers 400 InvalidArgument when an Authorization header is sent too', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    const error = await s3Error(await put(service, Data.PreUploadUrl, 'x', { authorization: service.secretKey }));
    expect(error).toMatchObject({ status: 400, code: 'InvalidArgument' });
    expect(error.message).toMatch(/^Only one auth mechanism allowed/);
  });

  it('answers 403 AccessDenied for an unsigned x-amz-* header', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    const error = await s3Error(await put(service, Data.PreUploadUrl, 'x', { 'x-amz-meta-owner': 'me' }));
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('answers 400 when the signing parameters are missing', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    const bare = Data.PreUploadUrl.split('?')[0]!;
    expect((await s3Error(await put(service, bare, 'x'))).status).toBe(400);
  });

  it('expired fault: the next PUT answers 403 "Request has expired" even on a fresh URL', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    service.faults.failNext('putFile', { type: 'expired' });
    expect((await s3Error(await put(service, Data.PreUploadUrl, 'x'))).message).toBe('Request has expired');
    expect((await put(service, Data.PreUploadUrl, 'x')).status).toBe(200);
  });

  it('http fault: S3 XML (SlowDown for 503) or an HTML page', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    service.faults.failNext('putFile', { type: 'http', status: 503, retryAfter: 2 });
    const slow = await put(service, Data.PreUploadUrl, 'x');
    expect(slow.headers.get('retry-after')).toBe('2');
    expect(await s3Error(slow)).toMatchObject({ status: 503, code: 'SlowDown' });
    service.faults.failNext('putFile', { type: 'http', status: 500, html: true });
    const html = await put(service, Data.PreUploadUrl, 'x');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('CORS', () => {
  it('answers an OPTIONS preflight with 204 and the headers a browser PUT needs', async () => {
    const { service } = clockedService();
    const { Data } = await getPreUploadUrl(service);
    const response = await service.handle(
      new Request(Data.PreUploadUrl, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:6006', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    const allowed = response.headers.get('access-control-allow-headers')!.split(',');
    expect(allowed.sort()).toEqual(['authorization', 'chatrobot-sessionkey', 'content-type']);
  });

  it('puts CORS headers on errors too, so a browser can read a 403', async () => {
    const { service } = clockedService();
    const response = await put(service, 'https://api.fake.test/fake-s3/chatbot-uploads/1/a.txt', 'x');
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
