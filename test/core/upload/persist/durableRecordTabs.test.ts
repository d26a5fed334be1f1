// Two tabs of one origin on one durable scope: the queues share an
// in-memory IndexedDB and in-memory Web Locks granted in order, as a
// browser's tabs do (test/browser/durableUploads.test.tsx repeats the
// handover with Chromium's own).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { createFakeLocks } from '../helpers/fakeLocks';
import { durableQueues, stuckAt } from '../helpers/durableQueues';
import { installFakeIndexedDB } from '../../../support/installFakeIndexedDB';

installFakeIndexedDB();

const file = () => new File(['the bytes of handover.bin'], 'handover.bin', { lastModified: 1_700_000_000_000 });

let locks: ReturnType<typeof createFakeLocks>;
beforeEach(() => {
  locks = createFakeLocks();
  vi.stubGlobal('navigator', { onLine: true, locks });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Tab A uploads a file and is stuck mid-PUT; tab B opens, its restore waits
 * for A's lock on the record; A reloads, so B gets the record.
 */
async function handOverToTabB() {
  const { queueOf, stages } = durableQueues();
  const service = createFakeChatbotService();
  const tabA = queueOf(stuckAt(service.createClient(), 'putFile'));
  tabA.add([file()]);
  await vi.waitFor(async () => expect(await stages()).toEqual(['handover.bin:granted']));
  const tabB = queueOf(service.createClient());
  const restoredB = tabB.restore();
  await vi.waitFor(() => expect(locks.pending()).toBe(1));
  tabA.destroy();
  await restoredB;
  return { queueOf, stages, service, tabB };
}

describe('a file handed over between tabs', () => {
  it('is not shown again as interrupted, nor uploaded twice, once chosen again and reported in the other tab', async () => {
    // Tab B opened while tab A uploaded, and A reloaded mid-PUT: B shows the record interrupted.
    const { queueOf, stages, service, tabB } = await handOverToTabB();
    expect(tabB.getState().items.map((item) => item.status)).toEqual(['interrupted']);

    // A's new page waits for B, and meanwhile the user chooses the file again there.
    const tabA2 = queueOf(service.createClient());
    const restoredA2 = tabA2.restore();
    await vi.waitFor(() => expect(locks.pending()).toBe(1));
    tabA2.add([file()]);
    await tabA2.whenIdle();
    expect(tabA2.getState().items.map((item) => item.status)).toEqual(['done']);

    // B closes: A's page gets the old record, whose file it has just uploaded.
    tabB.destroy();
    await restoredA2;
    expect(tabA2.getState().items.map((item) => item.status)).toEqual(['done']);
    await vi.waitFor(async () => expect(await stages()).toEqual(['handover.bin:reported']));
    tabA2.destroy();

    const tabA3 = queueOf(service.createClient());
    await tabA3.restore();
    expect(tabA3.getState().items).toEqual([]);
    expect(service.state.reports).toHaveLength(1);
    expect(service.state.requests.filter((request) => request.operation === 'putFile')).toHaveLength(1);
  });

  it('is not shown again after the tab that uploaded it reloads before it could drop the old record', async () => {
    const { queueOf, stages, service, tabB } = await handOverToTabB();

    const tabA2 = queueOf(service.createClient());
    void tabA2.restore();
    await vi.waitFor(() => expect(locks.pending()).toBe(1));
    tabA2.add([file()]);
    await tabA2.whenIdle();
    await vi.waitFor(async () => expect(await stages()).toEqual(['handover.bin:granted', 'handover.bin:reported']));
    // B closes and A reloads at once: A's page never got the old record.
    tabB.destroy();
    tabA2.destroy();

    const tabA3 = queueOf(service.createClient());
    await tabA3.restore();
    expect(tabA3.getState().items).toEqual([]);
    await vi.waitFor(async () => expect(await stages()).toEqual(['handover.bin:reported']));
    expect(service.state.reports).toHaveLength(1);
  });
});

describe('the order of rows restored while another tab holds a record', () => {
  it('puts the record that comes back last in its place: the order added, before the files chosen meanwhile', async () => {
    const { queueOf, records, stages } = durableQueues();
    const service = createFakeChatbotService();
    const names = ['1.txt', '2.txt', '3.txt'];
    const first = queueOf(stuckAt(service.createClient(), 'reportUploadSuccess'));
    first.add(names.map((name) => new File([name], name, { lastModified: 1_700_000_000_000 })));
    await vi.waitFor(async () => expect(await stages()).toEqual(names.map((name) => `${name}:stored`)));
    first.destroy();
    await vi.waitFor(() => expect(locks.heldCount()).toBe(0));

    // Another tab holds the first file's record.
    const firstId = (await records()).find((record) => record.name === '1.txt')!.id;
    let letGo!: () => void;
    void locks.request(`chatbot-kit-upload:${firstId}`, {}, () => new Promise<void>((resolve) => (letGo = resolve)));
    const tab = queueOf(service.createClient());
    const restored = tab.restore();
    await vi.waitFor(() => expect(tab.getState().items.map((item) => item.name)).toEqual(['2.txt', '3.txt']));
    tab.add([new File(['chosen'], 'chosen.txt')]);
    letGo();
    await restored;
    expect(tab.getState().items.map((item) => item.name)).toEqual(['1.txt', '2.txt', '3.txt', 'chosen.txt']);
    await tab.whenIdle();
    expect(service.state.reports).toHaveLength(4);
  });
});
