// The upload engine (issue 3) in real Chromium, over real HTTP, against the
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
import { browserClient, bandwidth, failNext, fakeServer, fakeState } from './fakeControl';
import { knownFile, sha256Hex } from './knownBytes';

const MB = 1024 * 1024;

/**
 * A queue on the real client with its first item's history recorded. Nothing
 * here waits for an animation frame (under load none may come before
 * `whenIdle`): notifications are synchronous (`scheduleFrame: 'sync'`), so
 * `history` holds every state, and `events` come from `subscribeEvents`.
 */
function recordedQueue(options: UploadQueueOptions = {}) {
  const queue = createUploadQueue(browserClient(), { retry: { baseDelayMs: 200 }, scheduleFrame: 'sync', ...options });
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
    // ~2.5 s for 20 MB: at 40 MB/s loopback socket buffers swallowed most of the
    // body at once and a clean-clone run saw only 2 intermediate values.
    await bandwidth(8 * MB);
    const file = knownFile(20 * MB, 'twenty.bin');
    const { queue, history, item } = recordedQueue();
    queue.add([file]);
    await queue.whenIdle();

    expect(item()).toMatchObject({ status: 'done', progress: { percent: 100 } });
    const percents = history.filter((i) => i.status === 'uploading').map((i) => i.progress.percent);
    expect(new Set(percents.filter((p) => p > 0 && p < 100)).size).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < percents.length; i++) expect(percents[i]!).toBeGreaterThanOrEqual(percents[i - 1]!);
    expect(history.some((i) => i.status === 'uploading' && i.progress.bytesPerSecond !== null)).toBe(true);

    const state = await fakeState();
    expect(state.objects).toHaveLength(1);
    expect(state.objects[0]).toMatchObject({ fileStoreId: item().fileStoreId, size: 20 * MB, sha256: await sha256Hex(file) });
    expect(state.reports).toEqual([item().fileStoreId]);
    queue.destroy();
  });

  it('cancel mid-PUT aborts the upload and makes no report', async () => {
    await bandwidth(2 * MB); // 10 MB take ~5 s: plenty of time to cancel
    const { queue, item } = recordedQueue();
    queue.add([knownFile(10 * MB, 'cancel-me.bin')]);
    await waitFor(() => expect(item().progress.loaded).toBeGreaterThan(0), { timeout: 10_000 });
    expect(queue.cancel(item().id)).toBe(true);
    expect(item().status).toBe('canceled');
    // A second file through the same queue and server is the barrier: once it
    // is reported, anything the canceled file could still have sent was seen.
    await bandwidth(64 * MB);
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
    // Chromium itself retries a PUT once when a reused keep-alive connection is
    // reset, so the drop is queued twice: the engine sees at least one failure.
    await failNext('putFile', { type: 'dropConnection', afterBytes: MB }, 2);
    const file = knownFile(4 * MB, 'dropped.bin');
    const { queue, item, events } = recordedQueue();
    queue.add([file]);
    await queue.whenIdle();

    expect(item().status).toBe('done');
    const retried = events.flatMap((e) => (e.type === 'retrying' ? [`${e.step} ${e.item.status}: ${e.error.code}`] : []));
    // The failed try was retried by the engine, never shown as a failure.
    expect(retried.length).toBeGreaterThanOrEqual(1);
    expect(retried.every((r) => r === 'put uploading: NETWORK')).toBe(true);
    const state = await fakeState();
    const puts = state.requests.filter((r) => r.operation === 'putFile' && r.method === 'PUT').length;
    expect(puts).toBeGreaterThanOrEqual(2);
    expect(puts).toBeLessThanOrEqual(4);
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
    await bandwidth(4 * MB); // ~2.5 s for 10 MB, so the bar moves in steps a user sees
    render(<UploadDropzone client={browserClient()} />);
    const transfer = new DataTransfer();
    transfer.items.add(knownFile(10 * MB, 'dropped-in-zone.bin'));
    screen.getByRole('group', { name: 'File upload' }).dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );

    const bar = await screen.findByRole('progressbar', { name: 'dropped-in-zone.bin' }, { timeout: 5000 });
    const values: number[] = [];
    const observer = new MutationObserver(() => values.push(Number(bar.getAttribute('aria-valuenow'))));
    observer.observe(bar, { attributes: true, attributeFilter: ['aria-valuenow'] });
    await screen.findByText('Uploaded', {}, { timeout: 20_000 });
    observer.disconnect();

    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(values.filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2);
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
