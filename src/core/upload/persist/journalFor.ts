import type { UploadClient, UploadQueueOptions } from '../queueTypes';
import { createUploadJournal, type UploadJournal } from './createUploadJournal';
import { openRecordStore } from './openRecordStore';

/**
 * The queue's journal when `persist` asks for one and there is somewhere to
 * keep it (IndexedDB, or a given store); otherwise none, as in Node and SSR.
 * Touches no global beyond `typeof indexedDB`: the database opens on first use.
 */
export function journalFor(client: UploadClient, options: UploadQueueOptions, now: () => number): UploadJournal | undefined {
  const persist = options.persist === true ? {} : options.persist;
  if (!persist) return undefined;
  const store = persist.store ?? (typeof indexedDB === 'undefined' ? undefined : openRecordStore());
  if (!store) return undefined;
  return createUploadJournal({ ...persist, scope: recordScope(client.baseUrl ?? '', persist.persistKey ?? ''), store, now });
}

/** A record's scope: where the uploads go and the app's own key, never a secret (issue 12 §1). */
export function recordScope(baseUrl: string, persistKey: string): string {
  return `${baseUrl} ${persistKey}`;
}
