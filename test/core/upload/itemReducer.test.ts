import { describe, expect, it } from 'vitest';
import { NetworkError, UploadUrlExpiredError } from 'chatbot-kit/core';
import { STEP_STATUS } from '../../../src/core/contract/uploadSteps';
import { createUploadRecord, itemReducer, type UploadAction, type UploadRecord } from '../../../src/core/upload/itemReducer';
import { isUnderWay } from '../../../src/core/upload/summarizeQueue';
import { fileOf } from './helpers/scriptedClient';

const file = fileOf('a.bin', 1000);
/** The record after `action`, as the queue lays the reducer's changes over it. */
const reduce = (record: UploadRecord, action: UploadAction, at: number): UploadRecord => ({ ...record, ...itemReducer(record, action, at) });
/** The actions one second apart: the first at 0 ms, the next at 1000 ms, … */
const run = (...actions: UploadAction[]): UploadRecord =>
  actions.reduce((record, action, i) => reduce(record, action, i * 1000), createUploadRecord('id-1', file, 0));
const network = new NetworkError('PUT to storage');

describe('itemReducer (the one place an item changes)', () => {
  it('walks the three steps, keeping the FileStoreId in one field', () => {
    const record = run(
      { type: 'step', step: 'request' },
      { type: 'granted', fileStoreId: '7' },
      { type: 'step', step: 'put' },
      { type: 'progress', loaded: 400 },
    );
    // 400 bytes in the second since the PUT started: 400 B/s, 600 bytes left.
    expect(record.item).toMatchObject({ status: 'uploading', fileStoreId: '7', isStored: false, attempt: 1, progress: { percent: 40, bytesPerSecond: 400, etaSeconds: 2 } });
    expect(record).toMatchObject({ isPutting: true, sent: 400 });
    const stored = run({ type: 'step', step: 'request' }, { type: 'granted', fileStoreId: '7' }, { type: 'step', step: 'put' }, { type: 'stored' }, { type: 'step', step: 'report' }, { type: 'done' });
    expect(stored.item).toMatchObject({ status: 'done', fileStoreId: '7', isStored: true, progress: { percent: 100 } });
    expect(stored.isPutting).toBe(false);
  });

  it('shows each step\'s own status while it runs, and counts as under way there, queued, and nowhere else', () => {
    const granted = run({ type: 'step', step: 'request' }, { type: 'granted', fileStoreId: '7' });
    const statuses = (['request', 'put', 'report'] as const).map((step) => reduce(granted, { type: 'step', step }, 0).item);
    expect(statuses.map((item) => item.status)).toEqual(['requesting', 'uploading', 'reporting']);
    expect(statuses.map((item) => item.status)).toEqual(Object.values(STEP_STATUS));
    expect(statuses.every(isUnderWay)).toBe(true);
    expect(isUnderWay(run().item)).toBe(true);
    const settled = [run({ type: 'canceled' }), run({ type: 'failed', error: network }), reduce(granted, { type: 'done' }, 0)];
    expect(settled.map((record) => [record.item.status, isUnderWay(record.item)])).toEqual([
      ['canceled', false],
      ['error', false],
      ['done', false],
    ]);
  });

  it('counts retries per step: attempt follows the failures of the step that starts', () => {
    const record = run(
      { type: 'step', step: 'put' },
      { type: 'retrying', step: 'put', error: network, delayMs: 500 },
    );
    expect(record.item).toMatchObject({ attempt: 1, nextRetryAt: 1500, error: network });
    const again = reduce(reduce(record, { type: 'retry-due' }, 1500), { type: 'step', step: 'put' }, 1500);
    expect(again.item).toMatchObject({ attempt: 2, nextRetryAt: null });
    expect(reduce(again, { type: 'step', step: 'report' }, 2000).item.attempt).toBe(1);
  });

  it('never lets progress go backwards when a retried PUT restarts at 0', () => {
    const record = run({ type: 'step', step: 'put' }, { type: 'progress', loaded: 600 }, { type: 'put-failed' }, { type: 'step', step: 'put' }, { type: 'progress', loaded: 100 });
    expect(record.item.progress.loaded).toBe(600);
    expect(record.sent).toBe(100);
  });

  it('smooths the speed over windows of at least 250 ms, and keeps it across PUTs', () => {
    const at = (record: UploadRecord, action: UploadAction, ms: number) => reduce(record, action, ms);
    let record = at(createUploadRecord('id-1', file, 0), { type: 'step', step: 'put' }, 0);
    record = at(record, { type: 'progress', loaded: 100 }, 100); // a burst: too soon to judge
    expect(record.item.progress).toMatchObject({ loaded: 100, bytesPerSecond: null, etaSeconds: null });
    record = at(record, { type: 'progress', loaded: 500 }, 500);
    expect(record.item.progress).toMatchObject({ bytesPerSecond: 1000, etaSeconds: 1 });
    record = at(record, { type: 'progress', loaded: 600 }, 1000); // slower: the average moves part-way
    const smoothed = record.item.progress.bytesPerSecond!;
    expect(smoothed).toBeGreaterThan(200);
    expect(smoothed).toBeLessThan(1000);
    // A failed PUT shows no speed; the next starts a new window from 0 bytes, with the speed kept.
    record = at(at(record, { type: 'put-failed' }, 1100), { type: 'step', step: 'put' }, 2000);
    expect(record.item.progress.bytesPerSecond).toBeNull();
    record = at(record, { type: 'progress', loaded: 100 }, 2100);
    expect(record.item.progress).toMatchObject({ loaded: 600, bytesPerSecond: smoothed });
  });

  it('drops the FileStoreId with its expired URL', () => {
    const expired = new UploadUrlExpiredError(403);
    const record = run({ type: 'step', step: 'request' }, { type: 'granted', fileStoreId: '7' }, { type: 'url-refreshed', error: expired });
    expect(record.item).toMatchObject({ fileStoreId: null, urlRefreshes: 1, error: expired });
  });

  it('derives canCancel, canRetry and canRemove from status and storage', () => {
    // On its way: remove() would cancel it and drop it.
    expect(run().item).toMatchObject({ canCancel: true, canRetry: false, canRemove: true });
    const reporting = run({ type: 'step', step: 'put' }, { type: 'granted', fileStoreId: '7' }, { type: 'stored' }, { type: 'step', step: 'report' });
    expect(reporting.item).toMatchObject({ canCancel: false, canRetry: false, canRemove: false });
    const failed = reduce(reporting, { type: 'failed', error: network }, 0);
    expect(failed.item).toMatchObject({ canCancel: false, canRetry: true, canRemove: true });
    // A stored file restarts at its report, with the same id and fresh counts.
    expect(reduce(failed, { type: 'restarted' }, 0).item).toMatchObject({ status: 'reporting', fileStoreId: '7', attempt: 0, error: null });
    expect(reduce(run({ type: 'canceled' }), { type: 'restarted' }, 0).item).toMatchObject({ status: 'queued', fileStoreId: null });
  });

  it('returns frozen items and never changes the record it was given', () => {
    const before = run();
    const after = reduce(before, { type: 'step', step: 'request' }, 0);
    expect(before.item.status).toBe('queued');
    expect(Object.isFrozen(after.item)).toBe(true);
  });

  it('a progress event (its own quick path) gives a new frozen item with the same flags, and leaves the old one', () => {
    const uploading = run({ type: 'step', step: 'request' }, { type: 'granted', fileStoreId: '7' }, { type: 'step', step: 'put' });
    const after = reduce(uploading, { type: 'progress', loaded: 250 }, 2000);
    expect(after.item).not.toBe(uploading.item);
    expect(Object.isFrozen(after.item)).toBe(true);
    expect(after.item).toEqual({ ...uploading.item, progress: expect.objectContaining({ loaded: 250, percent: 25 }) });
    expect(after.item).toMatchObject({ canCancel: true, canRetry: false, canRemove: true, status: 'uploading' });
    expect(uploading.item.progress.loaded).toBe(0);
    expect(after).toMatchObject({ sent: 250, isPutting: true, failures: uploading.failures });
  });
});
