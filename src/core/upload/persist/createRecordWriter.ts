import type { Timers } from '../timers';
import type { StoredUploadRecord, UploadRecordStore } from './persistTypes';
import { warnStorageFailure } from './warnStorageFailure';

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

/** The longest `written` waits: IndexedDB answers in milliseconds, unless something holds it. */
const RECORD_WAIT_MS = 1000;

/** A record's owner in this tab: the writer asks for its lock before the record's first write. */
export interface RecordOwner {
  readonly recordId: string;
  /** Resolves once this tab holds the record's lock (`undefined`: never granted, nothing to let go). */
  locked?: Promise<(() => void) | undefined>;
}

/** Writes the journal's records in batches, and lets go of their locks once they are written. */
export interface RecordWriter {
  /** Queues the record's newest content (`null`: delete it); `owner`'s lock is held before it is written. */
  write(recordId: string, record: StoredUploadRecord | null, owner?: RecordOwner): void;
  /** Lets go of `owner`'s lock once its record has no write waiting or under way. */
  release(owner: RecordOwner): void;
  /**
   * Resolves once the record's newest content is written, or after
   * {@link RECORD_WAIT_MS} (a store that hangs holds no upload longer);
   * `undefined` when nothing of the record's is waiting to be written.
   */
  written(recordId: string): Promise<void> | undefined;
  /** Turns the writer off, with one warning in development: nothing more is written. */
  fail(error: unknown): void;
  readonly failed: boolean;
}

/**
 * Writes what is noted, one batch at a time, each in one call of
 * `store.write` (one IndexedDB transaction): a bulk upload changes a record
 * on nearly every network answer, and a transaction each would cost more
 * than the upload's own work. What is noted while a batch is written goes in
 * the next one, each record at its newest content, so no write waits longer
 * than the batch before it, plus {@link BULK_WRITE_GAP_MS} while more than
 * {@link BULK_RECORDS} records are unfinished. `lock` asks for an owner's
 * lock; a batch waits for the locks of its records, one at a time.
 */
export function createRecordWriter(options: {
  store: UploadRecordStore;
  timers: Timers;
  /** Aborted when the journal is destroyed: the pause then ends at once. */
  signal: AbortSignal;
  lock: (owner: RecordOwner) => Promise<unknown>;
  /** How many unfinished records this tab holds. */
  unfinished: () => number;
}): RecordWriter {
  const { store, timers, signal, lock, unfinished } = options;
  let failed = false;
  /**
   * Each record's newest content not yet written, by record id, in the order
   * first noted. `done`: the callbacks of `written`, called once it is written.
   */
  const pending = new Map<string, { record: StoredUploadRecord | null; owner: RecordOwner | undefined; done: (() => void)[] }>();
  /** The `done` callbacks of the batch being written, by record id. */
  let writing = new Map<string, (() => void)[]>();
  /** Locks to let go once their record has no write waiting or under way. */
  const releasing = new Map<string, RecordOwner>();
  let isWriting = false;

  /**
   * Calls each record's `written` callbacks in a task of its own. A batch can
   * hold the stored files of dozens of uploads, and each callback starts its
   * file's report (a request, a render): all in one task, they would hold
   * the page for as long as dozens of requests take to start.
   */
  const settle = (callbacks: Iterable<(() => void)[]>) => {
    for (const done of callbacks) {
      if (done.length > 0) timers.set(() => done.forEach((call) => call()), 0);
    }
  };
  function fail(error: unknown): void {
    if (failed) return;
    failed = true;
    settle([...pending.values()].map(({ done }) => done));
    pending.clear();
    warnStorageFailure(error);
  }
  function writeSoon(): void {
    if (isWriting) return;
    isWriting = true;
    void (async () => {
      // After the task's own changes: a drop notes all its files at once, for one batch.
      await undefined;
      while (pending.size > 0 || releasing.size > 0) {
        await writeBatch();
        for (const [id, owner] of releasing) {
          if (pending.has(id)) continue;
          releasing.delete(id);
          // Only once the record says where the file stands does another tab get the lock.
          void owner.locked?.then((unlock) => unlock?.());
        }
        if (pending.size > 0 && unfinished() > BULK_RECORDS) await timers.sleep(BULK_WRITE_GAP_MS, signal).catch(() => {});
      }
      isWriting = false;
    })();
  }
  /** Takes up to {@link RECORDS_PER_WRITE} pending records and writes them in one `store.write`. */
  async function writeBatch(): Promise<void> {
    const batch = [...pending].slice(0, RECORDS_PER_WRITE);
    for (const [id] of batch) pending.delete(id);
    writing = new Map(batch.map(([id, { done }]) => [id, done]));
    try {
      if (batch.length === 0 || failed) return;
      for (const [, { owner, record }] of batch) if (owner && record) await lock(owner);
      await store.write({
        put: batch.flatMap(([, { record }]) => (record ? [record] : [])),
        delete: batch.flatMap(([id, { record }]) => (record ? [] : [id])),
      });
    } catch (error) {
      fail(error);
    } finally {
      // Written, or the writer is off: either way nothing waits for it any longer.
      settle(writing.values());
      writing = new Map();
    }
  }

  return {
    write(recordId, record, owner) {
      if (failed) return;
      const waiting = pending.get(recordId);
      pending.set(recordId, { record, owner: owner ?? waiting?.owner, done: waiting?.done ?? [] });
      writeSoon();
    },
    release(owner) {
      releasing.set(owner.recordId, owner);
      writeSoon();
    },
    written(recordId) {
      const done = pending.get(recordId)?.done ?? writing.get(recordId);
      if (!done) return undefined;
      return new Promise<void>((resolve) => {
        const limit = timers.set(resolve, RECORD_WAIT_MS);
        done.push(() => {
          timers.clear(limit);
          resolve();
        });
      });
    },
    fail,
    get failed() {
      return failed;
    },
  };
}
