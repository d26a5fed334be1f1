// The durable record on the engine, in jsdom with an
// in-memory IndexedDB (fake-indexeddb) and the fake service's in-memory
// client. A "reload" is what it is to the record: the first queue is
// destroyed mid-flight (its aborts send nothing more) and a second queue of
// the same scope restores. Real Chromium (real IndexedDB, Web Locks, HTTP)
// repeats these in test/browser/durableUploads.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue, type UploadClient, type UploadQueueOptions } from 'chatbot-kit/core';
import { createFakeChatbotService, type FakeChatbotService } from 'chatbot-kit/testing';
import { openRecordStore } from '../../../../src/core/upload/persist/openRecordStore';
import type { StoredUploadRecord, UploadRecordStore } from '../../../../src/core/upload/persist/persistTypes';
import { planReconcile } from '../../../../src/core/upload/persist/planReconcile';
import { createUploadJournal } from '../../../../src/core/upload/persist/createUploadJournal';
import { SYSTEM_CLOCK } from '../../../../src/core/upload/timers';
import { makeUploadItem } from '../helpers/makeUploadItem';
import { stuckAt } from '../helpers/durableQueues';
import { installFakeIndexedDB } from '../../../support/installFakeIndexedDB';

installFakeIndexedDB();

let keyCount = 0;

function setup() {
  const service = createFakeChatbotService();
  const persistKey = `user-${++keyCount}`;
  const store = openRecordStore();
  const queueOf = (client: UploadClient, options: UploadQueueOptions = {}) =>
    createUploadQueue(client, { retry: { baseDelayMs: 1 }, persist: { persistKey, store }, ...options });
  const records = async () => (await store.list()).filter((record) => record.scope.endsWith(` ${persistKey}`));
  const stageOf = async () => (await records())[0]?.stage;
  return { service, store, queueOf, records, stageOf };
}

function countOps(service: FakeChatbotService, operation: string): number {
  return service.state.requests.filter((request) => request.operation === operation).length;
}

const file = () => new File(['hello durable world'], 'notes.txt', { type: 'text/plain', lastModified: 1_700_000_000_000 });

describe('the durable upload record', () => {
  it('reports a file stored before the reload exactly once, with no second PUT, and calls onUploaded once', async () => {
    const { service, queueOf, stageOf } = setup();
    const first = queueOf(stuckAt(service.createClient(), 'reportUploadSuccess'));
    first.add([file()]);
    await vi.waitFor(async () => expect(await stageOf()).toBe('stored'));
    first.destroy();

    const onUploaded = vi.fn();
    const second = queueOf(service.createClient(), { onUploaded });
    const statuses: string[] = [];
    second.subscribeEvents((event) => event.type === 'step' && statuses.push(event.item.status));
    await second.restore();
    await second.whenIdle();

    const [item] = second.getState().items;
    expect(item).toMatchObject({ status: 'done', name: 'notes.txt', size: file().size, isStored: true });
    expect(statuses).toContain('reporting');
    expect(service.state.reports).toEqual([item!.fileStoreId]);
    expect(countOps(service, 'putFile')).toBe(1);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onUploaded.mock.calls[0]![0].fileStoreId).toBe(item!.fileStoreId);
    await vi.waitFor(async () => expect(await stageOf()).toBe('reported'));

    // A third visit finds nothing to do.
    const third = queueOf(service.createClient());
    await third.restore();
    expect(third.getState().items).toEqual([]);
  });

  it('reports a stored file even when a newer record of the same file says reported', async () => {
    const { service, store, queueOf, records } = setup();
    const first = queueOf(stuckAt(service.createClient(), 'reportUploadSuccess'));
    first.add([file()]);
    await vi.waitFor(async () => expect((await records())[0]?.stage).toBe('stored'));
    first.destroy();
    const [stored] = await records();
    // The same file, chosen again later and reported on a record of its own (its id sorts after).
    await store.write({ put: [{ ...stored!, id: `${stored!.id}~`, stage: 'reported', fileStoreId: 'other' }], delete: [] });

    const second = queueOf(service.createClient());
    await second.restore();
    await second.whenIdle();
    expect(second.getState().items).toMatchObject([{ status: 'done', fileStoreId: stored!.fileStoreId }]);
    expect(service.state.reports).toEqual([stored!.fileStoreId]);
  });

  it('shows a file cut off mid-PUT as interrupted; choosing it again resumes that item', async () => {
    const { service, queueOf, stageOf } = setup();
    const first = queueOf(stuckAt(service.createClient(), 'putFile'));
    first.add([file()]);
    await vi.waitFor(async () => expect(await stageOf()).toBe('granted'));
    first.destroy();

    const second = queueOf(service.createClient());
    await second.restore();
    const [interrupted] = second.getState().items;
    expect(interrupted).toMatchObject({ status: 'interrupted', name: 'notes.txt', size: file().size, canRemove: true, canRetry: false });
    expect(second.getState().isUploading).toBe(false);

    const result = second.add([file()]);
    expect(result.accepted.map((item) => item.id)).toEqual([interrupted!.id]);
    await second.whenIdle();
    expect(second.getState().items).toHaveLength(1);
    expect(second.getState().items[0]).toMatchObject({ id: interrupted!.id, status: 'done' });
    expect(service.state.reports).toHaveLength(1);
    await vi.waitFor(async () => expect(await stageOf()).toBe('reported'));
  });

  it('never writes a key or a presigned URL', async () => {
    const { service, queueOf, records } = setup();
    const queue = queueOf(service.createClient());
    queue.add([file()]);
    await queue.whenIdle();
    await vi.waitFor(async () => expect((await records())[0]?.stage).toBe('reported'));
    const text = JSON.stringify(await records());
    expect(text).not.toContain(service.secretKey);
    expect(text).not.toMatch(/X-Amz|https?:\/\/[^"]*\?/);
    expect(Object.keys((await records())[0]!).sort()).toEqual(
      ['createdAt', 'fileStoreId', 'id', 'lastModified', 'name', 'scope', 'size', 'stage', 'type', 'updatedAt'].sort(),
    );
  });

  it('keeps uploading when storage throws, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = createFakeChatbotService();
    const broken: UploadRecordStore = {
      list: () => Promise.reject(new DOMException('The user denied permission', 'InvalidStateError')),
      get: () => Promise.reject(new Error('no')),
      write: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
    };
    const queue = createUploadQueue(service.createClient(), { persist: { store: broken } });
    await queue.restore();
    queue.add([file(), new File(['b'], 'b.txt')]);
    await queue.whenIdle();
    expect(queue.getState().items.map((item) => item.status)).toEqual(['done', 'done']);
    expect(service.state.reports).toHaveLength(2);
    expect(warn.mock.calls.filter(([text]) => String(text).includes('chatbot-kit'))).toHaveLength(1);
  });

  it('writes a record only once this tab holds its lock, asking for one lock at a time however many files come', async () => {
    const requested: string[] = [];
    const grants: (() => void)[] = [];
    // Web Locks that grant only when the test says (jsdom has none).
    const locks = {
      request: (name: string, _options: unknown, hold: () => Promise<void>) => {
        requested.push(name);
        return new Promise((resolve) => grants.push(() => resolve(hold())));
      },
    };
    vi.stubGlobal('navigator', { onLine: true, locks });
    try {
      const { service, queueOf, records } = setup();
      const queue = queueOf(service.createClient());
      queue.add([file(), new File(['b'], 'b.txt'), new File(['c'], 'c.txt')]);
      await vi.waitFor(() => expect(requested).toHaveLength(1));
      // Not granted yet: nothing written, and no other lock asked for (a drop of 1,000 asks for one, not 1,000).
      expect(await records()).toEqual([]);
      expect(requested).toHaveLength(1);
      // The three records go in one batch, written once all three locks are held.
      grants[0]!();
      await vi.waitFor(() => expect(requested).toHaveLength(2));
      expect(await records()).toEqual([]);
      grants[1]!();
      await vi.waitFor(() => expect(requested).toHaveLength(3));
      expect(await records()).toEqual([]);
      grants[2]!();
      await vi.waitFor(async () => expect((await records()).map((record) => record.name)).toEqual(['notes.txt', 'b.txt', 'c.txt']));
      await queue.whenIdle();
      await vi.waitFor(async () => expect((await records()).map((record) => record.stage)).toEqual(['reported', 'reported', 'reported']));
      queue.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('writes a drop of 250 files in one write, and of a record changed during a write only its newest stage', async () => {
    const { service, store, queueOf } = setup();
    const writes: string[][] = [];
    let open = () => {};
    let gate = Promise.resolve();
    const counted: UploadRecordStore = {
      ...store,
      async write(changes) {
        writes.push(changes.put.map((record) => `${record.name}:${record.stage}`));
        await gate;
        return store.write(changes);
      },
    };
    // No URL is ever granted: each file stays at `queued`.
    const silent = { ...service.createClient(), getPreUploadUrl: () => new Promise<never>(() => {}) } as UploadClient;
    const drop = queueOf(silent, { persist: { store: counted, persistKey: 'batch-drop' } });
    drop.add(Array.from({ length: 250 }, (_, i) => new File(['x'], `f${i}.txt`)));
    await vi.waitFor(() => expect(writes.map((names) => names.length)).toEqual([250]));
    drop.destroy();

    writes.length = 0;
    gate = new Promise((resolve) => (open = resolve));
    const queue = queueOf(service.createClient(), { persist: { store: counted, persistKey: 'batch-one' } });
    queue.add([file()]);
    await queue.whenIdle();
    // The first write (queued) was still under way while the file was granted, stored and reported.
    expect(writes).toEqual([['notes.txt:queued']]);
    open();
    await vi.waitFor(() => expect(writes).toEqual([['notes.txt:queued'], ['notes.txt:reported']]));
    await vi.waitFor(async () => expect((await store.list()).find((record) => record.scope.endsWith(' batch-one'))?.stage).toBe('reported'));
  });

  it('reports a stored file only once its record says stored', async () => {
    const { service, store, queueOf } = setup();
    const events: string[] = [];
    let open = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    const counted: UploadRecordStore = {
      ...store,
      async write(changes) {
        const isStored = changes.put.some((record) => record.stage === 'stored');
        if (isStored) {
          events.push('record: writing stored');
          await held;
        }
        await store.write(changes);
        if (isStored) events.push('record: stored');
      },
    };
    const client = service.createClient();
    const reportUploadSuccess: UploadClient['reportUploadSuccess'] = (...args) => {
      events.push('report');
      return client.reportUploadSuccess(...args);
    };
    const queue = queueOf({ ...client, reportUploadSuccess } as UploadClient, { persist: { store: counted, persistKey: 'report-after-record' } });
    queue.add([file()]);
    await vi.waitFor(() => expect(events).toEqual(['record: writing stored']));
    open();
    await queue.whenIdle();
    expect(events).toEqual(['record: writing stored', 'record: stored', 'report']);
    expect(queue.getState().items[0]?.status).toBe('done');
    queue.destroy();
  });

  it('waits a second at most for a record that cannot be written, then reports, and the next files wait no more while it hangs', async () => {
    const { service, store, queueOf } = setup();
    const hung: UploadRecordStore = { ...store, write: () => new Promise<never>(() => {}) };
    // The queue's timers: none fires until the test runs it.
    const timers: { run: () => void; ms: number }[] = [];
    const clock = { now: () => Date.now(), setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }), clearTimeout: () => {} };
    const waits = () => timers.filter((timer) => timer.ms === 1000);
    const queue = queueOf(service.createClient(), { clock, persist: { store: hung, persistKey: 'hung' } });
    queue.add([file()]);
    await vi.waitFor(() => expect(waits()).toHaveLength(1));
    expect(countOps(service, 'reportUploadSuccess')).toBe(0);
    waits()[0]!.run();
    await queue.whenIdle();
    expect(countOps(service, 'reportUploadSuccess')).toBe(1);
    expect(queue.getState().items[0]?.status).toBe('done');
    // The store still hangs: two more files are reported without a second's wait each.
    queue.add([new File(['b'], 'b.txt'), new File(['c'], 'c.txt')]);
    await queue.whenIdle();
    expect(countOps(service, 'reportUploadSuccess')).toBe(3);
    expect(waits()).toHaveLength(1);
    queue.destroy();
  });

  it('keeps no record of a file once it is removed: after 1,000 files uploaded and removed, the record is empty', async () => {
    const { service, queueOf, records } = setup();
    const queue = queueOf(service.createClient());
    queue.add(Array.from({ length: 1000 }, (_, i) => new File([String(i)], `bulk-${i}.txt`)));
    await queue.whenIdle();
    expect(service.state.reports).toHaveLength(1000);
    await vi.waitFor(async () => expect((await records()).filter((record) => record.stage === 'reported')).toHaveLength(1000));
    queue.clear();
    expect(queue.getState().items).toEqual([]);
    await vi.waitFor(async () => expect(await records()).toEqual([]));
    queue.destroy();
  });

  it('holds in memory only the files still listed: 1,000 files uploaded and removed leave none', async () => {
    const store = openRecordStore();
    const journal = createUploadJournal('/memory', { persist: { store } }, () => Date.now(), SYSTEM_CLOCK)!;
    const items = Array.from({ length: 1000 }, (_, i) => makeUploadItem('queued', { name: `m${i}.txt` }));
    for (const item of items) journal.note(item, 'added');
    expect(journal.held()).toBe(1000);
    for (const item of items) journal.note(makeUploadItem('done', { name: item.name }), 'done');
    await vi.waitFor(async () => expect((await store.list()).filter((record) => record.scope === '/memory ')).toHaveLength(1000));
    expect(journal.held()).toBe(1000);
    for (const item of items.slice(0, 600)) journal.note(item, 'removed');
    expect(journal.held()).toBe(400);
    for (const item of items.slice(600)) journal.note(item, 'removed');
    expect(journal.held()).toBe(0);
    await vi.waitFor(async () => expect((await store.list()).filter((record) => record.scope === '/memory ')).toEqual([]));
    journal.destroy();
  });

  it('is off in createUploadQueue unless asked, and off without IndexedDB', async () => {
    const service = createFakeChatbotService();
    const store: UploadRecordStore = { list: vi.fn(), get: vi.fn(), write: vi.fn() };
    const queue = createUploadQueue(service.createClient());
    queue.add([file()]);
    await queue.whenIdle();
    expect(store.write).not.toHaveBeenCalled();
    const saved = globalThis.indexedDB;
    vi.stubGlobal('indexedDB', undefined);
    try {
      const offline = createUploadQueue(service.createClient(), { persist: true });
      await expect(offline.restore()).resolves.toBeUndefined();
    } finally {
      vi.stubGlobal('indexedDB', saved);
    }
  });
});

describe('planReconcile', () => {
  const at = 10 * 86_400_000;
  const record = (id: string, stage: StoredUploadRecord['stage'], ageMs: number, scope = 'a'): StoredUploadRecord => ({
    id,
    scope,
    name: id,
    size: 1,
    type: '',
    lastModified: 0,
    stage,
    fileStoreId: null,
    createdAt: at - ageMs,
    updatedAt: at - ageMs,
  });
  it('drops reported records after a day and unfinished ones after a week, only in its own scope', () => {
    const plan = planReconcile(
      [
        record('done-new', 'reported', 3_600_000),
        record('done-old', 'reported', 2 * 86_400_000),
        record('stored-new', 'stored', 6 * 86_400_000),
        record('queued-old', 'queued', 8 * 86_400_000),
        record('other-scope', 'stored', 0, 'b'),
      ],
      { scope: 'a', now: at, doneTtlMs: 86_400_000, staleTtlMs: 7 * 86_400_000 },
    );
    expect(plan).toEqual({ expired: ['done-old', 'queued-old'], unfinished: ['stored-new'], superseded: [] });
  });
  it('lists the records to restore in the order their ids sort: the order their files were added', () => {
    // An id starts with the clock in base 36, one more for each file added within one reading.
    const plan = planReconcile(
      [
        record('mwyyv34f-pq403t91', 'stored', 1000),
        record('mwyyv34e-zz403t91', 'granted', 1000),
        record('mwyyv34g-aa403t91', 'queued', 1000),
        record('mwyyv33m-0q5ebphi', 'stored', 60_000),
      ],
      { scope: 'a', now: at, doneTtlMs: 86_400_000, staleTtlMs: 7 * 86_400_000 },
    );
    expect(plan.unfinished).toEqual(['mwyyv33m-0q5ebphi', 'mwyyv34e-zz403t91', 'mwyyv34f-pq403t91', 'mwyyv34g-aa403t91']);
  });
  it('marks as superseded an unfinished record whose file a newer record reported', () => {
    const sameFile = (id: string, stage: StoredUploadRecord['stage']) => ({ ...record(id, stage, 1000), name: 'a.pdf', size: 5 });
    const plan = planReconcile(
      [
        { ...sameFile('m0-other-date', 'granted'), lastModified: 7 },
        sameFile('m1-granted', 'granted'),
        sameFile('m1-stored', 'stored'),
        sameFile('m2-reported', 'reported'),
        sameFile('m3-queued', 'queued'),
      ],
      { scope: 'a', now: at, doneTtlMs: 86_400_000, staleTtlMs: 7 * 86_400_000 },
    );
    expect(plan.unfinished).toEqual(['m0-other-date', 'm1-granted', 'm1-stored', 'm3-queued']);
    expect(plan.superseded).toEqual(['m1-granted', 'm1-stored']);
  });
});
