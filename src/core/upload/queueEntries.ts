import type { UploadRecord } from './itemReducer';
import type { Waiting } from './scheduler';
import type { UploadableFile } from './types';

/** What the queue holds per item. The file is `record.item.file` (choosing it again replaces it). */
export interface Entry {
  /** The item's facts; changed only through `itemReducer`. */
  record: UploadRecord;
  /** The item's current run: cancel or retry starts a new one, so late answers of the old run are ignored. */
  run: AbortController | null;
}

/**
 * Items without a run that have work to do: queued ones need a slot; a
 * stored one restarted by `retry` (or restored after a reload) only needs
 * its report, which holds none.
 */
export function* waitingEntries(entries: Iterable<Entry>): Iterable<Waiting<Entry>> {
  for (const entry of entries) {
    if (entry.run) continue;
    const { status, isStored } = entry.record.item;
    if (status === 'queued') yield [entry, true];
    else if (status === 'reporting' && isStored) yield [entry, false];
  }
}

/** The interrupted item this file resumes, if any. */
export function findInterrupted(entries: Iterable<Entry>, file: UploadableFile): Entry | undefined {
  const date = (f: UploadableFile) => (f as UploadableFile & { lastModified?: number }).lastModified ?? 0;
  for (const entry of entries) {
    const { item } = entry.record;
    if (item.status === 'interrupted' && item.name === file.name && item.size === file.size && date(item.file) === date(file)) {
      return entry;
    }
  }
  return undefined;
}

/**
 * What `add` needs to know of the items held: how many count toward
 * `maxFiles` (all but canceled ones), and the interrupted ones a file may
 * resume. Collected once per `add`, so a big drop does not look through
 * every item for each file.
 */
export function heldEntries(entries: Iterable<Entry>): { held: number; resumable: Entry[] } {
  let held = 0;
  const resumable: Entry[] = [];
  for (const entry of entries) {
    const { status } = entry.record.item;
    if (status !== 'canceled') held++;
    if (status === 'interrupted') resumable.push(entry);
  }
  return { held, resumable };
}
