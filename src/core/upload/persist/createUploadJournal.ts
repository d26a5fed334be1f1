import type { UploadAction } from '../itemReducer';
import type { UploadQueueOptions } from '../queueTypes';
import type { Timers } from '../timers';
import type { UploadableFile, UploadItem } from '../types';
import { openRecordStore } from './openRecordStore';
import type { StoredUploadRecord, UploadRecordStage } from './persistTypes';
import { type Adoption, planReconcile, type RestoredUpload, toRestored } from './planReconcile';
import { warnStorageFailure } from './warnStorageFailure';

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

/** An item's record in this tab; its lock is asked for by the record's first write. */
interface Owned {
  readonly recordId: string;
  /** Resolves once this tab holds the record's lock (`undefined`: never granted, nothing to let go). */
  locked?: Promise<(() => void) | undefined>;
  readonly createdAt: number;
  /** Stage and id last written, so progress events write nothing. */
  written: string;
  /** The record's newest content, which its next write puts. */
  record?: StoredUploadRecord;
}

const DAY_MS = 86_400_000;

/** The longest a report waits for its record: IndexedDB answers in milliseconds, unless something holds it. */
const RECORD_WAIT_MS = 1000;

/**
 * The durable record: each file's stage (queued → granted → stored → reported) in IndexedDB, scoped by base URL +
 * `persistKey`. A storage failure (private mode, quota) turns it off, with one warning in development. Uploads never
 * fail because of it, and wait for it in one place only: a stored file is reported once its record says `stored` (or a
 * second has passed), so a tab that dies before that has not reported it either.
 *
 * None unless `persist` asks for one and there is somewhere to keep it (IndexedDB, or a given store), so none in Node
 * and SSR. It is part of the engine, not a lazy chunk: an uploader reads the record on mount (`restore()`), so a chunk
 * would load at once anyway. The default store opens IndexedDB on its first call.
 */
export function createUploadJournal(
  baseUrl: string | undefined, { persist }: UploadQueueOptions, now: () => number, timers: Timers,
): UploadJournal | undefined {
  const options = persist === true ? {} : persist;
  if (!options || (!options.store && typeof indexedDB === 'undefined')) return undefined;
  const store = options.store ?? openRecordStore();
  // Where the uploads go (no query or fragment: they could carry a token) and the app's own key.
  const scope = `${(baseUrl ?? '').replace(/[?#].*$/s, '')} ${options.persistKey ?? ''}`;
  const owned = new Map<string, Owned>();
  const stop = new AbortController();
  let restoring: Promise<void> | undefined;
  /** The clock reading in the last record id: each id has a later one. */
  let idTime = 0;
  // The writer: what is noted goes in one `store.write` (one transaction) at a time; what is noted meanwhile goes in the
  // next, each record at its newest content, so a record's writes land in order. A write first holds its records' locks.
  let failed = false;
  /** The store has held a write longer than a second: nothing waits for it until it ends. */
  let stalled = false;
  let running = false;
  /** The records with a write not yet begun, by id: its owner, to put its newest content, or none, to delete it. */
  let pending = new Map<string, Owned | null | undefined>();
  /** The records of the write under way, as they were pending. */
  let writing: typeof pending = new Map();
  /** Whether the record has a write waiting or under way. */
  const unwritten = (recordId: string) => pending.has(recordId) || writing.has(recordId);
  /** Owners whose lock is let go once their record has no write waiting or under way. */
  const releasing = new Set<Owned>();
  /** Resolves when a write ends, the store stalls or the record fails: each wait of `written` then looks again. */
  let changed!: () => void;
  let change = new Promise<void>((resolve) => (changed = resolve));
  const endChange = () => {
    changed();
    change = new Promise<void>((resolve) => (changed = resolve));
  };

  /** Turns the record off, with one warning in development: nothing more is written. */
  function fail(error: unknown): void {
    if (failed) return;
    failed = true;
    pending.clear();
    endChange();
    warnStorageFailure(error);
  }
  async function run(): Promise<void> {
    // After the task's own changes: a drop notes all its files at once, for one write.
    await undefined;
    while (pending.size > 0 || releasing.size > 0) {
      // Pending records are none once the record failed: it clears them and takes no more.
      writing = pending;
      pending = new Map();
      try {
        if (writing.size > 0) {
          const put: StoredUploadRecord[] = [];
          const deleted: string[] = [];
          for (const [id, owner] of writing) {
            // The record's lock, asked for by its first write: before that no other tab can find the record.
            if (owner) {
              await (owner.locked ??= holdLock(id, stop.signal));
              put.push(owner.record!);
            } else deleted.push(id);
          }
          await store.write({ put, delete: deleted });
        }
      } catch (error) {
        fail(error);
      }
      writing = new Map();
      stalled = false;
      endChange();
      for (const owner of releasing) {
        if (pending.has(owner.recordId)) continue;
        releasing.delete(owner);
        // Only once the record says where the file stands does another tab get the lock.
        void owner.locked?.then((unlock) => unlock?.());
      }
    }
    running = false;
  }
  /**
   * Queues a write of the record: its owner's newest content, or none (delete it); then lets go of `release`'s lock once
   * its record has no write waiting or under way. Without a record id it only runs the writer.
   */
  function write(recordId?: string, owner?: Owned | null, release?: Owned): void {
    if (recordId && !failed) pending.set(recordId, owner);
    if (release) releasing.add(release);
    if (!running) void run();
    running = true;
  }
  /** Drops an item's record, then lets go of its lock (so a tab that waits for it finds nothing). */
  function drop(itemId: string): void {
    const entry = owned.get(itemId);
    if (!entry) return;
    owned.delete(itemId);
    write(entry.recordId, null, entry);
  }

  return {
    note(item, change) {
      if (failed) return;
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
      entry.record = {
        id: entry.recordId, scope, name: item.name, size: item.size, type: item.type, lastModified: file.lastModified ?? 0, stage,
        fileStoreId: item.fileStoreId, createdAt: entry.createdAt, updatedAt: now(), ...(keepBytes ? { blob: file } : {}),
      };
      // Reported: another tab may have the lock; the item keeps its record until it is removed.
      write(entry.recordId, entry, stage === 'reported' ? entry : undefined);
    },

    written(itemId) {
      const recordId = owned.get(itemId)?.recordId;
      // A store that holds a write a second ends every wait, and none begins until that write ends.
      if (stalled || !recordId || !unwritten(recordId)) return undefined;
      const limit = timers.setTimeout(() => {
        stalled = true;
        endChange();
      }, RECORD_WAIT_MS);
      return (async () => {
        while (!stalled && !failed && unwritten(recordId)) await change;
        timers.clearTimeout(limit);
      })();
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
        await Promise.all(
          plan.unfinished.map(async (id, rank) => {
            // None for a live record, or once destroyed while another tab held it.
            const unlock = live.has(id) ? undefined : await holdLock(id, stop.signal);
            if (!unlock) return;
            let record: StoredUploadRecord | undefined;
            try {
              // Read again under the lock: the tab that held it may have reported the file meanwhile.
              record = failed || stop.signal.aborted ? undefined : await store.get(id);
            } catch (error) {
              fail(error);
            }
            if (!record || record.stage === 'reported' || stop.signal.aborted) return unlock();
            const restored = toRestored(record, rank);
            const { kind } = restored;
            // A file reported since from a newer record is not shown again, unless this one reached storage meanwhile.
            const adoption = plan.superseded.includes(id) && kind !== 'stored' ? undefined : adopt(restored);
            // One file, one record: an item that joins a stored record leaves its own.
            if (adoption?.joined) drop(adoption.itemId);
            // A record no item carries (its file is in the queue already, or reported) is held a moment, then dropped.
            const itemId = adoption?.itemId ?? id;
            // A stored or queued record's stage is the kind it comes back as.
            owned.set(itemId, {
              recordId: id, createdAt: record.createdAt, locked: Promise.resolve(unlock),
              written: kind === 'interrupted' ? '' : `${kind} ${restored.fileStoreId}`,
            });
            if (!adoption) drop(itemId);
          }),
        );
      })();
      return restoring;
    },

    destroy() {
      stop.abort();
      for (const entry of owned.values()) releasing.add(entry);
      owned.clear();
      write();
    },

    held: () => owned.size,
  };
}

/**
 * Holds the Web Lock of record `recordId` until the function it resolves with is called. Web Locks, not a lease: the
 * browser frees a lock when its tab closes or crashes, at once, and grants waiting requests in order, so of two tabs that
 * find a record the second gets it after the first let go (and finds it reported). Without Web Locks (Node, old
 * browsers) one tab is assumed. Resolves `undefined`, nothing to let go, when `signal` aborts before the grant.
 */
function holdLock(recordId: string, signal: AbortSignal): Promise<(() => void) | undefined> {
  // None in Node before 21 (no navigator) or in browsers without Web Locks.
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return Promise.resolve(signal.aborted ? undefined : () => {});
  return new Promise((resolve) => {
    locks.request(`chatbot-kit-upload:${recordId}`, { signal }, () => new Promise<void>((release) => resolve(release))).catch(() => resolve(undefined));
  });
}
