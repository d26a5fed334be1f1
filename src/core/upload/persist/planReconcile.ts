import type { UploadableFile } from '../types';
import type { StoredUploadRecord } from './persistTypes';

/** A record brought back: `stored` is only reported; `queued` kept its bytes and starts again; `interrupted` waits for its file. */
export interface RestoredUpload {
  readonly kind: 'stored' | 'queued' | 'interrupted';
  /** The kept bytes (`queued`), or a stand-in with the name, type and date but no bytes. */
  readonly file: UploadableFile;
  /** The file's size from the record (a stand-in has none). */
  readonly size: number;
  /** The FileStoreId whose PUT succeeded (`stored`), else `null`. */
  readonly fileStoreId: string | null;
  /** Its place among the records restored, in the order they were added (they come back in any order). */
  readonly rank: number;
}

/**
 * What the queue made of a restored record: the item that carries it now (a new row or, `joined`, an item of the same
 * file that only reports the stored one, its own record dropped); `undefined` when the queue has the file already.
 */
export type Adoption = { readonly itemId: string; readonly joined: boolean } | undefined;

/**
 * Which records of `scope` to drop and which to restore, in the order they were added (their ids' order): reported ones
 * live `doneTtlMs`, the rest `staleTtlMs`, from the last write. `superseded`: those whose file a later record reported
 * (chosen again): dropped once locked, unless stored (the restore reads the record again under its lock and decides).
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
  const superseded = unfinished.filter((old) =>
    reported.some((record) => record.id > old.id && record.name === old.name && record.size === old.size && record.lastModified === old.lastModified),
  );
  return { expired, unfinished: unfinished.map((record) => record.id).sort(), superseded: superseded.map((record) => record.id) };
}

/** What a restore brings back of `record`, `rank`-th of the records restored. */
export function toRestored(record: StoredUploadRecord, rank: number): RestoredUpload {
  const { name, size, type, lastModified, blob } = record;
  const fileStoreId = (record.stage === 'stored' && record.fileStoreId) || null;
  // Kept bytes restart the file; otherwise the bytes are gone: a stand-in with its name, type and date.
  const kept = !fileStoreId && blob?.size === size ? blob : undefined;
  const file = new File(kept ? [kept] : [], name, { type, lastModified });
  return { kind: fileStoreId ? 'stored' : kept ? 'queued' : 'interrupted', file, size, fileStoreId, rank };
}
