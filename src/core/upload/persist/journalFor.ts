import type { UploadQueueOptions } from '../queueTypes';
import type { Timers } from '../timers';
import { createUploadJournal, type UploadJournal } from './createUploadJournal';
import { openRecordStore } from './openRecordStore';

/**
 * The queue's journal when `persist` asks for one and there is somewhere to keep it (IndexedDB, or a given store);
 * otherwise none, as in Node and SSR. It is part of the engine, not a lazy chunk: an uploader reads the record on mount
 * (`restore()`), so a chunk would load at once anyway. The default store opens IndexedDB on its first call.
 */
export function journalFor(baseUrl: string | undefined, options: UploadQueueOptions, now: () => number, timers: Timers): UploadJournal | undefined {
  const persist = options.persist === true ? {} : options.persist;
  if (!persist || (!persist.store && typeof indexedDB === 'undefined')) return undefined;
  const scope = recordScope(baseUrl ?? '', persist.persistKey ?? '');
  return createUploadJournal({ ...persist, scope, store: persist.store ?? openRecordStore(), now, timers });
}

/** A record's scope: where the uploads go (no query or fragment: they could carry a token) and the app's own key. */
export function recordScope(baseUrl: string, persistKey: string): string {
  return `${baseUrl.replace(/[?#].*$/s, '')} ${persistKey}`;
}
