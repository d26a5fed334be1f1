import type { UploadableFile } from '../types';
import type { StoredUploadRecord } from './persistTypes';

/**
 * A record brought back after a reload: `stored` is only
 * reported; `queued` kept its bytes (`persistFiles`) and starts again;
 * `interrupted` waits for the same file to be chosen again.
 */
export interface RestoredUpload {
  readonly kind: 'stored' | 'queued' | 'interrupted';
  /** The kept bytes (`queued`), or a stand-in with the name, type and date but no bytes. */
  readonly file: UploadableFile;
  /** The file's size from the record (a stand-in has none). */
  readonly size: number;
  /** The FileStoreId whose PUT succeeded (`stored`), else `null`. */
  readonly fileStoreId: string | null;
  /**
   * Where the file comes among the records this restore brings back, in the
   * order they were added (0 first): records come back as their locks are
   * granted, in any order, and the queue puts each row in its place.
   */
  readonly rank: number;
}

/**
 * What the queue made of a restored record: the id of the item that carries
 * it now, a new row or, `joined`, an item of the same file that had not
 * reached storage and now only reports the stored one (its own record is
 * dropped); `undefined` when the queue already has the file (chosen again,
 * or uploaded) and the record, which no item needs, is dropped.
 */
export type Adoption = { readonly itemId: string; readonly joined: boolean } | undefined;

/**
 * Which records of `scope` to drop and which to restore (pure): reported
 * ones live `doneTtlMs`, the rest `staleTtlMs`, both counted from the last
 * write. The ones to restore are in the order their files were added, which
 * is the order of their ids. `superseded`: those to restore that were never
 * stored and whose file was reported since, from a record added after them
 * (the file chosen again, here or in another tab): they are dropped once
 * their lock is held, unless stored by then.
 */
export function planReconcile(
  records: readonly StoredUploadRecord[],
  { scope, now, doneTtlMs, staleTtlMs }: { scope: string; now: number; doneTtlMs: number; staleTtlMs: number },
): { expired: string[]; unfinished: string[]; superseded: string[] } {
  const expired: string[] = [];
  const unfinished: StoredUploadRecord[] = [];
  const reported: StoredUploadRecord[] = [];
  for (const record of records) {
    if (record.scope !== scope) continue;
    const done = record.stage === 'reported';
    if (done) reported.push(record);
    if (now - record.updatedAt > (done ? doneTtlMs : staleTtlMs)) expired.push(record.id);
    else if (!done) unfinished.push(record);
  }
  const superseded = unfinished.filter(
    (old) =>
      old.stage !== 'stored' &&
      reported.some((record) => record.id > old.id && record.name === old.name && record.size === old.size && record.lastModified === old.lastModified),
  );
  return { expired, unfinished: unfinished.map((record) => record.id).sort(), superseded: superseded.map((record) => record.id) };
}

/** What a restore brings back of `record`, `rank`-th of the records restored. */
export function toRestored(record: StoredUploadRecord, rank: number): RestoredUpload {
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
