import type { Entry } from './queueEntries';
import type { Waiting } from './scheduler';

/** The queue's items in order, and the ones waiting to start, read without walking the whole queue. */
export interface WaitingList {
  /**
   * Adds an entry to the queue's items, in the order they were added: a
   * file chosen in this queue goes last; a restored one (whose record may
   * come back before those of files added before it) goes among the
   * restored ones by its rank, before the files chosen in this queue.
   */
  place(id: string, entry: Entry): Entry;
  /** Called after every change to an entry's item: one that waits again (retried, resumed, restored) is read again. */
  changed(entry: Entry): void;
  /**
   * Items without a run that have work to do, in the order the scheduler
   * reads them: first the stored ones that only need their report (they
   * hold no slot), then the queued ones in queue order (they each need one).
   */
  waiting(): Iterable<Waiting<Entry>>;
}

const needsReport = ({ run, record: { item } }: Entry) => !run && item.status === 'reporting' && item.isStored;

/**
 * The scheduler reads the waiting items on every step of every file, and
 * stops at the first it has no slot for. A bulk upload's queue is mostly
 * files that have started or settled, at its head, and files that wait, at
 * its tail: the list remembers where the first one that may wait is, and
 * walks from there. Only an entry that comes to wait again (placed, retried,
 * resumed, restored) sends the next read back to the start. `entries` stays
 * the queue's map, which `remove` and `clear` delete from directly.
 */
export function createWaitingList(entries: Map<string, Entry>): WaitingList {
  /** The items in queue order, from the last read back to the start; `undefined` until the next read. */
  let order: Entry[] | undefined;
  /** Items before this index of `order` have started or settled. */
  let head = 0;
  /** Whether an item may need only its report: the first pass of a read looks for them. */
  let reports = true;
  const rewind = () => {
    order = undefined;
    reports = true;
  };
  const isLive = (entry: Entry) => entries.get(entry.record.item.id) === entry;

  return {
    place(id, entry) {
      const { rank } = entry;
      entries.set(id, entry);
      if (rank !== undefined) {
        // Those that come after it move behind it, in their order (a Map puts a key set again last).
        for (const [key, other] of [...entries]) {
          if ((other.rank ?? Infinity) > rank) {
            entries.delete(key);
            entries.set(key, other);
          }
        }
      }
      rewind();
      return entry;
    },
    changed(entry) {
      if (!entry.run && (entry.record.item.status === 'queued' || needsReport(entry))) rewind();
    },
    *waiting() {
      if (!order) {
        order = [...entries.values()];
        head = 0;
      }
      const items = order;
      if (reports) {
        // Every one found is started: none is left for the next read, until an item changes.
        reports = false;
        for (const entry of items) if (isLive(entry) && needsReport(entry)) yield [entry, false];
      }
      for (let i = head; i < items.length; i++) {
        const entry = items[i]!;
        if (isLive(entry) && !entry.run && entry.record.item.status === 'queued') yield [entry, true];
        // Started or settled: only `changed` or `place` makes it wait again, and both send reads back to the start.
        else if (i === head) head++;
      }
    },
  };
}
