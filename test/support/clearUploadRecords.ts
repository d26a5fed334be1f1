import { openRecordStore } from '../../src/core/upload/persist/openRecordStore';

/**
 * Empties the durable upload record of this browser profile, so a
 * test or story never restores another one's files. A no-op without IndexedDB.
 */
export async function clearUploadRecords(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const store = openRecordStore();
  await store.write({ put: [], delete: (await store.list()).map((record) => record.id) });
}
