import type { ChatbotError } from '../errors/ChatbotError';

import type { UploadStatus, UploadStep, UploadStepStatus } from '../contract/uploadSteps';
import type { UploadOptions, UploadQueue } from './queueTypes';

export type { UploadStatus, UploadStep, UploadStepStatus };

/** Statuses an item never leaves on its own. */
export type UploadTerminalStatus = 'done' | 'error' | 'canceled';

/** A file the queue can upload: a `File`, or any `Blob` with a `name`. */
export type UploadableFile = Blob & { readonly name: string };

/** Bytes sent, with a smoothed speed and the time left. */
export interface UploadProgressInfo {
  /** Bytes shown as sent. Never goes backwards across retries. */
  readonly loaded: number;
  /** Bytes in all. */
  readonly total: number;
  /** `loaded / total` as a whole percentage, rounded down (100 only once every byte is sent). */
  readonly percent: number;
  /** Smoothed upload speed, or `null` before there are two progress samples. */
  readonly bytesPerSecond: number | null;
  /** Seconds left at the smoothed speed, or `null` when unknown. */
  readonly etaSeconds: number | null;
}

/**
 * One file in the queue. Narrow on `status`: the fields below are the same
 * whatever the status; `fileStoreId`, `isStored` and `error` narrow with it.
 */
export type UploadItem = {
  /** A stable id, unique within the queue. */
  readonly id: string;
  /** The file itself (never copied); a stand-in without bytes for an item restored after a reload. */
  readonly file: UploadableFile;
  /**
   * `file.name`.
   */
  readonly name: string;
  /**
   * `file.size` in bytes (for a restored item, the size the durable record kept).
   */
  readonly size: number;
  /**
   * The Content-Type the PUT sends, decided once: `file.type`, else by extension (`.md`, `.heic`, …), else `application/octet-stream`.
   */
  readonly type: string;
  /**
   * Progress of this file.
   */
  readonly progress: UploadProgressInfo;
  /**
   * The try of the current step, from 1 (0 before the first try).
   */
  readonly attempt: number;
  /**
   * When a retry is scheduled: the `now()` time at which it starts; otherwise `null`.
   */
  readonly nextRetryAt: number | null;
  /**
   * True while the item waits for the browser to come back `online` (no attempt is spent on that).
   */
  readonly isWaitingForNetwork: boolean;
  /**
   * How many times an expired presigned URL was replaced by a fresh one (at most `maxUrlRefreshes`).
   */
  readonly urlRefreshes: number;
  /**
   * The FileStoreId of the URL the file goes to; replaced with an expired URL. The id reported is the one whose PUT succeeded.
   */
  readonly fileStoreId: string | null;
  /**
   * True once the PUT reached storage: from then on the file is never PUT again, only reported.
   */
  readonly isStored: boolean;
  /**
   * The last error, kept while a retry is pending; `null` after a step succeeds.
   */
  readonly error: ChatbotError | null;
  /**
   * `now()` when the file was added.
   */
  readonly addedAt: number;
  /**
   * True while `cancel(id)` would stop this file: on its way and not yet in storage.
   */
  readonly canCancel: boolean;
  /**
   * True when `retry(id)` would start this file again: it failed or was canceled.
   */
  readonly canRetry: boolean;
  /**
   * True when `remove(id)` would drop this file: false only while it is stored and its report is under way.
   */
  readonly canRemove: boolean;
} & (
  | { readonly status: 'queued' | 'requesting' | 'uploading' | 'canceled' | 'interrupted' }
  | { readonly status: 'reporting'; readonly fileStoreId: string; readonly isStored: true }
  | { readonly status: 'done'; readonly fileStoreId: string; readonly isStored: true; readonly error: null }
  | { readonly status: 'error'; readonly error: ChatbotError }
);

/** Why a file was refused before any request (the codes of react-dropzone). */
export type FileRejectionCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

/** One reason a file was refused. */
export interface FileRejectionError {
  /** One of {@link FileRejectionCode}, or a code of your `validator`'s own. */
  readonly code: FileRejectionCode | (string & {});
  /**
   * Your `validator`'s sentence for people. The built-in codes have none:
   * `rejectionReason` writes theirs from the labels, with `limit`.
   */
  readonly message?: string | undefined;
  /** The limit the file broke: the accepted types (`file-invalid-type`), bytes (`file-too-large`, `file-too-small`) or files (`too-many-files`). */
  readonly limit?: number | readonly string[] | undefined;
}

/** A file refused by validation, with every reason (react-dropzone's `FileRejection` shape). */
export interface FileRejection {
  /** The file that was refused. */
  readonly file: UploadableFile;
  /** Every reason it was refused, in the order the checks ran. */
  readonly errors: readonly FileRejectionError[];
}

/** The checks run on every file before any request: those of {@link UploadOptions}. */
export type UploadValidationOptions = Pick<UploadOptions, 'accept' | 'minSize' | 'maxSize' | 'maxFiles' | 'validator'>;

/** The whole queue, as `getState()` returns it. */
export type UploadQueueState = ReturnType<UploadQueue['getState']>;

/**
 * What the queue tells its event listeners (`subscribeEvents`), as it
 * happens: synchronously, in order, never batched per frame. Every change a
 * person (or a screen reader's live region) should hear has one:
 *
 * | type                  | when                                                                  |
 * |-----------------------|-----------------------------------------------------------------------|
 * | `added`               | files were accepted and queued (`queued`)                             |
 * | `rejected`            | files were refused by validation (data, no request sent)              |
 * | `step`                | an item started a step: `requesting`, `uploading` or `reporting`      |
 * | `retrying`            | a step failed and will be tried again after `delayMs` (with its step) |
 * | `url-refreshed`       | the presigned URL expired and a fresh one is being asked for          |
 * | `waiting-for-network` | the browser is offline; the item waits for `online`                   |
 * | `restarted`           | `retry(id)` started a failed or canceled item again                   |
 * | `uploaded`            | the file is stored and reported (`done`), with its FileStoreId        |
 * | `failed`              | the file failed for good (`error`)                                    |
 * | `canceled`            | the file was canceled (`canceled`)                                    |
 * | `settled`             | after `uploaded`, `failed` or `canceled`                              |
 *
 * `item` is the item as it is right after the change.
 */
export type UploadQueueEvent =
  | { readonly type: 'added'; readonly items: readonly UploadItem[] }
  | { readonly type: 'rejected'; readonly rejections: readonly FileRejection[] }
  | { readonly type: 'step'; readonly item: UploadItem; readonly step: UploadStep }
  | {
      readonly type: 'retrying';
      readonly item: UploadItem;
      readonly step: UploadStep;
      readonly error: ChatbotError;
      readonly delayMs: number;
    }
  | { readonly type: 'url-refreshed'; readonly item: UploadItem; readonly error: ChatbotError }
  | { readonly type: 'waiting-for-network'; readonly item: UploadItem }
  | { readonly type: 'restarted'; readonly item: UploadItem }
  | { readonly type: 'uploaded'; readonly item: UploadItem; readonly fileStoreId: string }
  | { readonly type: 'failed'; readonly item: UploadItem; readonly error: ChatbotError }
  | { readonly type: 'canceled'; readonly item: UploadItem }
  | { readonly type: 'settled'; readonly item: UploadItem };

/** Result of `add`. */
export type UploadAddResult = ReturnType<UploadQueue['add']>;

/** Accepted file types: the `accept` option's shapes (see {@link UploadOptions.accept}). */
export type AcceptOption = NonNullable<UploadValidationOptions['accept']>;
