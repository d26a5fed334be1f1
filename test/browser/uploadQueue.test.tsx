// The upload engine in real Chromium, over real HTTP, against the
// fake server of globalSetup.ts: XHR progress, aborts, dropped connections,
// expired URLs and failed reports can only be tested here (docs/decisions/0008).
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ChatbotProvider, UploadDropzone } from 'chatbot-kit';
import {
  createUploadQueue,
  type UploadItem,
  type UploadQueueEvent,
  type UploadQueueOptions,
} from 'chatbot-kit/core';
import {
  bandwidth,
  browserClient,
  clearFaults,
  failNext,
  fakeServer,
  fakeState,
  pauseStorage,
  resumeStorage,
} from './fakeControl';
import { knownFile, sha256Hex } from './knownBytes';

const MB = 1024 * 1024;

/**
 * A queue on the real client with its first item's history recorded:
 * `history` holds the item at each notification (at most one per 33 ms), and
 * `events` come from `subscribeEvents`. Nothing waits for a notification.
 */
function recordedQueue(options: UploadQueueOptions = {}) {
  const queue = createUploadQueue(browserClient(), { retry: { baseDelayMs: 200 }, ...options });
  const history: UploadItem[] = [];
  const events: UploadQueueEvent[] = [];
  queue.subscribe(() => {
    const item = queue.getState().items[0];
    if (item) history.push(item);
  });
  queue.subscribeEvents((event) => events.push(event));
  return { queue, history, events, item: () => queue.getState().items[0]! };
}

describe('createUploadQueue in Chromium over real HTTP', () => {
  it('shows progress rising through the PUT and ends uploaded, with the bytes intact', async () => {
    // Storage holds the body after 1 MB, so the upload is seen in progress
    // whatever the socket buffers take; 8 MB/s before the hold gives the speed
    // samples. 48 MB is more than any loopback buffer holds.
    await bandwidth(8 * MB);
    await pauseStorage(MB);
    const file = knownFile(48 * MB, 'forty-eight.bin');
    const { queue, history, item } = recordedQueue();
    queue.add([file]);
    await waitFor(() => expect(item().progress.percent).toBeGreaterThan(0), { timeout: 20_000 });
    const held = item().progress.percent;
    expect(held).toBeLessThan(100);
    expect(item().status).toBe('uploading');
    await bandwidth(0);
    await resumeStorage();
    await queue.whenIdle();

    expect(item()).toMatchObject({ status: 'done', progress: { percent: 100 } });
    const percents = history.filter((i) => i.status === 'uploading').map((i) => i.progress.percent);
    expect(percents).toContain(held);
    for (let i = 1; i < percents.length; i++) expect(percents[i]!).toBeGreaterThanOrEqual(percents[i - 1]!);
    expect(history.some((i) => i.status === 'uploading' && i.progress.bytesPerSecond !== null)).toBe(true);

    const state = await fakeState();
    expect(state.objects).toHaveLength(1);
    expect(state.objects[0]).toMatchObject({ fileStoreId: item().fileStoreId, size: 48 * MB, sha256: await sha256Hex(file) });
    expect(state.reports).toEqual([item().fileStoreId]);
    queue.destroy();
  });

  it('cancel mid-PUT aborts the upload and makes no report', async () => {
    await pauseStorage(MB); // storage holds the body: the PUT is in flight until canceled
    const { queue, item } = recordedQueue();
    queue.add([knownFile(48 * MB, 'cancel-me.bin')]);
    await waitFor(() => expect(item().progress.loaded).toBeGreaterThan(0), { timeout: 20_000 });
    expect(queue.cancel(item().id)).toBe(true);
    expect(item().status).toBe('canceled');
    // A second file through the same queue and server is the barrier: once it
    // is reported, anything the canceled file could still have sent was seen.
    await resumeStorage();
    const [after] = queue.add([knownFile(1024, 'after.bin')]).accepted;
    await queue.whenIdle();
    const second = queue.getItem(after!.id)!;
    expect(second.status).toBe('done');

    const state = await fakeState();
    expect(state.reports).toEqual([second.fileStoreId]);
    expect(state.objects.map((o) => o.fileStoreId)).toEqual([second.fileStoreId]);
    expect(state.requests.filter((r) => r.operation === 'reportUploadSuccess')).toHaveLength(1);
    queue.destroy();
  });

  it('retries a PUT whose connection dropped mid-body, and the stored bytes are identical', async () => {
    // Chromium resends a PUT on its own when a reused keep-alive connection is
    // reset, as often as it has idle connections, and the page never hears of
    // it. So drops stay queued until the engine has seen one, then are cleared.
    await failNext('putFile', { type: 'dropConnection', afterBytes: MB }, 20);
    const file = knownFile(4 * MB, 'dropped.bin');
    const { queue, item, events } = recordedQueue({ retry: { baseDelayMs: 200, attempts: 10 } });
    const sawRetry = new Promise<void>((resolve) => queue.subscribeEvents((e) => e.type === 'retrying' && resolve()));
    queue.add([file]);
    await sawRetry;
    await clearFaults('putFile');
    await queue.whenIdle();

    expect(item().status).toBe('done');
    const retried = events.flatMap((e) => (e.type === 'retrying' ? [`${e.step} ${e.item.status}: ${e.error.code}`] : []));
    // Each failed try was retried by the engine, never shown as a failure.
    expect(retried.length).toBeGreaterThanOrEqual(1);
    expect(retried.every((r) => r === 'put uploading: NETWORK')).toBe(true);
    expect(events.some((e) => e.type === 'failed')).toBe(false);
    const state = await fakeState();
    const puts = state.requests.filter((r) => r.operation === 'putFile' && r.method === 'PUT').length;
    expect(puts).toBeGreaterThanOrEqual(2);
    expect(state.objects).toHaveLength(1);
    expect(state.objects[0]).toMatchObject({ size: file.size, sha256: await sha256Hex(file), putCount: 1 });
    expect(state.reports).toEqual([item().fileStoreId]);
    queue.destroy();
  });

  it('replaces an expired URL with a fresh one and reports only the fresh FileStoreId', async () => {
    await failNext('putFile', { type: 'expired' });
    const { queue, events, item } = recordedQueue();
    queue.add([knownFile(64 * 1024, 'expired.bin')]);
    await queue.whenIdle();

    // Read from events, which never wait for a frame (the flaky version read frame-batched notifications).
    const putTo = events.flatMap((e) => (e.type === 'step' && e.step === 'put' ? [e.item.fileStoreId] : []));
    expect(putTo).toEqual(['34317', '34318']);
    expect(events.filter((e) => e.type === 'url-refreshed')).toHaveLength(1);
    expect(item()).toMatchObject({ status: 'done', fileStoreId: '34318', urlRefreshes: 1 });
    const state = await fakeState();
    expect(state.reports).toEqual(['34318']);
    expect(state.objects.map((o) => o.fileStoreId)).toEqual(['34318']);
    expect(state.requests.filter((r) => r.operation === 'getPreUploadUrl')).toHaveLength(2);
    queue.destroy();
  });

  it('after two report answers of 503, the file was PUT exactly once and reported once', async () => {
    await failNext('reportUploadSuccess', { type: 'http', status: 503 }, 2);
    const { queue, item } = recordedQueue();
    queue.add([knownFile(256 * 1024, 'report.bin')]);
    await queue.whenIdle();

    expect(item()).toMatchObject({ status: 'done', attempt: 3 });
    const state = await fakeState();
    expect(state.requests.filter((r) => r.operation === 'putFile' && r.method === 'PUT')).toHaveLength(1);
    expect(state.objects[0]!.putCount).toBe(1);
    expect(state.requests.filter((r) => r.operation === 'reportUploadSuccess')).toHaveLength(3);
    expect(state.reports).toEqual([item().fileStoreId]);
    queue.destroy();
  });
});

describe('<UploadDropzone> in Chromium over real HTTP', () => {
  it("moves a dropped file's progress bar up to 100 and says Uploaded", async () => {
    await pauseStorage(MB); // the bar stops short of 100 until storage reads on
    render(<UploadDropzone client={browserClient()} />);
    const transfer = new DataTransfer();
    transfer.items.add(knownFile(48 * MB, 'dropped-in-zone.bin'));
    screen.getByRole('group', { name: 'File upload' }).dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );

    const bar = await screen.findByRole('progressbar', { name: 'dropped-in-zone.bin' }, { timeout: 5000 });
    const values: number[] = [];
    const observer = new MutationObserver(() => values.push(Number(bar.getAttribute('aria-valuenow'))));
    observer.observe(bar, { attributes: true, attributeFilter: ['aria-valuenow'] });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0), { timeout: 20_000 });
    const held = Number(bar.getAttribute('aria-valuenow'));
    expect(held).toBeLessThan(100);
    // Read in the same task: the bar's value text, its width and the phase label move with it.
    expect(bar.getAttribute('aria-valuetext')).toMatch(new RegExp(`^Uploading ${held}%, `));
    expect(bar.style.getPropertyValue('--ck-upload-progress')).toBe(`${held}%`);
    expect(bar.closest('li')!.querySelector('[data-part="status"]')).toHaveTextContent(`Uploading ${held}%`);
    expect(screen.queryByText('Uploaded')).toBeNull();
    await resumeStorage();
    await screen.findByText('Uploaded', {}, { timeout: 20_000 });
    observer.disconnect();

    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(values.some((v) => v > 0 && v < 100)).toBe(true);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    const state = await fakeState();
    expect(state.reports).toHaveLength(1);
  });

  it('uploads under <ChatbotProvider> with no QueryClient anywhere: the upload path needs no react-query', async () => {
    render(
      <ChatbotProvider baseUrl={fakeServer.url} secretKey={fakeServer.secretKey} dangerouslyAllowBrowser>
        <UploadDropzone />
      </ChatbotProvider>,
    );
    const transfer = new DataTransfer();
    transfer.items.add(knownFile(64 * 1024, 'no-query-client.bin'));
    screen.getByRole('group', { name: 'File upload' }).dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );
    await screen.findByText('Uploaded', {}, { timeout: 20_000 });
    const state = await fakeState();
    const stored = state.objects.find((o) => o.fileName === 'no-query-client.bin');
    expect(stored?.size).toBe(64 * 1024);
    expect(state.reports).toContain(stored!.fileStoreId);
  });

  it('takes a file chosen in the picker (the real input, set by Playwright), with no QueryClient anywhere', async () => {
    render(
      <ChatbotProvider baseUrl={fakeServer.url} secretKey={fakeServer.secretKey} dangerouslyAllowBrowser>
        <UploadDropzone />
      </ChatbotProvider>,
    );
    const input = screen.getByRole('group', { name: 'File upload' }).querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, knownFile(32 * 1024, 'chosen-in-picker.bin'));
    await screen.findByText('Uploaded', {}, { timeout: 20_000 });
    const state = await fakeState();
    const stored = state.objects.find((o) => o.fileName === 'chosen-in-picker.bin');
    expect(stored?.size).toBe(32 * 1024);
    expect(state.reports).toEqual([stored!.fileStoreId]);
  });
});
