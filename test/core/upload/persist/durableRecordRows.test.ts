// What the rows of a durable queue become across `clear`, `remove`,
// `maxFiles`, a file chosen before the restore, and a reload: a file that
// reached storage is reported once, and one file is one row.
import { describe, expect, it, vi } from 'vitest';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { createScriptedClient } from '../helpers/scriptedClient';
import { durableQueues, stuckAt } from '../helpers/durableQueues';
import { installFakeIndexedDB } from '../../../support/installFakeIndexedDB';

installFakeIndexedDB();

const file = (name = 'notes.txt') => new File([`the bytes of ${name}`], name, { type: 'text/plain', lastModified: 1_700_000_000_000 });

describe('clear() and remove() while a stored file is reported', () => {
  it('leave the file being reported, which is then reported once and recorded as reported', async () => {
    const { queueOf, stages } = durableQueues();
    const script = createScriptedClient();
    const queue = queueOf(script.client);
    queue.add([file('a.txt'), file('b.txt'), file('c.txt')]);
    await vi.waitFor(() => expect(script.requests()).toHaveLength(3));
    const [grantA, grantB, stillAsking] = script.requests();
    grantA!.grant();
    grantB!.grant();
    await vi.waitFor(() => expect(script.puts()).toHaveLength(2));
    for (const put of script.puts()) put.ok();
    await vi.waitFor(() => expect(script.reports()).toHaveLength(2));
    await vi.waitFor(async () => expect(await stages()).toEqual(['a.txt:stored', 'b.txt:stored', 'c.txt:queued']));
    const [a, b] = queue.getState().items;
    expect(a).toMatchObject({ status: 'reporting', canRemove: false, canCancel: false });

    expect(queue.remove(a!.id)).toBe(false);
    queue.clear();
    // The file still asking for its URL is canceled and dropped; the two being reported stay.
    expect(stillAsking!.outcome).toBe('aborted');
    expect(queue.getState().items.map((item) => [item.name, item.status])).toEqual([
      ['a.txt', 'reporting'],
      ['b.txt', 'reporting'],
    ]);
    expect(script.reports().map((report) => report.outcome)).toEqual(['pending', 'pending']);

    for (const report of script.reports()) report.ok();
    await queue.whenIdle();
    expect(queue.getState().items.map((item) => item.status)).toEqual(['done', 'done']);
    await vi.waitFor(async () => expect(await stages()).toEqual(['a.txt:reported', 'b.txt:reported']));

    // Once reported, they can be removed (their records say they need nothing more).
    expect(queue.remove(b!.id)).toBe(true);
    queue.clear();
    expect(queue.getState().items).toEqual([]);
    expect(await stages()).toEqual(['a.txt:reported', 'b.txt:reported']);
    expect(script.reports()).toHaveLength(2);
  });

  it('after clear() and a reload mid-report, the stored files are reported on the next visit', async () => {
    const { queueOf, stages } = durableQueues();
    const service = createFakeChatbotService();
    const first = queueOf(stuckAt(service.createClient(), 'reportUploadSuccess'));
    first.add([file('a.txt'), file('b.txt')]);
    await vi.waitFor(async () => expect(await stages()).toEqual(['a.txt:stored', 'b.txt:stored']));
    first.clear();
    first.destroy();

    const second = queueOf(service.createClient());
    await second.restore();
    await second.whenIdle();
    expect(second.getState().items.map((item) => [item.name, item.status])).toEqual([
      ['a.txt', 'done'],
      ['b.txt', 'done'],
    ]);
    expect(service.state.reports).toHaveLength(2);
  });
});

describe('maxFiles and an interrupted row', () => {
  it('choosing the interrupted file again resumes its row, whatever maxFiles; a new file is still refused', async () => {
    const { queueOf, stages } = durableQueues();
    const service = createFakeChatbotService();
    const first = queueOf(stuckAt(service.createClient(), 'putFile'), { maxFiles: 1 });
    first.add([file('contract.pdf')]);
    await vi.waitFor(async () => expect(await stages()).toEqual(['contract.pdf:granted']));
    first.destroy();

    const second = queueOf(service.createClient(), { maxFiles: 1 });
    await second.restore();
    const [interrupted] = second.getState().items;
    expect(interrupted).toMatchObject({ status: 'interrupted', name: 'contract.pdf' });

    const result = second.add([file('other.pdf'), file('contract.pdf')]);
    expect(result.accepted.map((item) => item.id)).toEqual([interrupted!.id]);
    expect(result.rejected.map((rejection) => [rejection.file.name, rejection.errors[0]!.code])).toEqual([['other.pdf', 'too-many-files']]);
    await second.whenIdle();
    expect(second.getState().items.map((item) => [item.id, item.status])).toEqual([[interrupted!.id, 'done']]);
    expect(service.state.reports).toHaveLength(1);
  });
});

describe('a file chosen again before the restore has finished', () => {
  it('is one row: the record of its interrupted upload is dropped, not shown beside it, now or after a reload', async () => {
    const { queueOf, stages } = durableQueues();
    const service = createFakeChatbotService();
    const first = queueOf(stuckAt(service.createClient(), 'putFile'));
    first.add([file('early.bin')]);
    await vi.waitFor(async () => expect(await stages()).toEqual(['early.bin:granted']));
    first.destroy();

    const second = queueOf(service.createClient());
    second.add([file('early.bin')]);
    await second.restore();
    await second.whenIdle();
    expect(second.getState().items.map((item) => [item.name, item.status])).toEqual([['early.bin', 'done']]);
    expect(service.state.reports).toHaveLength(1);
    await vi.waitFor(async () => expect(await stages()).toEqual(['early.bin:reported']));
    second.destroy();

    const third = queueOf(service.createClient());
    await third.restore();
    expect(third.getState().items).toEqual([]);
  });

  it('reports a file that was stored before the reload instead of uploading it again', async () => {
    const { queueOf, stages } = durableQueues();
    const service = createFakeChatbotService();
    const first = queueOf(stuckAt(service.createClient(), 'reportUploadSuccess'));
    first.add([file('stored.bin')]);
    await vi.waitFor(async () => expect(await stages()).toEqual(['stored.bin:stored']));
    const storedId = first.getState().items[0]!.fileStoreId;
    first.destroy();

    const script = createScriptedClient();
    const second = queueOf({ ...script.client, baseUrl: service.createClient().baseUrl });
    const { accepted } = second.add([file('stored.bin')]);
    await vi.waitFor(() => expect(script.requests()).toHaveLength(1));
    await second.restore();
    // The new upload had only asked for a URL: it is stopped, and its row reports the stored file.
    expect(script.requests()[0]!.outcome).toBe('aborted');
    expect(second.getState().items).toHaveLength(1);
    expect(second.getState().items[0]).toMatchObject({ id: accepted[0]!.id, status: 'reporting', fileStoreId: storedId });
    await vi.waitFor(() => expect(script.reports()).toHaveLength(1));
    expect(script.reports()[0]!.fileStoreId).toBe(storedId);
    script.reports()[0]!.ok();
    await second.whenIdle();
    expect(second.getState().items[0]).toMatchObject({ status: 'done', fileStoreId: storedId });
    expect(script.puts()).toHaveLength(0);
    await vi.waitFor(async () => expect(await stages()).toEqual(['stored.bin:reported']));
  });
});

describe('the order of restored rows', () => {
  it('is the order the files were added, whatever the order of the record ids', async () => {
    const { queueOf, stages } = durableQueues();
    const service = createFakeChatbotService();
    const names = ['1.txt', '2.txt', '3.txt', '4.txt', '5.txt', '6.txt'];
    // One clock reading for every file, and record ids that sort in the reverse of the order added.
    const addedAt = Date.now();
    let draw = 0.99;
    const random = vi.spyOn(Math, 'random').mockImplementation(() => (draw -= 0.0001));
    const clock = { now: () => addedAt, setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout };
    const first = queueOf(stuckAt(service.createClient(), 'reportUploadSuccess'), { clock });
    first.add(names.map((name) => file(name)));
    await vi.waitFor(async () => expect(await stages()).toEqual(names.map((name) => `${name}:stored`)));
    first.destroy();
    random.mockRestore();

    const second = queueOf(service.createClient());
    await second.restore();
    expect(second.getState().items.map((item) => item.name)).toEqual(names);
    await second.whenIdle();
  });
});
