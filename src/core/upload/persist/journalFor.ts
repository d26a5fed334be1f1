import type { UploadQueueOptions } from '../queueTypes';
import type { Timers } from '../timers';
import type { UploadItem } from '../types';
import type { UploadJournal } from './createUploadJournal';
import { warnStorageFailure } from './warnStorageFailure';

/**
 * The queue's journal when `persist` asks for one and there is somewhere to
 * keep it (IndexedDB, or a given store); otherwise none, as in Node and SSR.
 *
 * The journal itself (with idb-keyval and the Web Locks code) is loaded with
 * `import()` on the first file or `restore()`, so an app's bundler puts it in
 * a chunk of its own: a page that never uploads, or turns `persist` off,
 * never loads it. Changes heard before it arrives are replayed in order.
 * Creating this touches no global beyond `typeof indexedDB`.
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
    (loading ??= import('./createUploadJournal').then(
      async ({ createUploadJournal }) => {
        const store = persist.store ?? (await import('./openRecordStore')).openRecordStore();
        journal = createUploadJournal({ ...persist, scope, store, now, timers });
        for (const args of heard.splice(0)) journal.note(...args);
        if (destroyed) journal.destroy();
        return journal;
      },
      (error: unknown) => void warnStorageFailure(error),
    ));
  return {
    note(item: UploadItem, change) {
      if (journal) return journal.note(item, change);
      heard.push([item, change]);
      void load();
    },
    restore: async (adopt) => (await load())?.restore(adopt),
    // Before the journal arrives, its changes wait in `heard`: they are written once it has them.
    written: (itemId) => (journal ? journal.written(itemId) : loading?.then((loaded) => loaded?.written(itemId))),
    destroy() {
      destroyed = true;
      journal?.destroy();
    },
    held: () => journal?.held() ?? heard.length,
  };
}

/** A record's scope: where the uploads go and the app's own key, never a secret. */
export function recordScope(baseUrl: string, persistKey: string): string {
  // A query or fragment is dropped: it is no part of where uploads go, and could carry a token.
  return `${baseUrl.replace(/[?#].*$/s, '')} ${persistKey}`;
}
