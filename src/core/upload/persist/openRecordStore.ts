import { createStore, get, promisifyRequest, values } from 'idb-keyval';
import type { StoredUploadRecord, UploadRecordStore } from './persistTypes';

/**
 * The default {@link UploadRecordStore}: one IndexedDB database through
 * idb-keyval, opened on first use (a browser that refuses it rejects that call).
 */
export function openRecordStore(): UploadRecordStore {
  // idb-keyval opens the database on the store's first call, where a throw of indexedDB.open becomes a rejection here.
  const records = createStore('chatbot-kit-uploads', 'records');
  return {
    list: async () => values<StoredUploadRecord>(records),
    get: async (id) => get<StoredUploadRecord>(id, records),
    write: async (changes) =>
      records('readwrite', (store) => {
        for (const record of changes.put) store.put(record, record.id);
        for (const id of changes.delete) store.delete(id);
        return promisifyRequest(store.transaction);
      }),
  };
}
