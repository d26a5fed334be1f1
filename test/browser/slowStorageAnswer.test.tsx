// A storage that takes its time to answer a PUT whose bytes it has all read,
// in real Chromium over real HTTP (docs/decisions/0008): the stall watch
// judges the sending of the bytes, not the wait for storage's answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadQueue, type UploadQueueEvent } from 'chatbot-kit/core';
import { bandwidth, browserClient, fakeState, pauseStorage, resumeStorage } from './fakeControl';
import { knownFile, sha256Hex } from './knownBytes';

const MB = 1024 * 1024;
const STALL_MS = 300;

afterEach(() => vi.useRealTimers());

describe('the stall watch in Chromium over real HTTP', () => {
  it('waits for a slow answer to a PUT whose bytes were all sent: one PUT, then the report', async () => {
    // Read at 16 MB/s, the 8 MB body is sent with progress part-way (so the
    // watch starts); storage then holds its answer once it has read the whole body.
    const file = knownFile(8 * MB, 'slow-answer.bin');
    await bandwidth(16 * MB);
    await pauseStorage(file.size);
    // The queue's timers and clock are fake: the bytes go in real time, the
    // stall watch's windows pass only when the test moves the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queue = createUploadQueue(browserClient(), { stallTimeoutMs: STALL_MS, retry: { baseDelayMs: 100 } });
    const loaded: number[] = [];
    const events: UploadQueueEvent[] = [];
    queue.subscribeEvents((event) => events.push(event));
    const [added] = queue.add([file]).accepted;
    // vi.waitFor moves the fake clock by its interval at each look: about as fast as real time.
    await vi.waitFor(
      () => {
        const item = queue.getItem(added!.id)!;
        if (item.status === 'uploading') loaded.push(item.progress.loaded);
        expect(item.progress.loaded).toBe(file.size);
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(loaded.some((bytes) => bytes > 0 && bytes < file.size)).toBe(true);

    // Storage keeps its answer for ten stall windows after the last byte went out:
    // a watch still on would abort the PUT and send it again.
    await vi.advanceTimersByTimeAsync(10 * STALL_MS);
    vi.useRealTimers();
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
