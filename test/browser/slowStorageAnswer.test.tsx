// A storage that takes its time to answer a PUT whose bytes it has all read,
// in real Chromium over real HTTP (docs/decisions/0008): the stall watch
// judges the sending of the bytes, not the wait for storage's answer.
import { describe, expect, it } from 'vitest';
import { createUploadQueue, type UploadQueueEvent } from 'chatbot-kit/core';
import { bandwidth, browserClient, fakeState, pauseStorage, resumeStorage } from './fakeControl';
import { knownFile, sha256Hex } from './knownBytes';

const MB = 1024 * 1024;
const STALL_MS = 300;

describe('the stall watch in Chromium over real HTTP', () => {
  it('waits for a slow answer to a PUT whose bytes were all sent: one PUT, then the report', async () => {
    // Read at 16 MB/s, the 8 MB body is sent with progress part-way (so the
    // watch starts); storage then holds its answer once it has read the whole body.
    const file = knownFile(8 * MB, 'slow-answer.bin');
    await bandwidth(16 * MB);
    await pauseStorage(file.size);
    const queue = createUploadQueue(browserClient(), { stallTimeoutMs: STALL_MS, retry: { baseDelayMs: 100 }, scheduleFrame: 'sync' });
    const loaded: number[] = [];
    const events: UploadQueueEvent[] = [];
    queue.subscribe(() => {
      const item = queue.getState().items[0];
      if (item?.status === 'uploading') loaded.push(item.progress.loaded);
    });
    queue.subscribeEvents((event) => events.push(event));
    const allSent = new Promise<void>((resolve) => {
      queue.subscribe(() => {
        if (queue.getState().items[0]?.progress.loaded === file.size) resolve();
      });
    });
    const [added] = queue.add([file]).accepted;
    await allSent;
    expect(loaded.some((bytes) => bytes > 0 && bytes < file.size)).toBe(true);

    // Storage keeps its answer for ten stall windows after the last byte went out.
    await new Promise((resolve) => setTimeout(resolve, 10 * STALL_MS));
    await bandwidth(0);
    await resumeStorage();
    await queue.whenIdle();

    const item = queue.getItem(added!.id)!;
    expect(item.status).toBe('done');
    expect(events.filter((event) => event.type === 'retrying')).toEqual([]);
    const state = await fakeState();
    expect(state.requests.filter((r) => r.operation === 'putFile' && r.method === 'PUT')).toHaveLength(1);
    expect(state.objects).toHaveLength(1);
    expect(state.objects[0]).toMatchObject({ fileStoreId: item.fileStoreId, size: file.size, sha256: await sha256Hex(file), putCount: 1 });
    expect(state.reports).toEqual([item.fileStoreId]);
    queue.destroy();
  });
});
