/**
 * Options of the durable upload record: each file's stage is
 * kept in IndexedDB so that a reload, a crash or a closed tab loses nothing
 * that reached storage.
 */
export interface UploadPersistOptions {
  /**
   * Separates the records of different users or forms that share one base
   * URL (the record's scope is the client's base URL plus this). Never put a
   * key or a token here: it is stored in IndexedDB in clear.
   * @default ''
   * @example persist: { persistKey: `user-${user.id}` }
   */
  persistKey?: string;
  /**
   * Also keep the file's bytes in IndexedDB when it is at most this many
   * bytes, so an interrupted small file restarts on its own after a reload
   * instead of asking to be chosen again. `0` keeps no bytes. Mind the
   * browser's storage quota: the bytes stay until the file is reported.
   * @default 0
   * @example persist: { persistFiles: 5 * 1024 * 1024 }
   */
  persistFiles?: number;
  /**
   * How long a reported file's record is kept (it tells another tab, or a
   * late reconciliation, that the file needs no report).
   * @default 86400000 (a day)
   */
  doneTtlMs?: number;
  /**
   * How long an unfinished record (never stored, or stored and never
   * reported) is kept for reconciliation before it is dropped.
   * @default 604800000 (a week)
   */
  staleTtlMs?: number;
  /**
   * Where records are kept. Tests pass their own; the default is one
   * IndexedDB database, `chatbot-kit-uploads`.
   * @default IndexedDB through idb-keyval
   */
  store?: UploadRecordStore;
}

/**
 * Where a file stands, as the durable record knows it: `queued` (added),
 * `granted` (a presigned URL and FileStoreId received; the URL itself is not
 * kept), `stored` (the PUT succeeded), `reported` (ReportUploadSuccess done).
 */
export type UploadRecordStage = 'queued' | 'granted' | 'stored' | 'reported';

/**
 * One file in the durable record. Never holds a key or a presigned URL
 * (its query carries a signature): only what reconciliation needs.
 */
export interface StoredUploadRecord {
  /**
   * Unique across reloads and tabs (item ids are not), and sorts in the
   * order the files were added: the clock in base 36 (one more for each file
   * a tab adds within one reading), then random characters.
   */
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
  /**
   * Adds or replaces each record of `put` (by `id`) and drops each record
   * whose id is in `delete`, all or none: the default store does it in one
   * IndexedDB transaction. The journal writes its changes in batches
   * through this, never two at once.
   */
  write(changes: { readonly put: readonly StoredUploadRecord[]; readonly delete: readonly string[] }): Promise<void>;
}
