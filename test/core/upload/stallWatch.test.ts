// The stall watch judges the sending of the bytes; storage's answer after the
// last byte is waited for however long it takes (docs/decisions/0051).
// The bytes themselves are tested in Chromium: test/browser/slowStorageAnswer.test.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadQueue, UploadStalledError, type UploadQueueOptions } from 'chatbot-kit/core';
import { createScriptedClient, fileOf } from './helpers/scriptedClient';

/** Lets pending promise callbacks run (fake timers are on). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A queue on a scripted client, its one file of `size` bytes through its URL to its PUT under way. */
async function putUnderWay(size: number, options: UploadQueueOptions = {}) {
  const script = createScriptedClient();
  const queue = createUploadQueue(script.client, options);
  queue.add([fileOf('a.bin', size)]);
  await settle();
  script.pending('request').grant();
  await settle();
  return { ...script, queue, item: () => queue.getState().items[0]!, put: script.pending('put') };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the stall watch after the last byte', () => {
  it('waits minutes for the answer to a PUT whose bytes were all sent, then reports the file once', async () => {
    const { put, puts, pending, item } = await putUnderWay(100);
    put.progress(40); // the watch starts here
    await vi.advanceTimersByTimeAsync(10_000);
    put.progress(100); // every byte sent: storage is writing the file
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(put.signal?.aborted).toBe(false);
    expect(item().status).toBe('uploading');
    put.ok();
    await settle();
    pending('report').ok();
    await settle();
    expect(item().status).toBe('done');
    expect(puts()).toHaveLength(1);
  });

  it('still aborts a PUT whose bytes stop short of the end', async () => {
    const { put, item } = await putUnderWay(100);
    put.progress(40);
    await vi.advanceTimersByTimeAsync(10_000);
    put.progress(99);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(put.signal?.aborted).toBe(true);
    expect(item().error).toBeInstanceOf(UploadStalledError);
  });
});
