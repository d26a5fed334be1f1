import type { UploadAction } from '../itemReducer';
import type { UploadableFile, UploadItem } from '../types';
import { holdLock } from './holdLock';
import type { StoredUploadRecord, UploadPersistOptions, UploadRecordStage, UploadRecordStore } from './persistTypes';
import { type Adoption, planReconcile, type RestoredUpload } from './planReconcile';
import { warnStorageFailure } from './warnStorageFailure';

/** What happened to an item, as the journal hears it: an action of the reducer, or the item came or went. */
type JournalChange = UploadAction['type'] | 'added' | 'removed';

/** The engine's side of the durable record: told of every change, asked once to restore. */
export interface UploadJournal {
  /** Called after every change to an item the engine holds. */
  note(item: UploadItem, change: JournalChange): void;
  /**
   * Reads this scope's records, drops the expired ones, takes each unfinished
   * one's lock (waiting while another tab holds it) and hands it to `adopt`,
   * which says which item carries it now, or that the queue already has its
   * file (the record is then dropped). Records this journal writes itself
   * are left out. Never rejects.
   */
  restore(adopt: (restored: RestoredUpload) => Adoption): Promise<void>;
  /** Lets go of every lock; the records stay as they are (leaving is not canceling). */
  destroy(): void;
}

interface Owned {
  readonly recordId: string;
  readonly createdAt: number;
  /** Stage and id last written, so progress events write nothing. */
  written: string;
  /**
   * Resolves once this tab holds the record's lock; asked for by the first
   * write (see `lockOf`), so none is asked for before.
   */
  locked?: Promise<(() => void) | undefined>;
}

const DAY_MS = 86_400_000;

/**
 * The durable record: each file's stage (queued → granted →
 * stored → reported) in IndexedDB, scoped by base URL + `persistKey`. Every
 * write goes through one chain, in order. A storage failure (private mode,
 * quota) turns the journal off, with one warning in development: uploads
 * never wait for it or fail because of it.
 */
export function createUploadJournal(
  options: UploadPersistOptions & { scope: string; store: UploadRecordStore; now: () => number },
): UploadJournal {
  const { scope, store, now } = options;
  const owned = new Map<string, Owned>();
  const stop = new AbortController();
  let failed = false;
  let chain: Promise<void> = Promise.resolve();
  let restoring: Promise<void> | undefined;
  /** The records this journal added, for files chosen in this queue: a restore leaves them alone. */
  const added = new Set<string>();
  /** The clock reading in the last record id: each id has a later one. */
  let idTime = 0;

  function fail(error: unknown): void {
    if (failed) return;
    failed = true;
    warnStorageFailure(error);
  }
  function enqueue(write: () => Promise<unknown>): void {
    chain = chain.then(() => (failed ? undefined : write())).then(() => undefined, fail);
  }
  /**
   * The record's lock, asked for when its first write runs in the chain:
   * before that no other tab can find the record. The chain asks for one at a
   * time, so a large drop asks for no locks in the task that adds its files.
   */
  function lockOf(entry: Owned): Promise<(() => void) | undefined> {
    // A lock that is never granted (destroyed while waiting) resolves nothing to release.
    return (entry.locked ??= holdLock(lockName(entry.recordId), stop.signal).catch(() => undefined));
  }
  function release(itemId: string): void {
    const entry = owned.get(itemId);
    if (!entry) return;
    owned.delete(itemId);
    // After the writes already queued for it, so another tab only gets the lock once the record says so.
    chain = chain.then(() => entry.locked).then((unlock) => unlock?.());
  }
  /**
   * Drops an item's record, then lets go of its lock (after the delete, so a
   * tab that waits for it finds nothing to restore): another record, or item,
   * now stands for its file.
   */
  function drop(itemId: string): void {
    const entry = owned.get(itemId);
    if (!entry) return;
    enqueue(() => store.delete(entry.recordId));
    release(itemId);
  }

  function recordOf(item: UploadItem, entry: Owned, stage: UploadRecordStage, updatedAt: number): StoredUploadRecord {
    const file = item.file as UploadableFile & { lastModified?: number };
    const keepBytes = stage !== 'stored' && stage !== 'reported' && item.size <= (options.persistFiles ?? 0) && file.size === item.size;
    return {
      id: entry.recordId,
      scope,
      name: item.name,
      size: item.size,
      type: item.type,
      lastModified: file.lastModified ?? 0,
      stage,
      fileStoreId: item.fileStoreId,
      createdAt: entry.createdAt,
      updatedAt,
      ...(keepBytes ? { blob: item.file } : {}),
    };
  }

  return {
    note(item, change) {
      if (failed) return;
      if (change === 'added') {
        // Ids sort in the order added (see StoredUploadRecord.id), though a drop adds many files in one clock reading.
        idTime = Math.max(now(), idTime + 1);
        const recordId = `${idTime.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
        owned.set(item.id, { recordId, createdAt: now(), written: '' });
        added.add(recordId);
      }
      const entry = owned.get(item.id);
      // Items restored before their id is known and items of a journal that failed write nothing,
      // nor does a restore: the record the item now carries already says where it stands.
      if (!entry || change === 'restored') return;
      if (change === 'removed' || change === 'canceled') {
        // A canceled file is not to be resumed; `retry` writes it again ('restarted').
        entry.written = '';
        if (item.status !== 'done') enqueue(() => store.delete(entry.recordId));
        if (change === 'removed') release(item.id);
        return;
      }
      const stage: UploadRecordStage =
        item.status === 'done' ? 'reported' : item.isStored ? 'stored' : item.fileStoreId ? 'granted' : 'queued';
      const written = `${stage} ${item.fileStoreId}`;
      if (item.status === 'interrupted' || written === entry.written) return;
      entry.written = written;
      // Built when written, not here: a drop notes 1,000 files in one task. The item is a frozen snapshot.
      const at = now();
      enqueue(async () => {
        await lockOf(entry);
        await store.put(recordOf(item, entry, stage, at));
      });
      if (stage === 'reported') release(item.id);
    },

    restore(adopt) {
      restoring ??= (async () => {
        let records: StoredUploadRecord[];
        try {
          records = await store.list();
        } catch (error) {
          return fail(error);
        }
        const plan = planReconcile(records, {
          scope,
          now: now(),
          doneTtlMs: options.doneTtlMs ?? DAY_MS,
          staleTtlMs: options.staleTtlMs ?? 7 * DAY_MS,
        });
        for (const id of plan.expired) enqueue(() => store.delete(id));
        // Files chosen in this queue before the list was read have records in it: they are live already.
        await Promise.all(plan.unfinished.map((id, rank) => (added.has(id) ? undefined : restoreOne(id, rank, plan.superseded, adopt))));
      })();
      return restoring;
    },

    destroy() {
      stop.abort();
      for (const itemId of [...owned.keys()]) release(itemId);
    },
  };

  async function restoreOne(id: string, rank: number, superseded: string[], adopt: (restored: RestoredUpload) => Adoption): Promise<void> {
    let unlock: () => void;
    try {
      unlock = await holdLock(lockName(id), stop.signal);
    } catch {
      return; // Destroyed while another tab held it.
    }
    let record: StoredUploadRecord | undefined;
    try {
      // Read again under the lock: the tab that held it may have reported the file meanwhile.
      record = failed || stop.signal.aborted ? undefined : await store.get(id);
    } catch (error) {
      fail(error);
    }
    if (!record || record.stage === 'reported' || stop.signal.aborted) return unlock();
    const restored = toRestored(record, rank);
    // A file reported since from a newer record is not shown again, unless this one reached storage meanwhile.
    const adoption = superseded.includes(id) && restored.kind !== 'stored' ? undefined : adopt(restored);
    // One file, one record: an item that joins a stored record leaves its own.
    if (adoption?.joined) drop(adoption.itemId);
    // A record no item carries (its file is in the queue already, or reported) is held a moment, then dropped.
    const itemId = adoption?.itemId ?? id;
    const stage = restored.kind === 'stored' ? 'stored' : restored.kind === 'queued' ? 'queued' : 'interrupted';
    owned.set(itemId, {
      recordId: record.id,
      createdAt: record.createdAt,
      written: stage === 'interrupted' ? '' : `${stage} ${restored.fileStoreId}`,
      locked: Promise.resolve(unlock),
    });
    if (!adoption) drop(itemId);
  }
}

function toRestored(record: StoredUploadRecord, rank: number): RestoredUpload {
  const { name, size, type, lastModified } = record;
  if (record.stage === 'stored' && record.fileStoreId) {
    return { kind: 'stored', file: standIn(record), size, fileStoreId: record.fileStoreId, rank };
  }
  if (record.blob && record.blob.size === size) {
    return { kind: 'queued', file: new File([record.blob], name, { type, lastModified }), size, fileStoreId: null, rank };
  }
  return { kind: 'interrupted', file: standIn(record), size, fileStoreId: null, rank };
}

/** The bytes are gone after a reload: the item keeps the file's name, type and date, and its `size` from the record. */
function standIn({ name, type, lastModified }: StoredUploadRecord): UploadableFile {
  return new File([], name, { type, lastModified });
}

function lockName(recordId: string): string {
  return `chatbot-kit-upload:${recordId}`;
}
