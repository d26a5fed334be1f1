// checkStorageCors with a scripted fetch; the browser test runs it against real CORS.
import { describe, expect, it, vi } from 'vitest';
import { InvalidInputError, checkStorageCors } from 'chatbot-kit/core';

const URL_ = 'https://bucket.s3.test/k/a.txt?X-Amz-Expires=600&X-Amz-Signature=abcdef0123&X-Amz-SignedHeaders=host';

describe('checkStorageCors', () => {
  it('probes with a PUT of no bytes, the upload Content-Type and a wrong signature, and reads any answer as ok', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('<Error/>', { status: 403 }));
    const report = await checkStorageCors(URL_, { fetch: fetch as unknown as typeof globalThis.fetch });

    expect(report).toMatchObject({ ok: true, status: 403, reachable: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain(`X-Amz-Signature=${'0'.repeat(64)}&`);
    expect(url).not.toContain('abcdef0123');
    expect(init).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, credentials: 'omit' });
    expect((init.body as Uint8Array).byteLength).toBe(0);
    expect(JSON.stringify(report)).not.toContain('abcdef0123');
  });

  it('on no answer, tells CORS (reachable by a no-cors request) from no network', async () => {
    const refused = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    const cors = await checkStorageCors(URL_, { fetch: refused as unknown as typeof fetch });
    expect(cors).toMatchObject({ ok: false, status: 0, reachable: true });
    expect(cors.message).toMatch(/CORS rules must allow it.*"AllowedMethods":\["PUT"\]/);
    expect(refused.mock.calls[1]![1]).toMatchObject({ method: 'HEAD', mode: 'no-cors' });

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const down = await checkStorageCors(URL_, { fetch: offline as unknown as typeof fetch });
    expect(down).toMatchObject({ ok: false, status: 0, reachable: false });
    expect(down.message).toMatch(/could not be reached/);
  });

  it('warns when storage accepts the wrong signature', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    const report = await checkStorageCors(URL_, { fetch: fetch as unknown as typeof globalThis.fetch });
    expect(report).toMatchObject({ ok: true, status: 200 });
    expect(report.message).toMatch(/takes unsigned writes/);
  });

  it('refuses a URL that is not presigned, so that no probe can store a stray object', async () => {
    const fetch = vi.fn();
    for (const url of ['https://bucket.s3.test/k/a.txt', 'javascript:alert(1)?X-Amz-Signature=1', '/k?X-Amz-Signature=1']) {
      await expect(checkStorageCors(url, { fetch })).rejects.toBeInstanceOf(InvalidInputError);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
