/** Options of the durable upload record: each file's stage in IndexedDB, so a reload, a crash or a closed tab loses nothing. */
export interface UploadPersistOptions {
  /**
   * Separates the records of users or forms that share one base URL. Never a key or a token: it is stored in clear.
   * @default ''
   * @example persist: { persistKey: `user-${user.id}` }
   */
  persistKey?: string;
  /**
   * Also keep a file's bytes when it is at most this many bytes, so an interrupted small file restarts by itself after
   * a reload. Mind the storage quota: the bytes stay until the file is stored.
   * @default 0
   * @example persist: { persistFiles: 5 * 1024 * 1024 }
   */
  persistFiles?: number;
  /**
   * How long a reported file's record is kept (it tells another tab that the file needs no report).
   * @default 86400000 (a day)
   */
  doneTtlMs?: number;
  /** How long an unfinished record is kept for reconciliation. @default 604800000 (a week) */
  staleTtlMs?: number;
}

/** Where a file stands: `queued`, `granted` (a FileStoreId received; the URL is not kept), `stored` (PUT done), `reported`. */
export type UploadRecordStage = 'queued' | 'granted' | 'stored' | 'reported';

/** One file in the durable record: never a key or a presigned URL, only what reconciliation needs. */
export interface StoredUploadRecord {
  /** Unique across reloads and tabs, sorting in the order files were added: the clock in base 36, then random characters. */
  readonly id: string;
  /** The client's base URL plus `persistKey`. */
  readonly scope: string;
  /** The file's name; with `size` and `lastModified`, how a file chosen again is recognised. */
  readonly name: string;
  /** The file's size in bytes. */
  readonly size: number;
  /** The item's `type` when recorded: the Content-Type its PUT sends. */
  readonly type: string;
  /** The file's `lastModified` (0 for a Blob without one). */
  readonly lastModified: number;
  /** Where the file stands. */
  readonly stage: UploadRecordStage;
  /** The FileStoreId of the URL in use, once granted; the one whose PUT succeeded once stored. */
  readonly fileStoreId: string | null;
  /** When the file was added (the queue's clock). */
  readonly createdAt: number;
  /** When the record last changed; the lifetimes count from here. */
  readonly updatedAt: number;
  /** The file itself, only with `persistFiles` and only while it is not stored. */
  readonly blob?: Blob;
}

/** The storage the journal writes to: IndexedDB by default. Any method may reject (private mode, quota). */
export interface UploadRecordStore {
  /** Every record of every scope. */
  list(): Promise<StoredUploadRecord[]>;
  /** One record by its `id`. */
  get(id: string): Promise<StoredUploadRecord | undefined>;
  /** Adds or replaces each record of `put` and drops each id of `delete`, all or none (one transaction); never two at once. */
  write(changes: { readonly put: readonly StoredUploadRecord[]; readonly delete: readonly string[] }): Promise<void>;
}
