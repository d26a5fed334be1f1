import type { UploadQueueOptions } from '../queueTypes';
import type { Timers } from '../timers';
import type { UploadItem } from '../types';
import type { UploadJournal } from './createUploadJournal';
import { warnStorageFailure } from './warnStorageFailure';

/**
 * The queue's journal when `persist` asks for one and there is somewhere to keep it (IndexedDB, or a given store);
 * otherwise none, as in Node and SSR. The journal and idb-keyval are loaded with one `import()` (one chunk) on the first
 * file or `restore()`, so a page that never uploads never loads them; changes heard before they arrive are replayed in
 * order.
 */
export function journalFor(baseUrl: string | undefined, options: UploadQueueOptions, now: () => number, timers: Timers): UploadJournal | undefined {
  const persist = options.persist === true ? {} : options.persist;
  if (!persist || (!persist.store && typeof indexedDB === 'undefined')) return undefined;
  const scope = recordScope(baseUrl ?? '', persist.persistKey ?? '');
  let journal: UploadJournal | undefined;
  let loading: Promise<UploadJournal | undefined> | undefined;
  let destroyed = false;
  const heard: Parameters<UploadJournal['note']>[] = [];
  const load = () =>
    (loading ??= import('./createUploadJournal').then(({ createUploadJournal, openRecordStore }) => {
      journal = createUploadJournal({ ...persist, scope, store: persist.store ?? openRecordStore(), now, timers });
      for (const args of heard.splice(0)) journal.note(...args);
      if (destroyed) journal.destroy();
      return journal;
    }, (error: unknown) => void warnStorageFailure(error)));
  return {
    note(item: UploadItem, change) {
      if (journal) return journal.note(item, change);
      heard.push([item, change]);
      void load();
    },
    restore: async (adopt) => (await load())?.restore(adopt),
    written: (itemId) => (journal ? journal.written(itemId) : loading?.then((loaded) => loaded?.written(itemId))),
    destroy() {
      destroyed = true;
      journal?.destroy();
    },
    held: () => journal?.held() ?? heard.length,
  };
}

/** A record's scope: where the uploads go (no query or fragment: they could carry a token) and the app's own key. */
export function recordScope(baseUrl: string, persistKey: string): string {
  return `${baseUrl.replace(/[?#].*$/s, '')} ${persistKey}`;
}
