// Durable uploads in real Chromium over real HTTP: real IndexedDB, real Web
// Locks, the fake server of globalSetup.ts. A reload is what it is to the
// durable record: the page's queue goes away mid-flight (its aborts send
// nothing more; a closing tab sends nothing either) and a new queue of the
// same scope mounts and restores. Two "tabs" are two queues of one origin:
// Web Locks are per origin, so they contend exactly as two tabs do.
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatbotProvider, UploadDropzone } from 'chatbot-kit';
import { createUploadQueue, type UploadClient, type UploadQueueOptions } from 'chatbot-kit/core';
import { openRecordStore } from '../../src/core/upload/persist/openRecordStore';
import { browserClient, fakeState, pauseStorage, resumeStorage } from './fakeControl';

const MB = 1024 * 1024;
let keyCount = 0;


/** The page goes away before the report is sent: this client's report never leaves. */
function withoutReport(client: UploadClient): UploadClient {
  return {
    ...client,
    reportUploadSuccess: (_body, options) =>
      new Promise<never>((_, reject) => options?.signal?.addEventListener('abort', () => reject(options.signal!.reason))),
  };
}

function setup() {
  const persistKey = `durable-${++keyCount}`;
  const store = openRecordStore();
  const queueOf = (client: UploadClient, options: UploadQueueOptions = {}) =>
    createUploadQueue(client, { persist: { persistKey }, ...options });
  const stageOf = async () => (await store.list()).find((record) => record.scope.endsWith(` ${persistKey}`))?.stage;
  return { persistKey, queueOf, stageOf };
}

/** A first visit that stored `file` and was left before its report. */
async function storedThenLeft(setupResult: ReturnType<typeof setup>, file: File) {
  const first = setupResult.queueOf(withoutReport(browserClient()));
  first.add([file]);
  await expect.poll(setupResult.stageOf, { timeout: 20_000 }).toBe('stored');
  const fileStoreId = first.getState().items[0]!.fileStoreId!;
  first.destroy();
  return fileStoreId;
}

/**
 * A first visit whose PUT of a 48 MB file named `name` is in flight, its record granted.
 * Storage holds the body after 1 MB, so the PUT is still in flight when the page is
 * left. Storage cannot see the abort while it is not reading; 48 MB is more than
 * the socket buffers hold, so the cut body never completes later.
 */
async function putInFlight(setupResult: ReturnType<typeof setup>, name: string) {
  await pauseStorage(MB);
  const file = new File([new Uint8Array(48 * MB)], name, { lastModified: 1_700_000_000_000 });
  const queue = setupResult.queueOf(browserClient());
  queue.add([file]);
  await expect.poll(() => queue.getState().items[0]!.progress.loaded, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(setupResult.stageOf).toBe('granted');
  return { file, queue };
}

async function reportsOf(fileStoreId: string) {
  const state = await fakeState();
  return {
    reports: state.reports.filter((id) => id === fileStoreId).length,
    puts: state.objects.find((object) => object.fileStoreId === fileStoreId)?.putCount ?? 0,
  };
}

describe('durable uploads in Chromium over real HTTP', () => {
  it('PUT done, left before the report: after the reload, one report, no second PUT, done, onUploaded once', async () => {
    const durable = setup();
    const fileStoreId = await storedThenLeft(durable, new File(['stored before leaving'], 'left-before-report.txt'));
    expect(await reportsOf(fileStoreId)).toEqual({ reports: 0, puts: 1 });

    const onUploaded = vi.fn();
    const second = durable.queueOf(browserClient(), { onUploaded });
    const statuses: string[] = [];
    second.subscribeEvents((event) => event.type === 'step' && statuses.push(event.item.status));
    await second.restore();
    await second.whenIdle();

    expect(second.getState().items).toHaveLength(1);
    expect(second.getState().items[0]).toMatchObject({ status: 'done', fileStoreId, name: 'left-before-report.txt' });
    expect(statuses).toContain('reporting');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(await reportsOf(fileStoreId)).toEqual({ reports: 1, puts: 1 });
    await expect.poll(durable.stageOf).toBe('reported');
  });

  it('<UploadDropzone> in StrictMode (mount, unmount, mount) restores and reports the stored file once', async () => {
    const durable = setup();
    const fileStoreId = await storedThenLeft(durable, new File(['strict'], 'strict-mode.txt'));
    const onUploaded = vi.fn();
    render(
      <StrictMode>
        <ChatbotProvider client={browserClient()}>
          <UploadDropzone persist={{ persistKey: durable.persistKey }} onUploaded={onUploaded} />
        </ChatbotProvider>
      </StrictMode>,
    );
    await screen.findByText('Uploaded', {}, { timeout: 10_000 });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(await reportsOf(fileStoreId)).toEqual({ reports: 1, puts: 1 });
  });

  it('two tabs that mount together report the file once', async () => {
    const durable = setup();
    const fileStoreId = await storedThenLeft(durable, new File(['two tabs'], 'two-tabs.txt'));

    const tabA = durable.queueOf(browserClient());
    const tabB = durable.queueOf(browserClient());
    await Promise.all([tabA.restore(), tabB.restore()]);
    await Promise.all([tabA.whenIdle(), tabB.whenIdle()]);

    const shown = [...tabA.getState().items, ...tabB.getState().items];
    expect(shown.map((item) => item.status)).toEqual(['done']);
    expect(await reportsOf(fileStoreId)).toEqual({ reports: 1, puts: 1 });
  });

  it('left mid-PUT: shows Interrupted and "Choose again to resume"; choosing the same file resumes that row', async () => {
    const durable = setup();
    const { file, queue: first } = await putInFlight(durable, 'cut-mid-put.bin');
    first.destroy();
    await resumeStorage();

    const onUploaded = vi.fn();
    render(
      <ChatbotProvider client={browserClient()}>
        <UploadDropzone persist={{ persistKey: durable.persistKey }} onUploaded={onUploaded} />
      </ChatbotProvider>,
    );
    expect(await screen.findByText('Interrupted', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Choose again to resume')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await userEvent.upload(document.querySelector('input[type=file]')!, file);
    await screen.findByText('Uploaded', {}, { timeout: 20_000 });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Choose again to resume')).toBeNull();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    const state = await fakeState();
    expect(state.objects.filter((object) => object.fileName === 'cut-mid-put.bin').map((object) => object.size)).toEqual([48 * MB]);
    expect(state.reports).toHaveLength(1);
  });

  it('a file handed to another tab, then chosen again in the first, is uploaded and reported once, with no stale Interrupted row', async () => {
    const durable = setup();
    const store = openRecordStore();
    const lockWaits = async () => (await navigator.locks.query()).pending?.filter((lock) => lock.name?.startsWith('chatbot-kit-upload:')).length ?? 0;
    const { file, queue: tabA } = await putInFlight(durable, 'handover.bin');

    // Tab B opens while A uploads: its restore waits for A's lock on the record.
    const tabB = durable.queueOf(browserClient());
    const restoredB = tabB.restore();
    await expect.poll(lockWaits).toBe(1);
    // A reloads mid-PUT: B gets the record and shows it interrupted.
    tabA.destroy();
    await resumeStorage();
    await restoredB;
    expect(tabB.getState().items.map((item) => item.status)).toEqual(['interrupted']);

    // A's new page waits for B; the file is chosen again there and uploaded.
    const tabA2 = durable.queueOf(browserClient());
    const restoredA2 = tabA2.restore();
    await expect.poll(lockWaits).toBe(1);
    tabA2.add([file]);
    await tabA2.whenIdle();
    expect(tabA2.getState().items.map((item) => item.status)).toEqual(['done']);

    // B closes: A gets the old record, whose file it has just reported.
    tabB.destroy();
    await restoredA2;
    expect(tabA2.getState().items.map((item) => item.status)).toEqual(['done']);
    await expect.poll(async () => (await store.list()).filter((record) => record.name === 'handover.bin').map((record) => record.stage)).toEqual(['reported']);
    tabA2.destroy();

    const tabA3 = durable.queueOf(browserClient());
    await tabA3.restore();
    expect(tabA3.getState().items).toEqual([]);
    const state = await fakeState();
    expect(state.objects.filter((object) => object.fileName === 'handover.bin').map((object) => object.size)).toEqual([48 * MB]);
    expect(state.reports).toHaveLength(1);
  });

  it('with persistFiles, a small file cut off before storage restarts by itself after the reload', async () => {
    const durable = setup();
    const withBytes = { persist: { persistKey: durable.persistKey, persistFiles: 1024 * 1024 } };
    const first = durable.queueOf(
      { ...browserClient(), putFile: (_url, _file, options) => new Promise((_, reject) => options?.signal?.addEventListener('abort', () => reject(options.signal!.reason))) },
      withBytes,
    );
    first.add([new File(['kept bytes'], 'kept.txt', { lastModified: 1_700_000_000_000 })]);
    await expect.poll(durable.stageOf).toBe('granted');
    first.destroy();

    const second = durable.queueOf(browserClient(), withBytes);
    await second.restore();
    await second.whenIdle();
    expect(second.getState().items.map((item) => [item.name, item.status])).toEqual([['kept.txt', 'done']]);
    const state = await fakeState();
    expect(state.objects.map((object) => [object.fileName, object.size])).toEqual([['kept.txt', 10]]);
    expect(state.reports).toHaveLength(1);
  });

  it('uploads normally when IndexedDB throws, warning once', async () => {
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const queue = createUploadQueue(browserClient(), { persist: { persistKey: 'broken-storage' } });
      await queue.restore();
      queue.add([new File(['a'], 'no-storage-a.txt'), new File(['b'], 'no-storage-b.txt')]);
      await queue.whenIdle();
      expect(queue.getState().items.map((item) => item.status)).toEqual(['done', 'done']);
      expect((await fakeState()).reports).toHaveLength(2);
      expect(open).toHaveBeenCalled();
      expect(warn.mock.calls.filter(([text]) => String(text).startsWith('chatbot-kit:'))).toHaveLength(1);
    } finally {
      open.mockRestore();
      warn.mockRestore();
    }
  });
});
