import type { UploadAction } from '../itemReducer';
import type { Timers } from '../timers';
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

/** The most records one transaction writes: a drop of 1,000 files is written in a few, each short. */
const RECORDS_PER_WRITE = 100;

/**
 * A bulk upload: more unfinished records than this in one tab. Its batches
 * are spaced {@link BULK_WRITE_GAP_MS} apart; smaller queues write back to back.
 */
const BULK_RECORDS = 50;

/**
 * The pause between a bulk upload's batches. Written back to back, they
 * would start a transaction every few milliseconds, each holding a stage or
 * two, and the browser's IndexedDB work would take CPU time from the
 * uploads; a tenth of a second gathers the stages of several files.
 */
const BULK_WRITE_GAP_MS = 100;

/**
 * The durable record: each file's stage (queued → granted → stored →
 * reported) in IndexedDB, scoped by base URL + `persistKey`. Writes go in
 * batches, one after another, so a record's writes land in order. A storage
 * failure (private mode, quota) turns the journal off, with one warning in
 * development: uploads never wait for it or fail because of it.
 */
export function createUploadJournal(
  options: UploadPersistOptions & { scope: string; store: UploadRecordStore; now: () => number; timers: Timers },
): UploadJournal {
  const { scope, store, now, timers } = options;
  const owned = new Map<string, Owned>();
  const stop = new AbortController();
  let failed = false;
  let restoring: Promise<void> | undefined;
  /** The records this journal added, for files chosen in this queue: a restore leaves them alone. */
  const added = new Set<string>();
  /** The clock reading in the last record id: each id has a later one. */
  let idTime = 0;
  /**
   * Each record's latest content not yet written, by record id, in the order
   * first noted (`null`: delete it). A record noted again before its write
   * keeps its place and only its newest content is written.
   */
  const pending = new Map<string, { record: StoredUploadRecord | null; entry: Owned | undefined }>();
  /** Locks to let go once their record has no write waiting or under way. */
  const releasing = new Map<string, Owned>();
  let isWriting = false;

  function fail(error: unknown): void {
    if (failed) return;
    failed = true;
    pending.clear();
    warnStorageFailure(error);
  }
  /**
   * Writes what is pending, one batch at a time, each batch in one call of
   * `store.write` (one IndexedDB transaction): a bulk upload changes a
   * record on nearly every network answer, and a transaction each would
   * cost more than the upload's own work. What is noted while a batch is
   * written goes in the next one, so no write waits longer than the batch
   * before it, plus {@link BULK_WRITE_GAP_MS} in a bulk upload. Locks whose
   * records are written go after each batch.
   */
  function writeSoon(): void {
    if (isWriting) return;
    isWriting = true;
    void (async () => {
      // After the task's own changes: a drop notes all its files at once, for one batch.
      await undefined;
      while (pending.size > 0 || releasing.size > 0) {
        await writeBatch();
        for (const [id, entry] of releasing) {
          if (pending.has(id)) continue;
          releasing.delete(id);
          // Only once the record says where the file stands does another tab get the lock.
          void entry.locked?.then((unlock) => unlock?.());
        }
        // Once destroyed, the pause ends at once and what is left is written without one.
        if (pending.size > 0 && owned.size > BULK_RECORDS) await timers.sleep(BULK_WRITE_GAP_MS, stop.signal).catch(() => {});
      }
      isWriting = false;
    })();
  }
  /** Takes up to {@link RECORDS_PER_WRITE} pending records and writes them in one `store.write`. */
  async function writeBatch(): Promise<void> {
    const batch = [...pending].slice(0, RECORDS_PER_WRITE);
    for (const [id] of batch) pending.delete(id);
    if (batch.length === 0 || failed) return;
    try {
      // A record's first write waits for its lock, asked for one at a time.
      for (const [, { entry, record }] of batch) if (entry && record) await lockOf(entry);
      await store.write({
        put: batch.flatMap(([, { record }]) => (record ? [record] : [])),
        delete: batch.flatMap(([id, { record }]) => (record ? [] : [id])),
      });
    } catch (error) {
      fail(error);
    }
  }
  function write(recordId: string, record: StoredUploadRecord | null, entry?: Owned): void {
    if (failed) return;
    const waiting = pending.get(recordId);
    pending.set(recordId, { record, entry: entry ?? waiting?.entry });
    writeSoon();
  }
  /**
   * The record's lock, asked for when its first write runs: before that no
   * other tab can find the record. Batches ask for one at a time, so a large
   * drop asks for no locks in the task that adds its files.
   */
  function lockOf(entry: Owned): Promise<(() => void) | undefined> {
    // A lock that is never granted (destroyed while waiting) resolves nothing to release.
    return (entry.locked ??= holdLock(lockName(entry.recordId), stop.signal).catch(() => undefined));
  }
  function release(itemId: string): void {
    const entry = owned.get(itemId);
    if (!entry) return;
    owned.delete(itemId);
    releasing.set(entry.recordId, entry);
    writeSoon();
  }
  /**
   * Drops an item's record, then lets go of its lock (after the delete, so a
   * tab that waits for it finds nothing to restore): another record, or item,
   * now stands for its file.
   */
  function drop(itemId: string): void {
    const entry = owned.get(itemId);
    if (!entry) return;
    write(entry.recordId, null);
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
        if (item.status !== 'done') write(entry.recordId, null);
        if (change === 'removed') release(item.id);
        return;
      }
      const stage: UploadRecordStage =
        item.status === 'done' ? 'reported' : item.isStored ? 'stored' : item.fileStoreId ? 'granted' : 'queued';
      const written = `${stage} ${item.fileStoreId}`;
      if (item.status === 'interrupted' || written === entry.written) return;
      entry.written = written;
      write(entry.recordId, recordOf(item, entry, stage, now()), entry);
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
        for (const id of plan.expired) write(id, null);
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
