import { STEP_STATUS, type UploadStep } from '../contract/uploadSteps';
import type { ChatbotError } from '../errors/ChatbotError';
import type { UploadableFile, UploadItem, UploadProgressInfo, UploadStatus } from './types';
import { contentTypeOf } from './contentTypeOf';

/** One file's facts, each stored once: the public item plus what only the engine needs (the URL belongs to one run). */
export interface UploadRecord {
  readonly item: UploadItem;
  /** Retryable failures per step (offline waits and URL refreshes do not count); `item.attempt` follows from it. */
  readonly failures: Readonly<Record<UploadStep, number>>;
  /** Bytes the current PUT has really sent (the progress shown may be higher, from an earlier try). */
  readonly sent: number;
  /** True while a PUT of this file is in flight (the queue's `activePuts` counts these). */
  readonly isPutting: boolean;
  /** The smoothed upload speed in bytes per second (kept across PUTs), `null` before the first reading. */
  readonly speed: number | null;
  /** Where the current speed window started: when, and with how many bytes sent. */
  readonly windowAt: number;
  readonly windowSent: number;
}

/** Everything that can happen to an item; every step of the engine dispatches one (the queue adds when). */
export type UploadAction =
  | { readonly type: 'step'; readonly step: UploadStep }
  | { readonly type: 'granted'; readonly fileStoreId: string }
  | { readonly type: 'progress'; readonly loaded: number }
  | { readonly type: 'put-failed' }
  | { readonly type: 'stored' }
  | { readonly type: 'offline'; readonly error: ChatbotError }
  | { readonly type: 'waiting-for-network'; readonly waiting: boolean }
  | { readonly type: 'url-refreshed'; readonly error: ChatbotError }
  | { readonly type: 'retrying'; readonly step: UploadStep; readonly error: ChatbotError; readonly delayMs: number }
  | { readonly type: 'retry-due' }
  | { readonly type: 'done' }
  | { readonly type: 'failed'; readonly error: ChatbotError }
  | { readonly type: 'canceled' }
  | { readonly type: 'restarted' }
  // A record brought back after a reload (only reported again when stored), and the same file chosen again.
  | { readonly type: 'restored'; readonly size: number; readonly fileStoreId: string | null }
  | { readonly type: 'resumed'; readonly file: UploadableFile };

/** What an action changes in a record: a new item, and any other facts. */
export type RecordPatch = Partial<UploadRecord> & Pick<UploadRecord, 'item'>;

/** Changes to an item; published as a new frozen `UploadItem`. */
type ItemPatch = { [K in keyof UploadItem]?: UploadItem[K] };

/** Statuses in which an item still has work to do: waiting for its first step, or at one. */
export const ACTIVE_STATUSES: ReadonlySet<UploadStatus> = new Set(['queued', ...Object.values(STEP_STATUS)]);

const NO_FAILURES: Readonly<Record<UploadStep, number>> = Object.freeze({ request: 0, put: 0, report: 0 });

/** A new queued item for `file`. */
export function createUploadRecord(id: string, file: UploadableFile, addedAt: number): UploadRecord {
  const item = withActions({
    id,
    file,
    name: file.name,
    size: file.size,
    type: contentTypeOf(file),
    status: 'queued',
    progress: progressOf(0, file.size),
    attempt: 0,
    nextRetryAt: null,
    isWaitingForNetwork: false,
    urlRefreshes: 0,
    fileStoreId: null,
    isStored: false,
    error: null,
    addedAt,
  } as UploadItem); // withActions adds canCancel, canRetry and canRemove
  return { item, failures: NO_FAILURES, sent: 0, isPutting: false, speed: null, windowAt: 0, windowSent: 0 };
}

/** Time constant of the speed's exponential moving average, and the shortest window it samples. */
const SPEED_TAU_MS = 2000;
const SPEED_MIN_WINDOW_MS = 250;

/**
 * The only place an item's facts change, pure: progress never goes backwards,
 * a stale FileStoreId goes with its URL, a stored file is only reported again.
 * `at` is when the action happened, on the queue's clock. Returns the facts
 * that change (always a new item), to be laid over the record.
 */
export function itemReducer(record: UploadRecord, action: UploadAction, at: number): RecordPatch {
  const { item } = record;
  switch (action.type) {
    case 'step':
      return next(
        record,
        { status: STEP_STATUS[action.step], attempt: record.failures[action.step] + 1 },
        // A PUT starts from 0 bytes: a new speed window (the smoothed speed is kept).
        action.step === 'put' ? { sent: 0, isPutting: true, windowAt: at, windowSent: 0 } : {},
      );
    case 'granted':
      return next(record, { fileStoreId: action.fileStoreId, error: null, nextRetryAt: null });
    case 'progress': {
      const size = item.size;
      const sent = Math.min(Math.max(0, action.loaded), size);
      let { speed, windowAt, windowSent } = record;
      const dt = at - windowAt;
      // The speed is an exponential moving average over windows of at least 250 ms,
      // so a burst of progress events (socket buffers filling) does not make it jump.
      // Bytes that went back (a transport restarting) only start a new window.
      if (sent < windowSent || dt >= SPEED_MIN_WINDOW_MS) {
        if (sent >= windowSent) {
          const instant = ((sent - windowSent) * 1000) / dt;
          speed = speed === null ? instant : speed + (1 - Math.exp(-dt / SPEED_TAU_MS)) * (instant - speed);
        }
        windowAt = at;
        windowSent = sent;
      }
      // The progress shown never goes backwards, even when a retried PUT restarts at 0.
      const shown = Math.max(item.progress.loaded, sent);
      // The hottest action changes no action flag: one copy of the item, not `next`'s.
      const progress = progressOf(shown, size, false, speed, size - sent);
      return { sent, speed, windowAt, windowSent, item: Object.freeze({ ...item, progress }) };
    }
    case 'put-failed':
      // No bytes are moving any more: no speed, no ETA (the bytes shown stay).
      return next(record, { progress: progressOf(item.progress.loaded, item.size) }, { isPutting: false });
    case 'stored':
      return next(
        record,
        { isStored: true, error: null, nextRetryAt: null, progress: progressOf(item.size, item.size, true) },
        { isPutting: false },
      );
    case 'offline':
      return next(record, { error: action.error });
    case 'waiting-for-network':
      return next(record, { isWaitingForNetwork: action.waiting });
    case 'url-refreshed':
      // The stale URL and its FileStoreId go together: that id can never be reported.
      return next(record, { urlRefreshes: item.urlRefreshes + 1, fileStoreId: null, error: action.error });
    case 'retrying':
      return next(
        record,
        { error: action.error, nextRetryAt: at + action.delayMs },
        { failures: { ...record.failures, [action.step]: record.failures[action.step] + 1 } },
      );
    case 'retry-due':
      return next(record, { nextRetryAt: null });
    case 'done':
    case 'failed':
    case 'canceled': {
      // Settled: nothing waits and nothing moves any more; a canceled file keeps its last error.
      const error = action.type === 'failed' ? action.error : action.type === 'done' ? null : item.error;
      const status = action.type === 'failed' ? 'error' : action.type;
      return next(record, { status, error, nextRetryAt: null, isWaitingForNetwork: false }, { isPutting: false });
    }
    case 'restarted':
      // A file in storage is only reported again, with the same id; any other gets a fresh URL.
      return next(
        record,
        { attempt: 0, error: null, nextRetryAt: null, urlRefreshes: 0, ...(item.isStored ? { status: 'reporting' } : { status: 'queued', fileStoreId: null }) },
        { failures: NO_FAILURES },
      );
    case 'restored': {
      const { size, fileStoreId } = action;
      // A stored record may be taken over by an item chosen in this visit, mid-PUT: that PUT is stopped.
      const changes: ItemPatch = fileStoreId
        ? { status: 'reporting', isStored: true, fileStoreId, progress: progressOf(size, size, true) }
        : { status: 'interrupted', progress: progressOf(0, size) };
      return next(record, { ...changes, size }, { isPutting: false });
    }
    case 'resumed':
      // The same file chosen again starts afresh, as if just added (same id and place in the list):
      // no id, no attempts, no bytes; its type is decided from the file now given.
      return createUploadRecord(item.id, action.file, item.addedAt);
  }
}

/**
 * The one place that decides the action flags, from status and storage: each
 * says whether its method would act (a stored file's report is never cut off).
 */
export function withActions(item: UploadItem): UploadItem {
  const active = ACTIVE_STATUSES.has(item.status);
  const canCancel = active && !item.isStored;
  return Object.freeze({
    ...item,
    canCancel,
    canRetry: item.status === 'error' || item.status === 'canceled',
    canRemove: canCancel || !active,
  }) as UploadItem;
}

/**
 * Progress of `loaded` of `total` bytes (of one item, or of the whole queue); with a speed (never negative),
 * the time the `remaining` bytes take at it, none at 0 B/s.
 */
export function progressOf(loaded: number, total: number, isComplete = false, speed: number | null = null, remaining = 0): UploadProgressInfo {
  return {
    loaded,
    total,
    // An empty file has no bytes to count: 0 % until stored, then 100 %.
    percent: total > 0 ? Math.floor((loaded * 100) / total) : isComplete ? 100 : 0,
    bytesPerSecond: speed,
    etaSeconds: speed ? Math.ceil(remaining / speed) : null,
  };
}

function next(record: UploadRecord, changes: ItemPatch, facts?: Partial<UploadRecord>): RecordPatch {
  return { ...facts, item: withActions({ ...record.item, ...changes } as UploadItem) };
}
