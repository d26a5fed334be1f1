'use client';

/** The part of a drop's or a paste's `DataTransfer` this reads. */
export interface FileTransfer {
  readonly files?: ArrayLike<File> | null;
  readonly items?: ArrayLike<TransferItem> | null;
  readonly types?: ArrayLike<string> | null;
}

interface TransferItem {
  readonly kind: string;
  readonly type: string;
  getAsFile?(): File | null;
  webkitGetAsEntry?(): Entry | null;
}

/** The File and Directory Entries API, as far as a folder walk needs it. */
interface Entry {
  readonly isDirectory: boolean;
  file?(resolve: (file: File) => void, reject: (error: unknown) => void): void;
  createReader?(): { readEntries(resolve: (entries: Entry[]) => void, reject: (error: unknown) => void): void };
}

/** Thumbnail caches macOS and Windows leave in folders: never what the user meant to upload. */
const IGNORED_NAMES = ['.DS_Store', 'Thumbs.db'];

/**
 * Whether a drag carries files (not text or a link dragged from the page).
 * During a drag only the types are readable, not the files.
 */
export function hasFiles(transfer: FileTransfer | null | undefined): boolean {
  return Array.from(transfer?.types ?? []).some((type) => type === 'Files' || type === 'application/x-moz-file');
}

/**
 * The files of a drop or a paste, folders walked. Plain files are handed
 * over at once; a dropped folder makes it a promise. Entries are taken in
 * the event itself: a `DataTransfer` is emptied when the event returns.
 */
export function filesFromTransfer(transfer: FileTransfer): File[] | Promise<File[]> {
  const items = Array.from(transfer.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) => item.webkitGetAsEntry?.());
  // A file as a list of itself, or none: `flat()` and `flatMap` merge it with the folders' lists.
  const fileOf = (item: TransferItem) => item.getAsFile?.() ?? [];
  if (!entries.some((entry) => entry?.isDirectory)) {
    // Some browsers fill only `items` on a paste, others only `files`.
    const files = Array.from(transfer.files ?? []);
    return withoutIgnored(files.length ? files : items.flatMap(fileOf));
  }
  // Every `getAsFile` and folder read starts here, in the event (the map runs now).
  return Promise.all(items.map((item, i) => (entries[i]?.isDirectory ? walk(entries[i]) : fileOf(item)))).then((lists) =>
    withoutIgnored(lists.flat()),
  );
}

const withoutIgnored = (files: File[]) => files.filter((file) => !IGNORED_NAMES.includes(file.name));

/** Every file under `entry`, depth first. `readEntries` returns a folder in batches until an empty one. */
async function walk(entry: Entry): Promise<File[]> {
  if (!entry.isDirectory) return [await new Promise<File>((resolve, reject) => entry.file!(resolve, reject))];
  const reader = entry.createReader!();
  const files: File[] = [];
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (!batch.length) return files;
    for (const child of batch) files.push(...(await walk(child)));
  }
}
