import type { UploadAction } from '../itemReducer';
import type { Timers } from '../timers';
import type { UploadableFile, UploadItem } from '../types';
import { createRecordWriter, type RecordOwner } from './createRecordWriter';
import type { StoredUploadRecord, UploadPersistOptions, UploadRecordStage, UploadRecordStore } from './persistTypes';
import { type Adoption, planReconcile, type RestoredUpload, toRestored } from './planReconcile';

/** What happened to an item, as the journal hears it: an action of the reducer, or the item came or went. */
type JournalChange = UploadAction['type'] | 'added' | 'removed';

/** The engine's side of the durable record: told of every change, asked once to restore. */
export interface UploadJournal {
  /** Called after every change to an item the engine holds. */
  note(item: UploadItem, change: JournalChange): void;
  /**
   * Reads this scope's records, drops the expired ones, takes each unfinished one's lock (waiting while another tab
   * holds it) and hands it to `adopt`, which says which item carries it now, or that the queue has its file already
   * (the record is dropped). Never rejects.
   */
  restore(adopt: (restored: RestoredUpload) => Adoption): Promise<void>;
  /** Resolves once the item's newest stage is written, or after a second; `undefined` when nothing waits. */
  written(itemId: string): Promise<void> | undefined;
  /** Lets go of every lock; the records stay as they are (leaving is not canceling). */
  destroy(): void;
  /** How many items this journal keeps in memory: the items in the queue, at most. */
  held(): number;
}

/** An item's record in this tab; its lock is asked for by the record's first write (see `lockOf`). */
interface Owned extends RecordOwner {
  readonly createdAt: number;
  /** Stage and id last written, so progress events write nothing. */
  written: string;
}

const DAY_MS = 86_400_000;

/**
 * The durable record: each file's stage (queued → granted → stored → reported) in IndexedDB, scoped by base URL +
 * `persistKey`. A storage failure (private mode, quota) turns it off, with one warning in development. Uploads never
 * fail because of it, and wait for it in one place only: a stored file is reported once its record says `stored` (or a
 * second has passed), so a tab that dies before that has not reported it either.
 */
export function createUploadJournal(
  options: UploadPersistOptions & { scope: string; store: UploadRecordStore; now: () => number; timers: Timers },
): UploadJournal {
  const { scope, store, now, timers } = options;
  const owned = new Map<string, Owned>();
  const stop = new AbortController();
  let restoring: Promise<void> | undefined;
  /** The clock reading in the last record id: each id has a later one. */
  let idTime = 0;
  const writer = createRecordWriter({ store, timers, lock: lockOf });
  const { write, fail } = writer;

  /** The record's lock, asked for when its first write runs: before that no other tab can find the record. */
  function lockOf(entry: RecordOwner): Promise<(() => void) | undefined> {
    return (entry.locked ??= holdLock(entry.recordId, stop.signal));
  }
  /** Drops an item's record, then lets go of its lock (so a tab that waits for it finds nothing). */
  function drop(itemId: string): void {
    const entry = owned.get(itemId);
    if (!entry) return;
    write(entry.recordId, null);
    owned.delete(itemId);
    writer.release(entry);
  }

  return {
    note(item, change) {
      if (writer.failed) return;
      if (change === 'added') {
        // Ids sort in the order added (see StoredUploadRecord.id), though a drop adds many files in one clock reading.
        idTime = Math.max(now(), idTime + 1);
        const recordId = `${idTime.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
        owned.set(item.id, { recordId, createdAt: now(), written: '' });
      }
      const entry = owned.get(item.id);
      // Items restored before their id is known and items of a journal that failed write nothing, nor does a restore: the
      // record the item now carries already says where it stands.
      if (!entry || change === 'restored') return;
      // A removed file, done or not, leaves the record and this journal's memory.
      if (change === 'removed') return drop(item.id);
      if (change === 'canceled') {
        // Not to be resumed: `retry` writes it again ('restarted').
        entry.written = '';
        return write(entry.recordId, null);
      }
      const stage: UploadRecordStage = item.status === 'done' ? 'reported' : item.isStored ? 'stored' : item.fileStoreId ? 'granted' : 'queued';
      const written = `${stage} ${item.fileStoreId}`;
      if (item.status === 'interrupted' || written === entry.written) return;
      entry.written = written;
      const file = item.file as UploadableFile & { lastModified?: number };
      const keepBytes = stage !== 'stored' && stage !== 'reported' && item.size <= (options.persistFiles ?? 0) && file.size === item.size;
      const record: StoredUploadRecord = {
        id: entry.recordId, scope, name: item.name, size: item.size, type: item.type, lastModified: file.lastModified ?? 0, stage,
        fileStoreId: item.fileStoreId, createdAt: entry.createdAt, updatedAt: now(), ...(keepBytes ? { blob: file } : {}),
      };
      write(entry.recordId, record, entry);
      // Reported: another tab may have the lock; the item keeps its record until it is removed.
      if (stage === 'reported') writer.release(entry);
    },

    written(itemId) {
      const entry = owned.get(itemId);
      return entry && writer.written(entry.recordId);
    },

    restore(adopt) {
      restoring ??= (async () => {
        let records: StoredUploadRecord[];
        try {
          records = await store.list();
        } catch (error) {
          return fail(error);
        }
        const plan = planReconcile(records, { scope, now: now(), doneTtlMs: options.doneTtlMs ?? DAY_MS, staleTtlMs: options.staleTtlMs ?? 7 * DAY_MS });
        for (const id of plan.expired) write(id, null);
        // Files chosen in this queue before the list was read have records in it: they are live already.
        const live = new Set(Array.from(owned.values(), (entry) => entry.recordId));
        await Promise.all(plan.unfinished.map((id, rank) => (live.has(id) ? undefined : restoreOne(id, rank, plan.superseded, adopt))));
      })();
      return restoring;
    },

    destroy() {
      stop.abort();
      for (const entry of owned.values()) writer.release(entry);
      owned.clear();
    },

    held: () => owned.size,
  };

  async function restoreOne(id: string, rank: number, superseded: string[], adopt: (restored: RestoredUpload) => Adoption): Promise<void> {
    // None: destroyed while another tab held it.
    const unlock = await holdLock(id, stop.signal);
    if (!unlock) return;
    let record: StoredUploadRecord | undefined;
    try {
      // Read again under the lock: the tab that held it may have reported the file meanwhile.
      record = writer.failed || stop.signal.aborted ? undefined : await store.get(id);
    } catch (error) {
      fail(error);
    }
    if (!record || record.stage === 'reported' || stop.signal.aborted) return unlock();
    const restored = toRestored(record, rank);
    const { kind } = restored;
    // A file reported since from a newer record is not shown again, unless this one reached storage meanwhile.
    const adoption = superseded.includes(id) && kind !== 'stored' ? undefined : adopt(restored);
    // One file, one record: an item that joins a stored record leaves its own.
    if (adoption?.joined) drop(adoption.itemId);
    // A record no item carries (its file is in the queue already, or reported) is held a moment, then dropped.
    const itemId = adoption?.itemId ?? id;
    // A stored or queued record's stage is the kind it comes back as.
    owned.set(itemId, { recordId: id, createdAt: record.createdAt, written: kind === 'interrupted' ? '' : `${kind} ${restored.fileStoreId}`, locked: Promise.resolve(unlock) });
    if (!adoption) drop(itemId);
  }
}

/**
 * Holds the Web Lock of record `recordId` until the function it resolves with is called. Web Locks, not a lease: the
 * browser frees a lock when its tab closes or crashes, at once, and grants waiting requests in order, so of two tabs that
 * find a record the second gets it after the first let go (and finds it reported). Without Web Locks (Node, old
 * browsers) one tab is assumed. Resolves `undefined`, nothing to let go, when `signal` aborts before the grant.
 */
function holdLock(recordId: string, signal: AbortSignal): Promise<(() => void) | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(signal.aborted ? undefined : () => {});
  return new Promise((resolve) => {
    locks.request(`chatbot-kit-upload:${recordId}`, { signal }, () => new Promise<void>((release) => resolve(release))).catch(() => resolve(undefined));
  });
}
