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
}

/**
 * Which records of `scope` to drop and which to restore, from their ages
 * alone (pure): reported ones live `doneTtlMs`, the rest `staleTtlMs`, both
 * counted from the last write.
 */
export function planReconcile(
  records: readonly StoredUploadRecord[],
  { scope, now, doneTtlMs, staleTtlMs }: { scope: string; now: number; doneTtlMs: number; staleTtlMs: number },
): { expired: string[]; unfinished: string[] } {
  const expired: string[] = [];
  const unfinished: string[] = [];
  for (const record of records) {
    if (record.scope !== scope) continue;
    const ttl = record.stage === 'reported' ? doneTtlMs : staleTtlMs;
    if (now - record.updatedAt > ttl) expired.push(record.id);
    else if (record.stage !== 'reported') unfinished.push(record.id);
  }
  return { expired, unfinished };
}
