'use client';
import { memo, useMemo, type ReactNode } from 'react';
import type { UploadQueue } from '../core/upload/createUploadQueue';
import { isUnderWay } from '../core/upload/summarizeQueue';
import type { UploadItem } from '../core/upload/types';
import { sameOutline, useQueueItem, useQueueSelector } from '../react/upload/useQueueSelector';
import { useCountInSteps } from '../react/useCountInSteps';
import { renderChildren, type ChildrenProp } from './shared/renderChildren';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';
import { type FoldKey, useFoldedRows } from './upload/useFoldedRows';
import { UploadListItem, type UploadListItemProps } from './upload/UploadListItem';
import { resolveUploadLabels, type UploadLabels } from './upload/uploadLabels';
import { sameButProgress } from './upload/useLiveProgress';

/** The actions a file row offers, bound to one file (present when the item's `canCancel`/`canRetry`/`canRemove` says so). */
export interface UploadItemActions {
  /** Present while the file can still be stopped (`item.canCancel`: not yet in storage). */
  cancel?: () => void;
  /** Present when the file failed or was canceled (`item.canRetry`). */
  retry?: () => void;
  /** Present once the file stopped (done, failed, canceled or interrupted): `item.canRemove` and no longer `item.canCancel`. */
  remove?: () => void;
}

/** What `renderItem` receives with each file, and `itemClassName` alone. */
export interface UploadItemState {
  item: UploadItem;
  /** The phase label, such as "Uploading 42%". */
  statusLabel: string;
  actions: UploadItemActions;
}

/** State the list's `className` and `children` functions receive. */
export interface UploadListState {
  files: readonly UploadItem[];
  isUploading: boolean;
}

/** The parts of `useFileUpload()`'s result the list needs. */
export interface UploadListSource {
  /** The files to list, in order (`useFileUpload().files`). */
  files: readonly UploadItem[];
  /** Called by a row's Cancel button with the file's id. */
  cancel(id: string): unknown;
  /** Called by a row's Retry button with the file's id. */
  retry(id: string): unknown;
  /** Called by a row's Remove button with the file's id. */
  remove(id: string): unknown;
  /**
   * The queue behind `files`. Given (the hook's result has it), the list
   * reads the queue itself: each row re-renders when its own file changes
   * (a default row writes a change of progress alone without rendering),
   * and the list when files come, go or change status, so a progress event
   * renders at most one row, not the list. `files` is then not read.
   * @default undefined (the list shows `files`)
   */
  queue?: UploadQueue | undefined;
}

/** Props of {@link UploadList}. */
export interface UploadListProps {
  /**
   * The hook's result (or anything with `files`, `cancel`, `retry`, `remove`;
   * the three are called unbound, as the hook's are).
   * @default none (give `files` instead)
   * @example <UploadList upload={useFileUpload()} />
   */
  upload?: UploadListSource;
  /**
   * The files, when not given through `upload`.
   * @default upload.files
   * @example <UploadList files={queue.getState().items} onCancel={queue.cancel} />
   */
  files?: readonly UploadItem[];
  /**
   * Called by 'Cancel <name>'.
   * @default upload.cancel
   * @example <UploadList files={files} onCancel={(id) => queue.cancel(id)} />
   */
  onCancel?: (id: string) => void;
  /**
   * Called by 'Retry <name>'.
   * @default upload.retry
   * @example <UploadList files={files} onRetry={(id) => queue.retry(id)} />
   */
  onRetry?: (id: string) => void;
  /**
   * Called by 'Remove <name>'.
   * @default upload.remove
   * @example <UploadList files={files} onRemove={(id) => queue.remove(id)} />
   */
  onRemove?: (id: string) => void;
  /**
   * Overrides of the texts.
   * @default defaultUploadLabels
   * @example <UploadList upload={upload} labels={{ cancel: 'Abbrechen' }} />
   */
  labels?: Partial<UploadLabels>;
  /**
   * Locale for sizes and speeds.
   * @default the browser's
   * @example <UploadList upload={upload} locale="de-DE" />
   */
  locale?: string;
  /**
   * Show speed and time left while uploading.
   * @default true
   * @example <UploadList upload={upload} showSpeed={false} />
   */
  showSpeed?: boolean;
  /**
   * Extra class on the `<ul>`, or a function of its state. It always has `ck-upload-list`.
   * @default none
   * @example <UploadList upload={upload} className={({ isUploading }) => (isUploading ? 'busy' : '')} />
   */
  className?: ClassNameProp<UploadListState>;
  /**
   * Extra class on each `<li>`, or a function of the row's state. It always has `ck-upload-item`.
   * @default none
   * @example <UploadList upload={upload} itemClassName={({ item }) => `row-${item.status}`} />
   */
  itemClassName?: ClassNameProp<UploadItemState>;
  /**
   * Renders one file's row content, replacing the default inside the `<li>`
   * (which keeps its `data-state`, class and key).
   * @default name, size, progress bar, status and the buttons
   * @example <UploadList upload={upload} renderItem={(item, { statusLabel }) => `${item.name}: ${statusLabel}`} />
   */
  renderItem?: ((item: UploadItem, state: UploadItemState) => ReactNode) | undefined;
  /**
   * Replaces the rows inside the `<ul>` (which keeps its name, class and
   * `data-state`); a node, or a function of the list's state. Render `<li>`s.
   * The list renders nothing while it has no files.
   * @default a row per file, with the folded lines
   * @example <UploadList upload={upload}>{({ files }) => files.map((f) => <li key={f.id}>{f.name}</li>)}</UploadList>
   */
  children?: ChildrenProp<UploadListState>;
  /**
   * With more files than this, uploaded and waiting files fold into one line
   * each ("998 uploaded"), a button that shows their rows: a 1,000-file drop
   * renders a few rows, not a thousand. So do files under way for less than
   * a second ("6 uploading"; a row comes at most half a second after that):
   * in a bulk upload most are done within it, and their rows would only
   * flash by. Failures and slower files keep their rows. `Infinity` never folds.
   * @default 50
   * @example <UploadList upload={upload} foldAfter={Infinity} />
   */
  foldAfter?: number;
}

/**
 * Rows mounted per task when many come at once (a drop): each task stays
 * short on a slow laptop, and the first rows paint before the rest mount.
 */
const ROWS_PER_TASK = 10;

/** What the list passes on, whichever way it reads the files. */
type ListViewProps = Pick<UploadListProps, 'locale' | 'className' | 'itemClassName' | 'renderItem' | 'children'> & {
  showSpeed: boolean;
  foldAfter: number;
  labels: UploadLabels;
  cancel: ((id: string) => unknown) | undefined;
  retry: ((id: string) => unknown) | undefined;
  remove: ((id: string) => unknown) | undefined;
};

/**
 * One row per file: its name, size and phase label, a
 * `role=progressbar` named after the file, the error message, and the
 * buttons 'Cancel <name>', 'Retry <name>' and 'Remove <name>'. Each row has
 * `data-state` equal to the file's status. A button that goes with focus on
 * it leaves focus on the row's new first button (Retry → Cancel), else on
 * the next row's, the previous row's, or the control before the list.
 * Many rows that come at once (a drop) mount ten per task, the first ones
 * first, so a slow laptop answers input and paints between them. Renders
 * only; the hook does the work.
 *
 * @example
 * const upload = useFileUpload();
 * <UploadList upload={upload} />
 */
export function UploadList({
  upload,
  files: filesProp,
  onCancel,
  onRetry,
  onRemove,
  labels: overrides,
  showSpeed = true,
  foldAfter = 50,
  ...presentation
}: UploadListProps) {
  // Kept while `labels` is: a new object would render every (memoised) row on each progress frame.
  const labels = useMemo(() => resolveUploadLabels(overrides), [overrides]);
  const view: ListViewProps = {
    ...presentation,
    labels,
    showSpeed,
    foldAfter,
    // The hook's actions are stable, so unchanged rows skip rendering (memo).
    cancel: onCancel ?? upload?.cancel,
    retry: onRetry ?? upload?.retry,
    remove: onRemove ?? upload?.remove,
  };
  const queue = filesProp ? undefined : upload?.queue;
  return queue ? <QueueList queue={queue} {...view} /> : <ListView files={filesProp ?? upload?.files ?? []} queue={undefined} {...view} />;
}

/**
 * The list over a queue, memoised: a parent that re-renders on every
 * progress frame (its own `useFileUpload()`) leaves it alone. It reads the
 * files' outline (ids, order, statuses), or every change when a function
 * of its state needs the files themselves.
 */
const QueueList = memo(function QueueList({ queue, ...view }: ListViewProps & { queue: UploadQueue }) {
  const needsFiles = typeof view.children === 'function' || typeof view.className === 'function';
  const { items } = useQueueSelector(queue, needsFiles ? undefined : sameOutline);
  return <ListView files={items} queue={queue} {...view} />;
});

/** The `<ul>`, the folded lines and the rows; rows read their item from `queue` when there is one. */
function ListView({
  files,
  queue,
  labels,
  locale,
  showSpeed,
  className,
  itemClassName,
  renderItem,
  foldAfter,
  children,
  cancel,
  retry,
  remove,
}: ListViewProps & { files: readonly UploadItem[]; queue: UploadQueue | undefined }) {
  const { rows, folds, unfold } = useFoldedRows(files, foldAfter);
  // Your own `children` replace the rows: nothing to mount in steps.
  const mounted = useCountInSteps(children == null ? rows.length : 0, ROWS_PER_TASK);
  if (files.length === 0) return null;
  // The queue's own rule, so the list and `upload.isUploading` always agree.
  const listState: UploadListState = { files, isUploading: files.some(isUnderWay) };
  const fold = (key: FoldKey) => {
    const count = folds.get(key);
    return count ? (
      <li key={key} className="ck-upload-fold" data-part="fold" data-state={key}>
        <button type="button" aria-expanded={false} onClick={() => unfold(key)}>
          {key === 'starting' ? labels.foldedStarting(count) : labels.folded(key, count)}
        </button>
      </li>
    ) : null;
  };
  const row = { labels, locale, showSpeed, itemClassName, render: renderItem, cancel, retry, remove };

  return (
    <ul
      className={resolveClassName('ck-upload-list', className, listState)}
      aria-label={labels.list}
      data-part="list"
      data-state={listState.isUploading ? 'uploading' : 'idle'}
    >
      {renderChildren(children, listState, () => (
        <>
          {fold('done')}
          {fold('starting')}
          {rows
            .slice(0, mounted)
            .map((item) =>
              queue ? <QueueRow key={item.id} queue={queue} id={item.id} {...row} /> : <UploadListItem key={item.id} item={item} {...row} />,
            )}
          {fold('queued')}
        </>
      ))}
    </ul>
  );
}

/**
 * A row that reads its own item from the queue: the engine gives a changed
 * item a new object and keeps the others, so a progress event concerns this
 * row alone. With the default content and a class that is not a function of
 * the row's state, a change of progress alone does not render it either:
 * the row writes its progress parts itself (`useLiveProgress`). Gone from
 * the queue (removed), it renders nothing until the list drops it in the
 * same render.
 */
const QueueRow = memo(function QueueRow({ queue, id, ...row }: Omit<UploadListItemProps, 'item' | 'liveFrom'> & { queue: UploadQueue; id: string }) {
  const isLive = !row.render && typeof row.itemClassName !== 'function';
  const item = useQueueItem(queue, id, isLive ? sameButProgress : undefined);
  return item ? <UploadListItem item={item} liveFrom={isLive ? queue : undefined} {...row} /> : null;
});
