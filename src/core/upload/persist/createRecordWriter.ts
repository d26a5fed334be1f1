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

/**
 * Writes what is noted in one `store.write` (one transaction) at a time; what is noted meanwhile goes in the next, each
 * record at its newest content, so a record's writes land in order. A write first waits for its records' locks.
 */
export function createRecordWriter(options: { store: UploadRecordStore; timers: Timers; lock: (owner: RecordOwner) => Promise<unknown> }) {
  const { store, timers, lock } = options;
  let failed = false;
  /** The store has held a write longer than a second: nothing waits for it until it ends. */
  let stalled = false;
  let running = false;
  /** Each record's newest content not yet written, by record id. */
  let pending = new Map<string, { record: StoredUploadRecord | null; owner: RecordOwner | undefined }>();
  /** The records of the write under way, as they were pending. */
  let writing: typeof pending = new Map();
  /** Whether the record has a write waiting or under way. */
  const unwritten = (recordId: string) => pending.has(recordId) || writing.has(recordId);
  /** Locks to let go once their record has no write waiting or under way. */
  const releasing = new Map<string, RecordOwner>();
  /** The waits of `written`: how each ends, and its record. */
  const waits = new Map<() => void, string>();
  /** Ends the waits of records no longer waiting to be written (`all`: every wait). */
  const endWaits = (all: boolean) => {
    for (const [end, recordId] of waits) if (all || !unwritten(recordId)) end();
  };

  /** Turns the writer off, with one warning in development: nothing more is written. */
  function fail(error: unknown): void {
    if (failed) return;
    failed = true;
    pending.clear();
    endWaits(true);
    warnStorageFailure(error);
  }
  async function run(): Promise<void> {
    // After the task's own changes: a drop notes all its files at once, for one write.
    await undefined;
    while (pending.size > 0 || releasing.size > 0) {
      // Pending records are none once the writer failed: it clears them and takes no more.
      writing = pending;
      pending = new Map();
      try {
        if (writing.size > 0) {
          const put: StoredUploadRecord[] = [];
          const deleted: string[] = [];
          for (const [id, { record, owner }] of writing) {
            if (record && owner) await lock(owner);
            if (record) put.push(record);
            else deleted.push(id);
          }
          await store.write({ put, delete: deleted });
        }
      } catch (error) {
        fail(error);
      }
      writing = new Map();
      stalled = false;
      endWaits(false);
      for (const [id, owner] of releasing) {
        if (pending.has(id)) continue;
        releasing.delete(id);
        // Only once the record says where the file stands does another tab get the lock.
        void owner.locked?.then((unlock) => unlock?.());
      }
    }
    running = false;
  }
  const writeSoon = () => {
    if (!running) void run();
    running = true;
  };

  return {
    /** Queues the record's newest content (`null`: delete it); `owner`, given with each record, holds its lock first. */
    write(recordId: string, record: StoredUploadRecord | null, owner?: RecordOwner): void {
      if (failed) return;
      pending.set(recordId, { record, owner });
      writeSoon();
    },
    /** Lets go of `owner`'s lock once its record has no write waiting or under way. */
    release(owner: RecordOwner): void {
      releasing.set(owner.recordId, owner);
      writeSoon();
    },
    /**
     * Resolves once the record is written, `undefined` when nothing of it waits; a store that
     * holds a write a second ends every wait, and none begins until that write ends.
     */
    written(recordId: string): Promise<void> | undefined {
      if (stalled || !unwritten(recordId)) return undefined;
      return new Promise<void>((resolve) => {
        const limit = timers.set(() => {
          stalled = true;
          endWaits(true);
        }, RECORD_WAIT_MS);
        const end = () => {
          waits.delete(end);
          timers.clear(limit);
          resolve();
        };
        waits.set(end, recordId);
      });
    },
    fail,
    get failed() {
      return failed;
    },
  };
}
