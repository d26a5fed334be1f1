'use client';
import { useMemo, type ReactNode } from 'react';
import { isUnderWay } from '../core/upload/summarizeQueue';
import type { UploadItem } from '../core/upload/types';
import { renderChildren, type ChildrenProp } from './shared/renderChildren';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';
import { UploadListItem } from './upload/UploadListItem';
import { resolveUploadLabels, type UploadLabels } from './upload/uploadLabels';

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
  /** The file this row shows. */
  item: UploadItem;
  /** The phase label, such as "Uploading 42%". */
  statusLabel: string;
  /** Cancel, retry and remove for this file, bound to its id. */
  actions: UploadItemActions;
}

/** State the list's `className` and `children` functions receive. */
export interface UploadListState {
  /** Every file of the queue, in order. */
  files: readonly UploadItem[];
  /** Some file is on its way (requesting, uploading or reporting). */
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
   * @default a row per file
   * @example <UploadList upload={upload}>{({ files }) => files.map((f) => <li key={f.id}>{f.name}</li>)}</UploadList>
   */
  children?: ChildrenProp<UploadListState>;
}

/**
 * One row per file: its name, size and phase label, a
 * `role=progressbar` named after the file, the error message, and the
 * buttons 'Cancel <name>', 'Retry <name>' and 'Remove <name>'. Each row has
 * `data-state` equal to the file's status. A button that goes with focus on
 * it leaves focus on the row's new first button (Retry → Cancel), else on
 * the next row's, the previous row's, or the control before the list.
 * Renders only; the hook does the work. Rows are memoised and the engine
 * gives only a changed file a new item, so a progress event renders one row.
 *
 * @example
 * const upload = useFileUpload();
 * <UploadList upload={upload} />
 */
export function UploadList({
  upload,
  files = upload?.files ?? [],
  onCancel = upload?.cancel,
  onRetry = upload?.retry,
  onRemove = upload?.remove,
  labels: overrides,
  showSpeed = true,
  locale,
  className,
  itemClassName,
  renderItem,
  children,
}: UploadListProps) {
  // Kept while `labels` is: a new object would render every (memoised) row on each progress frame.
  const labels = useMemo(() => resolveUploadLabels(overrides), [overrides]);
  if (files.length === 0) return null;
  // The queue's own rule, so the list and `upload.isUploading` always agree.
  const listState: UploadListState = { files, isUploading: files.some(isUnderWay) };
  // The hook's actions are stable, so unchanged rows skip rendering (memo).
  const row = { labels, locale, showSpeed, itemClassName, render: renderItem, cancel: onCancel, retry: onRetry, remove: onRemove };
  return (
    <ul
      className={resolveClassName('ck-upload-list', className, listState)}
      aria-label={labels.list}
      data-part="list"
      data-state={listState.isUploading ? 'uploading' : 'idle'}
    >
      {renderChildren(children, listState, () => files.map((item) => <UploadListItem key={item.id} item={item} {...row} />))}
    </ul>
  );
}
