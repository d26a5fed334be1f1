import { createStore, get, promisifyRequest, values, type UseStore } from 'idb-keyval';
import type { StoredUploadRecord, UploadRecordStore } from './persistTypes';

/**
 * The default {@link UploadRecordStore}: one IndexedDB database through
 * idb-keyval, opened on first use (a browser that refuses it rejects that call).
 */
export function openRecordStore(): UploadRecordStore {
  let db: UseStore | undefined;
  // idb-keyval's createStore calls indexedDB.open at once; a throw there becomes a rejection here.
  const database = async (): Promise<UseStore> => (db ??= createStore('chatbot-kit-uploads', 'records'));
  return {
    list: async () => values<StoredUploadRecord>(await database()),
    get: async (id) => get<StoredUploadRecord>(id, await database()),
    write: async (changes) =>
      (await database())('readwrite', (records) => {
        for (const record of changes.put) records.put(record, record.id);
        for (const id of changes.delete) records.delete(id);
        return promisifyRequest(records.transaction);
      }),
  };
}
