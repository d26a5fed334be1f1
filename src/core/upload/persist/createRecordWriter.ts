import type { Timers } from '../timers';
import type { StoredUploadRecord, UploadRecordStore } from './persistTypes';
import { warnStorageFailure } from './warnStorageFailure';

/** The longest a report waits for its record: IndexedDB answers in milliseconds, unless something holds it. */
const RECORD_WAIT_MS = 1000;

/** A record's owner in this tab: the writer asks for its lock before the record's first write. */
export interface RecordOwner {
  readonly recordId: string;
  /** Resolves once this tab holds the record's lock (`undefined`: never granted, nothing to let go). */
  locked?: Promise<(() => void) | undefined>;
}

/** Writes the journal's records one write after another, and lets go of their locks once they are written. */
export interface RecordWriter {
  /** Queues the record's newest content (`null`: delete it); `owner`'s lock is held before it is written. */
  write(recordId: string, record: StoredUploadRecord | null, owner?: RecordOwner): void;
  /** Lets go of `owner`'s lock once its record has no write waiting or under way. */
  release(owner: RecordOwner): void;
  /**
   * Resolves once the record's newest content is written; `undefined` when
   * nothing of the record's is waiting to be written. A store that has not
   * answered within {@link RECORD_WAIT_MS} is waited for no longer: every
   * wait then ends, and no new one begins until that write ends.
   */
  written(recordId: string): Promise<void> | undefined;
  /** Turns the writer off, with one warning in development: nothing more is written. */
  fail(error: unknown): void;
  readonly failed: boolean;
}

/**
 * Writes what is noted, in one `store.write` (one IndexedDB transaction) at
 * a time: what is noted while one is written goes in the next, each record
 * at its newest content, so a record's writes land in order. `lock` asks
 * for an owner's lock; a write waits for the locks of its records, one at a time.
 */
export function createRecordWriter(options: { store: UploadRecordStore; timers: Timers; lock: (owner: RecordOwner) => Promise<unknown> }): RecordWriter {
  const { store, timers, lock } = options;
  let failed = false;
  /** The store has held a write longer than {@link RECORD_WAIT_MS}: nothing waits for it until it ends. */
  let stalled = false;
  /** Each record's newest content not yet written, by record id. `done`: the callbacks of `written`. */
  const pending = new Map<string, { record: StoredUploadRecord | null; owner: RecordOwner | undefined; done: (() => void)[] }>();
  /** The `done` callbacks of the write under way, by record id. */
  let writing = new Map<string, (() => void)[]>();
  /** Locks to let go once their record has no write waiting or under way. */
  const releasing = new Map<string, RecordOwner>();
  let isWriting = false;

  /** Ends every wait for a record: written, or no longer waited for. */
  const settleAll = () => {
    for (const done of [...writing.values(), ...[...pending.values()].map((p) => p.done)]) for (const call of done.splice(0)) call();
  };
  function fail(error: unknown): void {
    if (failed) return;
    failed = true;
    settleAll();
    pending.clear();
    warnStorageFailure(error);
  }
  function writeSoon(): void {
    if (isWriting) return;
    isWriting = true;
    void (async () => {
      // After the task's own changes: a drop notes all its files at once, for one write.
      await undefined;
      while (pending.size > 0 || releasing.size > 0) {
        await writeNext();
        for (const [id, owner] of releasing) {
          if (pending.has(id)) continue;
          releasing.delete(id);
          // Only once the record says where the file stands does another tab get the lock.
          void owner.locked?.then((unlock) => unlock?.());
        }
      }
      isWriting = false;
    })();
  }
  async function writeNext(): Promise<void> {
    const batch = [...pending];
    pending.clear();
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
      for (const done of writing.values()) for (const call of done.splice(0)) call();
      writing = new Map();
      stalled = false;
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
      if (!done || stalled) return undefined;
      return new Promise<void>((resolve) => {
        const limit = timers.set(() => {
          stalled = true;
          settleAll();
        }, RECORD_WAIT_MS);
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
