import type { UploadRecord } from './itemReducer';
import type { FileRejection, UploadableFile, UploadValidationOptions } from './types';
import type { Waiting } from './scheduler';
import { validateFiles } from './validateFiles';

/** What the queue holds per item: the item's facts (changed only through `itemReducer`), its run and rank. The file is `item.file` (choosing it again replaces it). */
export interface Entry extends UploadRecord {
  /** The item's current run: cancel or retry starts a new one, so late answers of the old run are ignored. */
  run: AbortController | null;
  /** For an item restored from the durable record, its place among the restored ones (`RestoredUpload.rank`). */
  rank?: number | undefined;
}

const dateOf = (file: UploadableFile) => (file as UploadableFile & { lastModified?: number }).lastModified ?? 0;

/** The first item of the file with this name, `size` and date: an interrupted one, or with `anyStatus` any but canceled. */
export function findSameFile(entries: Iterable<Entry>, file: UploadableFile, size: number, anyStatus = false): Entry | undefined {
  for (const entry of entries) {
    const { item } = entry;
    const wanted = anyStatus ? item.status !== 'canceled' : item.status === 'interrupted';
    if (wanted && item.name === file.name && item.size === size && dateOf(item.file) === dateOf(file)) return entry;
  }
  return undefined;
}

/**
 * The files of one `add`, checked, and the interrupted items they may resume.
 * All but canceled items count toward `maxFiles`; a file that resumes an item
 * takes its place, and each item is resumed once.
 */
export function checkAdded(
  files: Iterable<UploadableFile>,
  options: UploadValidationOptions,
  entries: Iterable<Entry>,
): { accepted: UploadableFile[]; rejected: FileRejection[]; resumable: Entry[] } {
  let held = 0;
  // Collected once per `add`, so a big drop does not look through every item for each file.
  const resumable: Entry[] = [];
  for (const entry of entries) {
    const { status } = entry.item;
    if (status !== 'canceled') held++;
    if (status === 'interrupted') resumable.push(entry);
  }
  const unclaimed = [...resumable];
  const checked = validateFiles(files, options, held, (file) => {
    const entry = findSameFile(unclaimed, file, file.size);
    if (entry) unclaimed.splice(unclaimed.indexOf(entry), 1);
    return !!entry;
  });
  return { ...checked, resumable };
}

/**
 * Items without a run that have work to do, in the order the scheduler reads them: first the
 * stored ones that only need their report (they hold no slot), then the queued ones in queue order.
 */
export function* waitingEntries(entries: Map<string, Entry>): Iterable<Waiting<Entry>> {
  for (const entry of entries.values()) if (!entry.run && entry.item.status === 'reporting' && entry.item.isStored) yield [entry, false];
  for (const entry of entries.values()) if (!entry.run && entry.item.status === 'queued') yield [entry, true];
}

/** Puts the restored items in order of rank, before the files chosen here (records come back in any order). */
export function sortByRank(entries: Map<string, Entry>): void {
  const sorted = [...entries].sort(([, a], [, b]) => (a.rank ?? Infinity) - (b.rank ?? Infinity));
  entries.clear();
  for (const [id, entry] of sorted) entries.set(id, entry);
}
