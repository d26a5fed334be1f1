import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BusinessError,
  createUploadQueue,
  NetworkError,
  StorageError,
  TransportError,
  UploadStalledError,
  UploadUrlExpiredError,
  type OnlineSource,
  type UploadItem,
  type UploadQueue,
  type UploadQueueEvent,
  type UploadQueueOptions,
} from 'chatbot-kit/core';
import { createScriptedClient, fileOf, presignedUrl } from './helpers/scriptedClient';

/** Lets pending promise callbacks run (fake timers are on). */
const settle = () => vi.advanceTimersByTimeAsync(0);

function setup(options: UploadQueueOptions = {}) {
  const script = createScriptedClient();
  const events: UploadQueueEvent[] = [];
  const queue = createUploadQueue(script.client, options);
  queue.subscribeEvents((e) => events.push(e));
  const item = (index = 0): UploadItem => queue.getState().items[index]!;
  return { ...script, queue, events, item };
}

/** A clock whose timers never fire: no notification ever comes (nor a retry, nor a stall). */
const stoppedClock = { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => {} };

/** One file of `size` bytes, with `listener` subscribed first (told the queue), through its URL to its PUT under way. */
async function putUnderWay(options: UploadQueueOptions, size: number, listener: (queue: UploadQueue) => void) {
  const { queue, pending } = setup(options);
  queue.subscribe(() => listener(queue));
  queue.add([fileOf('a', size)]);
  await settle();
  pending('request').grant();
  await settle();
  return { queue, put: pending('put') };
}

/** A fake online source the test switches. */
function fakeOnline(initial = true) {
  let online = initial;
  const listeners = new Set<() => void>();
  const source: OnlineSource = {
    isOnline: () => online,
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return {
    source,
    set(value: boolean) {
      online = value;
      if (value) for (const fn of [...listeners]) fn();
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0) });
  // The backoff's jitter at its middle: a retry waits half its ceiling.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createUploadQueue: the three steps', () => {
  it('moves a file through requesting, uploading, reporting and done, reporting the id of its URL', async () => {
    const { queue, item, pending, reports } = setup();
    const file = fileOf('photo.png', 1000, 'image/png');
    expect(queue.add([file]).accepted.map((i) => i.status)).toEqual(['queued']);
    await settle();
    expect(item().status).toBe('requesting');
    const request = pending('request');
    expect(request.fileName).toBe('photo.png');
    const grant = request.grant();
    await settle();
    expect(item()).toMatchObject({ status: 'uploading', fileStoreId: grant.fileStoreId, attempt: 1 });
    const put = pending('put');
    expect(put.url).toBe(grant.preUploadUrl);
    expect(put.blob).toBe(file);
    put.progress(400);
    expect(item().progress).toMatchObject({ loaded: 400, total: 1000, percent: 40 });
    put.ok();
    await settle();
    expect(item()).toMatchObject({ status: 'reporting', isStored: true, progress: { percent: 100 } });
    pending('report').ok();
    await settle();
    expect(item()).toMatchObject({ status: 'done', fileStoreId: grant.fileStoreId, error: null });
    expect(reports().map((r) => r.fileStoreId)).toEqual([grant.fileStoreId]);
    expect(queue.getState()).toMatchObject({ isUploading: false, activePuts: 0, progress: { percent: 100 } });
  });

  it('starts waiting files as soon as setOptions raises concurrency, and on no other option', async () => {
    const { queue, requests } = setup({ concurrency: 1 });
    queue.add([fileOf('a.txt', 10), fileOf('b.txt', 10), fileOf('c.txt', 10)]);
    await settle();
    expect(requests()).toHaveLength(1);
    queue.setOptions({ maxSize: 100, onSettled: () => {} });
    expect(requests()).toHaveLength(1);
    queue.setOptions({ concurrency: 3 });
    expect(requests().map((r) => r.fileName)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('fetches a URL at most `concurrency` ahead of a free storage place, never at queue time', async () => {
    const { queue, requests, pending, puts } = setup({ concurrency: 1 });
    const names = () => requests().map((r) => r.fileName);
    queue.add([fileOf('a.txt', 10), fileOf('b.txt', 10), fileOf('c.txt', 10)]);
    await settle();
    expect(names()).toEqual(['a.txt']);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['requesting', 'queued', 'queued']);
    pending('request').grant();
    await settle();
    // a.txt PUTs; b.txt fetches its URL meanwhile (one ahead), c.txt waits.
    expect(names()).toEqual(['a.txt', 'b.txt']);
    pending('request').grant();
    await settle();
    // b.txt holds its URL but storage takes one PUT at a time.
    expect(puts()).toHaveLength(1);
    expect(names()).toEqual(['a.txt', 'b.txt']);
    expect(queue.getState().activePuts).toBe(1);
    pending('put').ok();
    await settle();
    // a.txt is stored: b.txt PUTs at once, and c.txt fetches its URL while a.txt is reported.
    expect(puts().map((p) => (p.blob as File).name)).toEqual(['a.txt', 'b.txt']);
    expect(names()).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('PUTs at most `concurrency` files at storage (default 6), with as many URLs fetched ahead', async () => {
    const { queue, requests, calls } = setup();
    queue.add(Array.from({ length: 14 }, (_, n) => fileOf(`${n}`, 10)));
    await settle();
    expect(requests()).toHaveLength(6);
    for (const r of requests()) r.grant();
    await settle();
    expect(queue.getState().activePuts).toBe(6);
    // The six places ahead are free again: six more files fetch their URLs.
    expect(requests()).toHaveLength(12);
    for (const r of requests().slice(6)) r.grant();
    await settle();
    expect(queue.getState().activePuts).toBe(6);
    const firstPut = calls.find((c) => c.op === 'put')!;
    if (firstPut.op === 'put') firstPut.ok();
    await settle();
    // A file waiting with its URL takes the storage place; the next file fetches its URL.
    expect(queue.getState().activePuts).toBe(6);
    expect(calls.filter((c) => c.op === 'put')).toHaveLength(7);
    expect(requests()).toHaveLength(13);
  });

  it('reports rejected files as data and sends no request for them', async () => {
    const { queue, calls, events } = setup({ accept: 'image/*', maxSize: 100 });
    const result = queue.add([fileOf('a.png', 10, 'image/png'), fileOf('b.txt', 10, 'text/plain'), fileOf('c.png', 1000, 'image/png')]);
    await settle();
    expect(result.accepted.map((i) => i.name)).toEqual(['a.png']);
    expect(result.rejected.map((r) => [r.file.name, r.errors[0]!.code])).toEqual([
      ['b.txt', 'file-invalid-type'],
      ['c.png', 'file-too-large'],
    ]);
    expect(queue.getState().rejections).toEqual(result.rejected);
    expect(calls.filter((c) => c.op === 'request').map((c) => (c.op === 'request' ? c.fileName : ''))).toEqual(['a.png']);
    // The accepted file then starts its first step.
    expect(events.map((e) => e.type)).toEqual(['added', 'rejected', 'step']);
    expect(events[2]).toMatchObject({ type: 'step', step: 'request', item: { name: 'a.png', status: 'requesting' } });
  });

  it('counts files already in the queue against maxFiles', () => {
    const { queue } = setup({ maxFiles: 2 });
    queue.add([fileOf('1', 1)]);
    const second = queue.add([fileOf('2', 1), fileOf('3', 1)]);
    expect(second.accepted.map((i) => i.name)).toEqual(['2']);
    expect(second.rejected[0]!.errors[0]!.code).toBe('too-many-files');
  });

  it('gives every item a stable, unique id', () => {
    const { queue } = setup();
    const { accepted } = queue.add([fileOf('a', 1), fileOf('a', 1)]);
    expect(new Set(accepted.map((i) => i.id)).size).toBe(2);
    expect(queue.getState().items.map((i) => i.id)).toEqual(accepted.map((i) => i.id));
  });
});

describe('createUploadQueue: retries by error class', () => {
  it('retries a PUT that hit a network error, with backoff, then succeeds', async () => {
    const { queue, item, pending, puts, events } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').reject(new NetworkError('PUT to storage'));
    await settle();
    // Jitter 0.5 × 1000 ms base = 500 ms before the second try.
    expect(item()).toMatchObject({ status: 'uploading', attempt: 1, nextRetryAt: Date.now() + 500 });
    expect(item().error).toBeInstanceOf(NetworkError);
    expect(events.find((e) => e.type === 'retrying')).toMatchObject({ delayMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(puts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts()).toHaveLength(2);
    expect(item()).toMatchObject({ attempt: 2, nextRetryAt: null });
    pending('put').ok();
    await settle();
    expect(item().status).toBe('reporting');
  });

  it('gives up after 3 tries (the default) and shows the last error', async () => {
    const { queue, item, pending, puts, reports } = setup();
    const onError = vi.fn();
    queue.setOptions({ onError });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(10_000); // past the backoff, short of the 30 s stall
      pending('put').reject(new StorageError(503, { code: 'SlowDown' }));
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(puts()).toHaveLength(3);
    expect(item()).toMatchObject({ status: 'error', attempt: 3 });
    expect(item().error).toMatchObject({ code: 'STORAGE', s3Code: 'SlowDown' });
    expect(reports()).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(item());
    expect(item().error).toBeInstanceOf(StorageError);
  });

  it('honours Retry-After on a 429', async () => {
    const { queue, pending, requests } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').reject(new TransportError('GetPreUploadUrl', 429, { retryAfterSeconds: 7 }));
    await vi.advanceTimersByTimeAsync(6_999);
    expect(requests()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests()).toHaveLength(2);
  });

  it.each([
    ['a business error', new BusinessError('GetPreUploadUrl', { code: 500, message: 'quota', version: '1.0.0' })],
    ['a 401', new TransportError('GetPreUploadUrl', 401)],
    ['a 501', new TransportError('GetPreUploadUrl', 501)],
  ])('does not retry %s and shows it as the error', async (_, error) => {
    const { queue, item, pending, requests } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').reject(error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests()).toHaveLength(1);
    expect(item()).toMatchObject({ status: 'error', error });
  });

  it('does not retry a PUT answered SignatureDoesNotMatch', async () => {
    const { queue, item, pending, puts } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').reject(new StorageError(403, { code: 'SignatureDoesNotMatch' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(puts()).toHaveLength(1);
    expect(item().status).toBe('error');
  });

  it('lets the policy change the number of tries and the decision', async () => {
    const shouldRetry = vi.fn((error: unknown) => (error instanceof BusinessError ? true : undefined));
    const { queue, item, pending, requests } = setup({ retry: { attempts: 5, shouldRetry } });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    for (let i = 0; i < 5; i++) {
      pending('request').reject(new BusinessError('GetPreUploadUrl', { code: 9, message: 'busy', version: '1' }));
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(requests()).toHaveLength(5);
    expect(item().status).toBe('error');
    expect(shouldRetry).toHaveBeenLastCalledWith(expect.any(BusinessError), {
      step: 'request',
      attempt: 5,
      errorClass: 'fatal',
    });
  });
});

describe('createUploadQueue: one Content-Type', () => {
  it('decides the type once at add and has every PUT send exactly UploadItem.type', async () => {
    const { queue, pending, puts } = setup({ retry: { baseDelayMs: 10 } });
    queue.add([
      new File(['x'], 'notes.md', { type: '' }),
      new File(['x'], 'IMG.heic', { type: '' }),
      new File(['x'], 'a.weird', { type: '' }),
    ]);
    await settle();
    expect(queue.getState().items.map((i) => i.type)).toEqual(['text/markdown', 'image/heic', 'application/octet-stream']);
    for (let i = 0; i < 3; i++) pending('request').grant();
    await settle();
    expect(puts().map((p) => p.contentType).sort()).toEqual(['application/octet-stream', 'image/heic', 'text/markdown']);
    // A retried PUT sends the same type.
    const failed = pending('put');
    failed.reject(new TransportError('PUT', 503));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(puts()).toHaveLength(4);
    expect(puts()[3]!.blob).toBe(failed.blob);
    expect(puts()[3]!.contentType).toBe(failed.contentType);
  });
});

describe('createUploadQueue: presigned URL expiry', () => {
  it('asks for a fresh URL when the PUT answers "Request has expired", and reports only the fresh id', async () => {
    const { queue, item, pending, puts, reports, events } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    const stale = pending('request').grant();
    await settle();
    pending('put').reject(new UploadUrlExpiredError(403));
    await settle();
    expect(item()).toMatchObject({ status: 'requesting', urlRefreshes: 1, fileStoreId: null, attempt: 1 });
    const fresh = pending('request').grant();
    await settle();
    expect(pending('put').url).toBe(fresh.preUploadUrl);
    pending('put').ok();
    await settle();
    pending('report').ok();
    await settle();
    expect(puts()).toHaveLength(2);
    expect(reports().map((r) => r.fileStoreId)).toEqual([fresh.fileStoreId]);
    expect(fresh.fileStoreId).not.toBe(stale.fileStoreId);
    expect(item()).toMatchObject({ status: 'done', fileStoreId: fresh.fileStoreId });
    expect(events.find((e) => e.type === 'uploaded')).toMatchObject({ fileStoreId: fresh.fileStoreId });
  });

  it('refreshes a URL that passed its deadline before the PUT started, without PUTting to it', async () => {
    // A 503 on the first PUT, then a 300 s backoff (0.5 × 600 s): by the retry, the 5-minute URL is dead.
    const { queue, item, pending, puts, requests } = setup({ retry: { baseDelayMs: 600_000, maxDelayMs: 600_000 } });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    const stale = pending('request').grant();
    await settle();
    pending('put').reject(new TransportError('PUT', 503));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(requests()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests()).toHaveLength(2);
    expect(puts()).toHaveLength(1);
    expect(item().urlRefreshes).toBe(1);
    const fresh = pending('request').grant();
    await settle();
    expect(puts().map((p) => p.url)).toEqual([stale.preUploadUrl, fresh.preUploadUrl]);
  });

  it('refreshes a URL that grew old waiting for a storage place, and never PUTs to it', async () => {
    const { queue, item, pending, puts, requests } = setup({ concurrency: 1, stallTimeoutMs: 0 });
    queue.add([fileOf('a.bin', 100), fileOf('b.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    const waited = pending('request').grant(); // b.bin's URL, fetched ahead while a.bin PUTs
    await settle();
    await vi.advanceTimersByTimeAsync(300_000); // a.bin's PUT takes five minutes
    pending('put').ok();
    await settle();
    expect(requests().map((r) => r.fileName)).toEqual(['a.bin', 'b.bin', 'b.bin']);
    expect(item(1).urlRefreshes).toBe(1);
    const fresh = pending('request').grant();
    await settle();
    expect(puts().map((p) => p.url)).not.toContain(waited.preUploadUrl);
    expect(puts()[1]!.url).toBe(fresh.preUploadUrl);
  });

  it('PUTs to a URL just received whatever its X-Amz-Date says against a wrong page clock', async () => {
    const { queue, item, pending, puts, requests } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    // Signed "10 minutes ago" by the page's clock (10 minutes fast): still fresh, storage judges expiry.
    const grant = pending('request').grant({ preUploadUrl: presignedUrl('skewed', Date.now() - 600_000, 600) });
    await settle();
    expect(puts().map((p) => p.url)).toEqual([grant.preUploadUrl]);
    expect(requests()).toHaveLength(1);
    expect(item()).toMatchObject({ status: 'uploading', urlRefreshes: 0 });
  });

  it('says a URL judged too old in the page was never sent (UPLOAD_URL_TOO_OLD), and fails with that after two refreshes', async () => {
    // A 6-minute backoff after each 503: every URL is past its 5 minutes by the retry.
    const { queue, item, pending, puts } = setup({ retry: { attempts: 10, baseDelayMs: 720_000, maxDelayMs: 720_000 } });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    for (let i = 0; i < 3; i++) {
      pending('request').grant();
      await settle();
      pending('put').reject(new TransportError('PUT', 503));
      await vi.advanceTimersByTimeAsync(360_000);
    }
    expect(puts()).toHaveLength(3);
    expect(item()).toMatchObject({ status: 'error', urlRefreshes: 2 });
    expect(item().error).toMatchObject({ code: 'UPLOAD_URL_TOO_OLD', message: expect.stringMatching(/no request was sent to storage/) });
    expect(item().error).not.toBeInstanceOf(StorageError);
  });

  it('refreshes at most twice, then fails without a report', async () => {
    const { queue, item, pending, requests, reports } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    for (let i = 0; i < 3; i++) {
      pending('request').grant();
      await settle();
      pending('put').reject(new UploadUrlExpiredError(403));
      await settle();
    }
    expect(requests()).toHaveLength(3);
    expect(item()).toMatchObject({ status: 'error', urlRefreshes: 2 });
    expect(item().error).toBeInstanceOf(UploadUrlExpiredError);
    expect(reports()).toHaveLength(0);
  });
});

describe('createUploadQueue: report failures', () => {
  it('retries a failed report alone, with the same id, and never PUTs again', async () => {
    const { queue, item, pending, puts, reports } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    const grant = pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    pending('report').reject(new TransportError('ReportUploadSuccess', 503));
    await vi.advanceTimersByTimeAsync(30_000);
    pending('report').reject(new TransportError('ReportUploadSuccess', 503));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(item()).toMatchObject({ status: 'reporting', attempt: 3 });
    pending('report').ok();
    await settle();
    expect(item().status).toBe('done');
    expect(puts()).toHaveLength(1);
    expect(reports().map((r) => r.fileStoreId)).toEqual([grant.fileStoreId, grant.fileStoreId, grant.fileStoreId]);
  });

  it('treats a refused report (Data: false, refused by the client) as an error, and retry() reports again without a PUT', async () => {
    const { queue, item, pending, puts, reports } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    const grant = pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    pending('report').refuse();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(item()).toMatchObject({ status: 'error', isStored: true, fileStoreId: grant.fileStoreId });
    expect(item().error).toBeInstanceOf(BusinessError);
    expect(reports()).toHaveLength(1);

    expect(queue.retry(item().id)).toBe(true);
    expect(item().status).toBe('reporting');
    await settle();
    pending('report').ok();
    await settle();
    expect(item().status).toBe('done');
    expect(puts()).toHaveLength(1);
    expect(reports().map((r) => r.fileStoreId)).toEqual([grant.fileStoreId, grant.fileStoreId]);
  });

  it('does not cancel a file that is already in storage (its report is never cut off)', async () => {
    const { queue, item, pending } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    expect(queue.cancel(item().id)).toBe(false);
    const report = pending('report');
    expect(report.signal?.aborted).toBe(false);
    report.ok();
    await settle();
    expect(item().status).toBe('done');
  });
});

describe('createUploadQueue: stall', () => {
  it('aborts a PUT with no progress for 30 s and retries it', async () => {
    const { queue, item, pending, puts } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    const first = pending('put');
    await vi.advanceTimersByTimeAsync(20_000);
    first.progress(50); // progress re-arms the watchdog
    await vi.advanceTimersByTimeAsync(29_999);
    expect(first.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.signal?.aborted).toBe(true);
    expect(item().error).toBeInstanceOf(UploadStalledError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(puts()).toHaveLength(2);
    expect(puts()[1]!.url).toBe(first.url);
  });

  it('counts the 30 s from the latest of many progress events', async () => {
    const { queue, item, pending } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    const put = pending('put');
    put.progress(10); // the watch starts here
    for (const loaded of [20, 30, 40]) {
      await vi.advanceTimersByTimeAsync(12_000);
      put.progress(loaded);
    }
    // 36 s since the watch started, 0 s since the latest progress.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(put.signal?.aborted).toBe(false);
    put.progress(50);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(put.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(put.signal?.aborted).toBe(true);
    expect(item().error).toBeInstanceOf(UploadStalledError);
  });

  it('does not judge a PUT whose transport reports only start and end (the fetch fallback)', async () => {
    const { queue, pending } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    const put = pending('put');
    put.progress(0);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(put.signal?.aborted).toBe(false);
    put.ok();
    await settle();
    expect(queue.getState().items[0]!.status).toBe('reporting');
  });

  it('can be turned off with stallTimeoutMs: 0', async () => {
    const { queue, pending } = setup({ stallTimeoutMs: 0 });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    const put = pending('put');
    put.progress(10);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(put.signal?.aborted).toBe(false);
  });
});

describe('createUploadQueue: offline', () => {
  it('waits for `online` after a network error while offline, without spending an attempt', async () => {
    const net = fakeOnline(true);
    const { queue, item, pending, puts } = setup({ online: net.source });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    net.set(false);
    pending('put').reject(new NetworkError('PUT to storage'));
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 30_000);
    expect(item()).toMatchObject({ status: 'uploading', isWaitingForNetwork: true, attempt: 1 });
    expect(puts()).toHaveLength(1);
    net.set(true);
    await settle();
    expect(puts()).toHaveLength(2);
    expect(item()).toMatchObject({ isWaitingForNetwork: false, attempt: 1 });
  });

  it('does not start a file while offline', async () => {
    const net = fakeOnline(false);
    const { queue, item, requests } = setup({ online: net.source });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    expect(requests()).toHaveLength(0);
    expect(item().isWaitingForNetwork).toBe(true);
    net.set(true);
    await settle();
    expect(requests()).toHaveLength(1);
  });

  it('gives a file canceled while it waits offline for its PUT no place at storage: the next file still PUTs', async () => {
    const net = fakeOnline(true);
    const { queue, item, pending, puts } = setup({ concurrency: 1, online: net.source });
    queue.add([fileOf('a.bin', 10), fileOf('b.bin', 10)]);
    await settle();
    net.set(false);
    pending('request').grant();
    await settle();
    // Its URL came; its PUT waits for the network.
    expect(item()).toMatchObject({ status: 'requesting', fileStoreId: expect.any(String), isWaitingForNetwork: true });
    queue.cancel(item().id);
    await settle();
    net.set(true);
    await settle();
    pending('request').grant();
    await settle();
    expect(puts().map((put) => (put.blob as File).name)).toEqual(['b.bin']);
  });
});

describe('createUploadQueue: cancel, retry, remove, clear', () => {
  it('cancel aborts the PUT and no report is ever made', async () => {
    const { queue, item, pending, reports, events } = setup();
    const onSettled = vi.fn();
    queue.setOptions({ onSettled });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    const put = pending('put');
    put.progress(30);
    expect(queue.cancel(item().id)).toBe(true);
    expect(put.signal?.aborted).toBe(true);
    expect(item().status).toBe('canceled');
    expect(queue.getState().activePuts).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reports()).toHaveLength(0);
    expect(events.map((e) => e.type)).toContain('canceled');
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('cancel frees the slot for the next file at once', async () => {
    const { queue, item, requests } = setup({ concurrency: 1 });
    queue.add([fileOf('a', 1), fileOf('b', 1)]);
    await settle();
    queue.cancel(item(0).id);
    await settle();
    expect(requests().map((r) => r.fileName)).toEqual(['a', 'b']);
    expect(requests()[0]!.signal?.aborted).toBe(true);
  });

  it('ignores a late answer from a canceled request', async () => {
    const { queue, item, requests, puts } = setup();
    queue.add([fileOf('a', 1)]);
    await settle();
    const request = requests()[0]!;
    queue.cancel(item().id);
    request.resolve({ fileStoreId: '1', preUploadUrl: presignedUrl('1'), version: '1' });
    await settle();
    expect(puts()).toHaveLength(0);
    expect(item().status).toBe('canceled');
  });

  it('retry() starts a canceled file again with a fresh URL', async () => {
    const { queue, item, pending, requests } = setup();
    queue.add([fileOf('a', 10)]);
    await settle();
    const first = pending('request').grant();
    await settle();
    queue.cancel(item().id);
    expect(queue.retry(item().id)).toBe(true);
    await settle();
    const second = pending('request').grant();
    await settle();
    expect(requests()).toHaveLength(2);
    expect(pending('put').url).toBe(second.preUploadUrl);
    expect(second.preUploadUrl).not.toBe(first.preUploadUrl);
  });

  it('retry() is refused for a file that is not failed or canceled', async () => {
    const { queue, item } = setup();
    queue.add([fileOf('a', 10)]);
    await settle();
    expect(queue.retry(item().id)).toBe(false);
    expect(queue.retry('nope')).toBe(false);
  });

  it('remove() drops a file exactly when its canRemove says so: on its way, done, never while its report is under way', async () => {
    const { queue, pending, requests } = setup();
    queue.add([fileOf('reporting', 10), fileOf('uploading', 10), fileOf('asking', 10)]);
    await settle();
    const [reporting, uploading] = requests();
    reporting!.grant();
    await settle();
    pending('put').ok();
    uploading!.grant();
    await settle();
    expect(queue.getState().items.map((i) => [i.name, i.status, i.canRemove])).toEqual([
      ['reporting', 'reporting', false],
      ['uploading', 'uploading', true],
      ['asking', 'requesting', true],
    ]);
    for (const { id, canRemove } of queue.getState().items) expect(queue.remove(id)).toBe(canRemove);
    expect(queue.getState().items.map((i) => i.name)).toEqual(['reporting']);
    pending('report').ok();
    await settle();
    const done = queue.getState().items[0]!;
    expect(done).toMatchObject({ status: 'done', canRemove: true });
    expect(queue.remove(done.id)).toBe(true);
    expect(queue.getState().items).toEqual([]);
  });

  it('remove() aborts and drops the item; clear() drops everything and the rejections', async () => {
    const { queue, pending } = setup({ accept: '.png' });
    queue.add([fileOf('a.png', 10), fileOf('b.png', 10), fileOf('c.txt', 1)]);
    await settle();
    const req = pending('request');
    const [first] = queue.getState().items;
    expect(queue.remove(first!.id)).toBe(true);
    expect(queue.getState().items.map((i) => i.name)).toEqual(['b.png']);
    expect(queue.getState().rejections).toHaveLength(1);
    queue.clear();
    expect(req.signal?.aborted).toBe(true);
    expect(queue.getState()).toMatchObject({ items: [], rejections: [], isUploading: false, activePuts: 0 });
  });
});

describe('createUploadQueue: progress', () => {
  it('never shows progress going backwards when a retried PUT restarts at 0', async () => {
    const { queue, item, pending } = setup();
    queue.add([fileOf('a.bin', 1000)]);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').progress(600);
    pending('put').reject(new NetworkError('PUT to storage'));
    await vi.advanceTimersByTimeAsync(1000);
    const retryPut = pending('put');
    retryPut.progress(100);
    expect(item().progress).toMatchObject({ loaded: 600, percent: 60 });
    expect(queue.getState().progress.loaded).toBe(600);
    retryPut.progress(800);
    expect(item().progress.percent).toBe(80);
  });

  it('sums the total over files that are not canceled', async () => {
    const { queue, item, pending } = setup({ concurrency: 1 });
    queue.add([fileOf('a', 1000), fileOf('b', 3000)]);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').progress(500);
    expect(queue.getState().progress).toMatchObject({ loaded: 500, total: 4000, percent: 12 });
    queue.cancel(item(1).id);
    expect(queue.getState().progress).toMatchObject({ loaded: 500, total: 1000, percent: 50 });
  });

  it('smooths speed and gives an ETA', async () => {
    const { queue, item, pending } = setup();
    queue.add([fileOf('a', 10_000)]);
    await settle();
    pending('request').grant();
    await settle();
    const put = pending('put');
    for (let i = 1; i <= 4; i++) {
      await vi.advanceTimersByTimeAsync(500);
      put.progress(i * 1000); // a steady 2000 B/s
    }
    expect(item().progress.bytesPerSecond).toBeCloseTo(2000, 5);
    expect(item().progress.etaSeconds).toBe(3);
    expect(queue.getState().progress).toMatchObject({ bytesPerSecond: item().progress.bytesPerSecond, etaSeconds: 3 });
    put.reject(new NetworkError('x'));
    await settle();
    expect(item().progress).toMatchObject({ loaded: 4000, bytesPerSecond: null, etaSeconds: null });
  });

  it('reports an empty file as 100 % once stored', async () => {
    const { queue, item, pending } = setup();
    queue.add([fileOf('empty.txt', 0)]);
    await settle();
    expect(item().progress.percent).toBe(0);
    pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    expect(item().progress.percent).toBe(100);
  });
});

describe('createUploadQueue: notifications and events', () => {
  it('tells listeners of a burst of progress once, after its task, then at most once per 33 ms', async () => {
    const percents: number[] = [];
    const { queue, put } = await putUnderWay({}, 1000, (q) => percents.push(q.getState().progress.percent));
    // The steps' notifications are told, and two frames pass.
    vi.advanceTimersByTime(100);
    const told = percents.length;
    for (let i = 1; i <= 40; i++) put.progress(i * 10);
    expect(percents.slice(told)).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(percents.slice(told)).toEqual([40]);
    // 20 ms later: held until 33 ms have passed since the last notification.
    vi.advanceTimersByTime(20);
    put.progress(600);
    put.progress(700);
    vi.advanceTimersByTime(12);
    expect(percents.slice(told)).toEqual([40]);
    vi.advanceTimersByTime(1);
    expect(percents.slice(told)).toEqual([40, 70]);
    // flush() tells a pending change now, and only once.
    put.progress(800);
    queue.flush();
    expect(percents.slice(told)).toEqual([40, 70, 80]);
    vi.advanceTimersByTime(100);
    expect(percents.slice(told)).toEqual([40, 70, 80]);
  });

  it("tells of the user's actions at once, inside the call", async () => {
    const { queue } = setup();
    const counts: number[] = [];
    queue.subscribe(() => counts.push(queue.getState().items.length));
    const [a] = queue.add([fileOf('a', 10), fileOf('b', 10)]).accepted;
    expect(counts).toEqual([2]);
    queue.cancel(a!.id);
    queue.remove(a!.id);
    expect(counts).toEqual([2, 2, 1]);
  });

  it('keeps notifying the other listeners when one throws, and reports the error', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const { queue } = setup();
    const second = vi.fn();
    queue.subscribe(() => {
      throw new Error('boom');
    });
    queue.subscribe(second);
    queue.add([fileOf('a', 10)]);
    expect(second).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([new Error('boom')]);
  });

  it('gives a current state at once, the same object until something changes, with no frame', async () => {
    const { queue, pending } = setup({ clock: stoppedClock });
    queue.add([fileOf('a', 1000)]);
    const started = queue.getState();
    expect(started.items.map((i) => i.name)).toEqual(['a']);
    expect(queue.getState()).toBe(started);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').progress(500);
    const halfway = queue.getState();
    expect(halfway).not.toBe(started);
    expect(halfway.items[0]!.progress.percent).toBe(50);
    expect(halfway.activePuts).toBe(1);
    expect(queue.getState()).toBe(halfway);
  });

  it('whenIdle() resolves once the files with work left are canceled or removed, and clear() settles it too', async () => {
    const { queue } = setup();
    queue.add([fileOf('a', 10), fileOf('b', 10)]);
    const [a, b] = queue.getState().items;
    const idle = queue.whenIdle();
    queue.cancel(a!.id);
    expect(queue.getState().isUploading).toBe(true);
    queue.remove(b!.id);
    await idle;
    expect(queue.getState().isUploading).toBe(false);
    queue.add([fileOf('c', 10)]);
    expect(queue.getState().isUploading).toBe(true);
    const idleAgain = queue.whenIdle();
    queue.clear();
    await idleAgain;
    expect(queue.getState().items).toEqual([]);
  });

  it('calls onUploaded with the done item, which holds its file and FileStoreId, then onSettled', async () => {
    const onUploaded = vi.fn();
    const onSettled = vi.fn();
    const { queue, pending } = setup({ onUploaded, onSettled });
    const file = fileOf('a', 10);
    queue.add([file]);
    await settle();
    const grant = pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    pending('report').ok();
    await settle();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', file, fileStoreId: grant.fileStoreId }));
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', file }));
    expect(onUploaded.mock.invocationCallOrder[0]).toBeLessThan(onSettled.mock.invocationCallOrder[0]!);
  });

  it('an onUploaded and an event listener that throw: the file still ends done, the other listeners hear every event, both errors are reported', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const onSettled = vi.fn();
    const { queue, pending, events } = setup({
      onUploaded: () => {
        throw new Error('onUploaded broke');
      },
      onSettled,
    });
    queue.subscribeEvents((event) => {
      if (event.type === 'uploaded') throw new Error('listener broke');
    });
    queue.add([fileOf('a', 10)]);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    pending('report').ok();
    await settle();
    expect(queue.getState().items[0]!.status).toBe('done');
    expect(events.map((e) => e.type)).toContain('settled');
    expect(onSettled).toHaveBeenCalledTimes(1);
    // The option callback runs first, then the listeners.
    expect(reported).toEqual([new Error('onUploaded broke'), new Error('listener broke')]);
  });

  it('whenIdle() resolves once every file has settled', async () => {
    const { queue, pending } = setup();
    queue.add([fileOf('a', 10)]);
    let idle = false;
    void queue.whenIdle().then(() => (idle = true));
    await settle();
    pending('request').reject(new TransportError('GetPreUploadUrl', 400));
    await settle();
    expect(idle).toBe(true);
  });
});

describe('createUploadQueue: destroy', () => {
  it('aborts everything and stops all updates and callbacks', async () => {
    const onSettled = vi.fn();
    const { queue, pending, events } = setup({ onSettled });
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add([fileOf('a', 10)]);
    await settle();
    pending('request').grant();
    await settle();
    const put = pending('put');
    const before = queue.getState();
    const eventCount = events.length;
    listener.mockClear();
    queue.destroy();
    expect(put.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(queue.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(events).toHaveLength(eventCount);
    expect(onSettled).not.toHaveBeenCalled();
    expect(queue.isDestroyed()).toBe(true);
    expect(() => queue.add([fileOf('b', 1)])).toThrow(/destroyed; create a new one/);
    // A production build keeps the fact in fewer words.
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => queue.add([fileOf('b', 1)])).toThrow('Upload queue destroyed');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('drops a pending notification: no listener hears of anything after destroy', async () => {
    const listener = vi.fn();
    const { queue, put } = await putUnderWay({}, 10, listener);
    put.progress(5);
    listener.mockClear();
    queue.destroy();
    put.ok();
    await vi.advanceTimersByTimeAsync(1000);
    queue.flush();
    expect(listener).not.toHaveBeenCalled();
  });

  it('touches no global when created (safe during render and on a server)', () => {
    const online = vi.fn(() => true);
    const script = createScriptedClient();
    createUploadQueue(script.client, { online: { isOnline: online, subscribe: () => () => {} } });
    expect(online).not.toHaveBeenCalled();
  });
});

describe('createUploadQueue: events for every change a person should hear', () => {
  it('tells when an expired URL was replaced, and which step a retry is for', async () => {
    const { queue, pending, events } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    const stale = pending('request').grant();
    await settle();
    pending('put').reject(new UploadUrlExpiredError(403));
    await settle();
    const refreshed = events.find((e) => e.type === 'url-refreshed');
    expect(refreshed).toMatchObject({ item: { urlRefreshes: 1, fileStoreId: null }, error: expect.any(UploadUrlExpiredError) });
    pending('request').reject(new TransportError('GetPreUploadUrl', 503));
    await settle();
    expect(events.find((e) => e.type === 'retrying')).toMatchObject({ step: 'request', delayMs: 500 });
    expect(stale.fileStoreId).toBe('34317');
  });

  it('announces each step as it starts, with the status the item shows', async () => {
    const { queue, pending, events } = setup();
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    pending('report').ok();
    await settle();
    const steps = events.flatMap((e) => (e.type === 'step' ? [`${e.step}:${e.item.status}`] : []));
    expect(steps).toEqual(['request:requesting', 'put:uploading', 'report:reporting']);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['uploaded', 'settled']);
  });

  it('tells when a file waits for the network, and when retry() restarts it', async () => {
    const net = fakeOnline(false);
    const { queue, item, events } = setup({ online: net.source });
    queue.add([fileOf('a.bin', 100)]);
    await settle();
    expect(events.find((e) => e.type === 'waiting-for-network')).toMatchObject({ item: { isWaitingForNetwork: true } });
    queue.cancel(item().id);
    queue.retry(item().id);
    expect(events.find((e) => e.type === 'restarted')).toMatchObject({ item: { status: 'queued', attempt: 0 } });
  });

  it('delivers events and settles whenIdle() even if no notification ever comes', async () => {
    const { queue, pending, events } = setup({ clock: stoppedClock });
    queue.add([fileOf('a.bin', 100)]);
    const listener = vi.fn();
    queue.subscribe(listener);
    const idle = queue.whenIdle();
    await settle();
    pending('request').grant();
    await settle();
    pending('put').ok();
    await settle();
    pending('report').ok();
    await idle;
    expect(events.map((e) => e.type)).toContain('uploaded');
    expect(queue.getState().items[0]!.status).toBe('done');
    expect(listener).not.toHaveBeenCalled();
    queue.flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
