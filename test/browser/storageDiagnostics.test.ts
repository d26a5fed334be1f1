// Storage diagnostics in real Chromium over real HTTP to the fake server of
// globalSetup.ts: a wrong page clock, the one Content-Type arriving at
// storage, the development hints of a refused PUT, and checkStorageCors
// against a bucket with CORS on and off.
import { afterEach, describe, expect, it } from 'vitest';
import {
  NetworkError,
  StorageError,
  checkStorageCors,
  createUploadQueue,
  type UploadItem,
} from 'chatbot-kit/core';
import { browserClient, failNext, fakeState, storageCors } from './fakeControl';


const RealDate = Date;

/**
 * Sets this page's wall clock `skewMs` off, the way a wrong system clock
 * shows to a page: `Date.now()` and `new Date()` are off, while
 * `performance.now()` (a monotonic count from page load) is not. The fake
 * server keeps the true time: it signs and judges URLs on its own clock.
 */
function skewPageClock(skewMs: number): void {
  class SkewedDate extends RealDate {
    constructor(...args: [] | [string | number | Date]) {
      super(...((args.length === 0 ? [RealDate.now() + skewMs] : args) as [number]));
    }
    static override now(): number {
      return RealDate.now() + skewMs;
    }
  }
  globalThis.Date = SkewedDate as DateConstructor;
}

afterEach(() => {
  globalThis.Date = RealDate;
});

async function uploadWithQueue(files: File[]): Promise<UploadItem[]> {
  const queue = createUploadQueue(browserClient(), { retry: { baseDelayMs: 100 } });
  try {
    queue.add(files);
    await queue.whenIdle();
    return [...queue.getState().items];
  } finally {
    queue.destroy();
  }
}

describe('a wrong browser clock', () => {
  it.each([
    ['10 minutes fast', 10 * 60_000],
    ['2 hours slow', -2 * 60 * 60_000],
    ['2 hours fast', 2 * 60 * 60_000],
  ])('uploads normally with the page clock %s: one URL, one PUT, one report', async (_label, skewMs) => {
    skewPageClock(skewMs);
    expect(Math.abs(Date.now() - performance.timeOrigin - performance.now() - skewMs)).toBeLessThan(5_000);

    const [item] = await uploadWithQueue([new File(['clock'], 'clock.txt', { type: 'text/plain' })]);

    expect(item).toMatchObject({ status: 'done', urlRefreshes: 0, error: null });
    const state = await fakeState();
    expect(state.requests.filter((r) => r.operation === 'getPreUploadUrl')).toHaveLength(1);
    expect(state.objects).toEqual([expect.objectContaining({ fileName: 'clock.txt', putCount: 1 })]);
    expect(state.reports).toEqual([item!.fileStoreId]);
  });
});

describe('expiry judged by storage', () => {
  it('with the page clock 10 minutes fast, a real "Request has expired" answer gets a fresh URL and the upload goes on', async () => {
    skewPageClock(10 * 60_000);
    await failNext('putFile', { type: 'expired' });

    const [item] = await uploadWithQueue([new File(['late'], 'late.txt', { type: 'text/plain' })]);

    expect(item).toMatchObject({ status: 'done', urlRefreshes: 1, error: null });
    const state = await fakeState();
    const granted = state.requests.filter((r) => r.operation === 'getPreUploadUrl');
    expect(granted).toHaveLength(2);
    // Only the fresh URL's id is stored and reported.
    expect(state.objects.map((o) => o.fileStoreId)).toEqual([item!.fileStoreId]);
    expect(state.reports).toEqual([item!.fileStoreId]);
  });
});

describe('one Content-Type', () => {
  it('sends the type decided from the extension when file.type is empty, and the item shows it', async () => {
    const files = [
      new File(['# notes'], 'notes.md', { type: '' }),
      new File(['heic'], 'IMG_0001.heic', { type: '' }),
      new File(['?'], 'blob.weird', { type: '' }),
    ];
    const items = await uploadWithQueue(files);

    expect(items.map((i) => [i.name, i.status, i.type])).toEqual([
      ['notes.md', 'done', 'text/markdown'],
      ['IMG_0001.heic', 'done', 'image/heic'],
      ['blob.weird', 'done', 'application/octet-stream'],
    ]);
    const state = await fakeState();
    const stored = Object.fromEntries(state.objects.map((o) => [o.fileName, o.contentType]));
    expect(stored).toEqual({ 'notes.md': 'text/markdown', 'IMG_0001.heic': 'image/heic', 'blob.weird': 'application/octet-stream' });
    // The header itself, as the fake's request log saw it on each PUT.
    const putTypes = state.requests.filter((r) => r.operation === 'putFile' && r.method === 'PUT').map((r) => r.headers['content-type']);
    expect(putTypes.sort()).toEqual(['application/octet-stream', 'image/heic', 'text/markdown']);
  });
});

describe('storage diagnostics', () => {
  it('a PUT refused by the bucket CORS fails with status 0 and a hint naming the rule and this origin', async () => {
    await storageCors(false);
    const client = browserClient();
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'cors.txt' });
    const error = await client.putFile(preUploadUrl, new File(['x'], 'cors.txt')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    const hint = (error as NetworkError).hint ?? '';
    expect(hint).toContain(`CORS rules must allow PUT, with the Content-Type header, from ${location.origin}`);
    expect(hint).toContain('checkStorageCors');
    expect((await fakeState()).objects).toHaveLength(0);
  });

  it('403 SignatureDoesNotMatch carries a hint about a header or URL change, with no signature in it', async () => {
    const client = browserClient();
    const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'sig.txt' });
    const tampered = preUploadUrl.replace(/X-Amz-Signature=[0-9a-f]+/i, `X-Amz-Signature=${'1'.repeat(64)}`);
    const error = (await client.putFile(tampered, new File(['x'], 'sig.txt')).catch((e: unknown) => e)) as StorageError;

    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    expect(error.hint).toMatch(/header was added that the URL did not sign/);
    const signature = /X-Amz-Signature=([0-9a-f]+)/i.exec(preUploadUrl)![1]!;
    expect(JSON.stringify(error.toJSON())).not.toContain(signature);
  });

  it('checkStorageCors says yes when the bucket allows this origin, and stores nothing', async () => {
    const { preUploadUrl } = await browserClient().getPreUploadUrl({ fileName: 'probe.txt' });
    const report = await checkStorageCors(preUploadUrl);

    expect(report).toMatchObject({ ok: true, status: 403, reachable: true, origin: location.origin });
    expect(report.message).toContain(`allows PUT with Content-Type from ${location.origin}`);
    const state = await fakeState();
    expect(state.objects).toHaveLength(0);
    // The probe was a real preflighted PUT with the upload's header.
    const probe = state.requests.filter((r) => r.path.includes('/fake-s3/'));
    expect(probe.map((r) => r.method)).toEqual(['OPTIONS', 'PUT']);
    expect(probe[0]!.headers['access-control-request-headers']).toBe('content-type');
    expect(probe[1]!.headers['content-type']).toBe('application/octet-stream');
  });

  it('checkStorageCors says no, with the rule to add, when the bucket CORS leaves this origin out', async () => {
    // Not the name above: the same name, id and second give the same URL, whose cached preflight would say yes.
    const { preUploadUrl } = await browserClient().getPreUploadUrl({ fileName: 'probe-refused.txt' });
    await storageCors(false);
    const report = await checkStorageCors(preUploadUrl);

    expect(report).toMatchObject({ ok: false, status: 0, reachable: true });
    expect(report.message).toContain(`"AllowedOrigins":["${location.origin}"],"AllowedMethods":["PUT"]`);
    const state = await fakeState();
    expect(state.objects).toHaveLength(0);
    // The browser stopped at the preflight: no PUT reached storage.
    expect(state.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
