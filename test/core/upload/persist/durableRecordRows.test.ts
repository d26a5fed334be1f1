// What the rows of a durable queue become across `clear`, `remove`,
// `maxFiles`, a file chosen before the restore, and a reload: a file that
// reached storage is reported once, and one file is one row.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import { durableQueues, stuckAt } from '../helpers/durableQueues';

const file = (name = 'notes.txt') => new File([`the bytes of ${name}`], name, { type: 'text/plain', lastModified: 1_700_000_000_000 });

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
