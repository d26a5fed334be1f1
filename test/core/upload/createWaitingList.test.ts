import { describe, expect, it } from 'vitest';
import { createWaitingList } from '../../../src/core/upload/createWaitingList';
import type { Entry } from '../../../src/core/upload/queueEntries';

type Status = 'queued' | 'uploading' | 'reporting' | 'done' | 'failed';

/** An entry with only what the list reads, counting how often its item is looked at. */
function entry(id: string, status: Status = 'queued', isStored = false, rank?: number) {
  let item = { id, status, isStored };
  const counted = { reads: 0 };
  const value = {
    run: null as AbortController | null,
    rank,
    get record() {
      counted.reads++;
      return { item };
    },
    set(next: { status: Status; isStored?: boolean }) {
      item = { ...item, ...next };
    },
    counted,
  };
  return value;
}

function setup(count: number) {
  const entries = new Map<string, Entry>();
  const list = createWaitingList(entries);
  const all = Array.from({ length: count }, (_, i) => entry(`f${i}`));
  for (const e of all) list.place(e.record.item.id, e as unknown as Entry);
  /** What a scheduler with `free` slots starts: every report, then queued items while slots last. */
  const fill = (free: number) => {
    const started: string[] = [];
    for (const [waiting, needsSlot] of list.waiting()) {
      if (needsSlot && free-- <= 0) break;
      started.push(waiting.record.item.id);
      (waiting as unknown as ReturnType<typeof entry>).run = new AbortController();
    }
    return started;
  };
  return { entries, list, all, fill };
}

describe('createWaitingList', () => {
  it('yields queued items in order, and skips those that started', () => {
    const { fill } = setup(5);
    expect(fill(2)).toEqual(['f0', 'f1']);
    expect(fill(2)).toEqual(['f2', 'f3']);
    expect(fill(2)).toEqual(['f4']);
    expect(fill(2)).toEqual([]);
  });

  it('walks past the items that started or settled once, not on every read', () => {
    const { all, fill } = setup(1000);
    for (let i = 0; i < 990; i += 6) {
      expect(fill(6)).toHaveLength(6);
      for (const e of all.slice(i, i + 6)) e.set({ status: 'done' });
    }
    // This read walks past the last six, started since the one before.
    fill(0);
    for (const e of all) e.counted.reads = 0;
    fill(0);
    fill(0);
    // The settled head is behind the list's cursor: later reads look at the first waiting item, not the 990 before it.
    expect(all.slice(0, 990).reduce((sum, e) => sum + e.counted.reads, 0)).toBe(0);
  });

  it('finds an item at the head again once it waits again, and puts reports first', () => {
    const { all, list, fill } = setup(4);
    fill(4);
    for (const e of all) e.set({ status: 'done' });
    expect(fill(4)).toEqual([]);
    // Retried: a failed item waits again; a stored one whose report failed needs its report only.
    all[2]!.run = null;
    all[2]!.set({ status: 'queued' });
    list.changed(all[2] as unknown as Entry);
    all[3]!.run = null;
    all[3]!.set({ status: 'reporting', isStored: true });
    list.changed(all[3] as unknown as Entry);
    expect(fill(0)).toEqual(['f3']);
    expect(fill(1)).toEqual(['f2']);
  });

  it('never yields an item removed from the queue', () => {
    const { entries, fill } = setup(3);
    entries.delete('f0');
    expect(fill(3)).toEqual(['f1', 'f2']);
  });

  it('places a restored item among the restored ones by rank, before files chosen here', () => {
    const { entries, list, fill } = setup(2);
    const restored = entry('r1', 'queued', false, 1);
    const earlier = entry('r0', 'queued', false, 0);
    list.place('r1', restored as unknown as Entry);
    list.place('r0', earlier as unknown as Entry);
    expect([...entries.keys()]).toEqual(['r0', 'r1', 'f0', 'f1']);
    expect(fill(4)).toEqual(['r0', 'r1', 'f0', 'f1']);
  });
});
