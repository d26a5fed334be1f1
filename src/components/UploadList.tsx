'use client';
import { forwardRef, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { isUnderWay } from '../core/upload/summarizeQueue';
import type { UploadItem } from '../core/upload/types';
import { renderChildren } from './shared/renderChildren';
import { resolveClassName } from './shared/resolveClassName';
import { UploadListItem } from './upload/UploadListItem';
import { resolveUploadLabels, type UploadLabels } from './upload/uploadLabels';

/** What `renderItem` and `itemClassName` receive after the file itself. */
export interface UploadItemState {
  /** The phase label, such as "Uploading 42%". */
  statusLabel: string;
  /** Cancel, retry and remove, bound to this file: each is present when the item's `canCancel`/`canRetry`/`canRemove` says so. */
  actions: {
    /** Present while the file can still be stopped (`item.canCancel`: not yet in storage). */
    cancel?: () => void;
    /** Present when the file failed or was canceled (`item.canRetry`). */
    retry?: () => void;
    /**
     * Present once the file stopped (done, failed, canceled or interrupted): `item.canRemove` and no longer `item.canCancel`.
     */
    remove?: () => void;
  };
}

/** State the list's `className` and `children` functions receive. */
export interface UploadListState {
  /** Every file of the queue, in order. */
  files: readonly UploadItem[];
  /** Some file is on its way (requesting, uploading or reporting). */
  isUploading: boolean;
}

/** Props of {@link UploadList}, and any attribute of its root `<ul>`. */
export interface UploadListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'className' | 'children'> {
  /**
   * The hook's result (or anything with `files`, `cancel`, `retry`, `remove`; the three are called unbound, as the hook's are).
   * @default none (give `files` instead)
   * @example <UploadList upload={useFileUpload()} />
   */
  upload?: {
    /** The files to list, in order (`useFileUpload().files`). */
    files: readonly UploadItem[];
    /** Called by a row's Cancel button with the file's id. */
    cancel(id: string): unknown;
    /**
     * Called by a row's Retry button with the file's id.
     */
    retry(id: string): unknown;
    /**
     * Called by a row's Remove button with the file's id.
     */
    remove(id: string): unknown;
  };
  /** The files, when not given through `upload`. @default upload.files @example <UploadList files={queue.getState().items} onCancelItem={(item) => queue.cancel(item.id)} /> */
  files?: readonly UploadItem[];
  /** Called by a row's 'Cancel <name>' with its file. @default upload.cancel(item.id) @example <UploadList files={files} onCancelItem={(item) => queue.cancel(item.id)} /> */
  onCancelItem?: ((item: UploadItem) => void) | undefined;
  /** Called by a row's 'Retry <name>' with its file. @default upload.retry(item.id) @example <UploadList files={files} onRetryItem={(item) => queue.retry(item.id)} /> */
  onRetryItem?: ((item: UploadItem) => void) | undefined;
  /** Called by a row's 'Remove <name>' with its file. @default upload.remove(item.id) @example <UploadList files={files} onRemoveItem={(item) => queue.remove(item.id)} /> */
  onRemoveItem?: ((item: UploadItem) => void) | undefined;
  /** Overrides of the texts. @default defaultUploadLabels @example <UploadList upload={upload} labels={{ cancel: 'Abbrechen' }} /> */
  labels?: Partial<UploadLabels>;
  /** Locale for sizes and speeds. @default the browser's @example <UploadList upload={upload} locale="de-DE" /> */
  locale?: string;
  /** Show speed and time left while uploading. @default true @example <UploadList upload={upload} showSpeed={false} /> */
  showSpeed?: boolean;
  /**
   * Extra class on the `<ul>`, or a function of its state. It always has `ck-upload-list`.
   * @default none
   * @example <UploadList upload={upload} className={({ isUploading }) => (isUploading ? 'busy' : '')} />
   */
  className?: string | ((state: UploadListState) => string | undefined);
  /**
   * Extra class on each `<li>`, or a function of its file and state (as `renderItem`'s). It always has `ck-upload-item`.
   * @default none
   * @example <UploadList upload={upload} itemClassName={(item) => `row-${item.status}`} />
   */
  itemClassName?: string | ((item: UploadItem, state: UploadItemState) => string | undefined) | undefined;
  /**
   * Renders one file's row content, replacing the default inside the `<li>` (which keeps its `data-state`, class and key).
   * @default name, size, progress bar, status and the buttons
   * @example <UploadList upload={upload} renderItem={(item, { statusLabel }) => `${item.name}: ${statusLabel}`} />
   */
  renderItem?: ((item: UploadItem, state: UploadItemState) => ReactNode) | undefined;
  /**
   * Replaces the rows inside the `<ul>` (which keeps its name, class and `data-state`); a node, or a function of the list's state. Render `<li>`s.
   * The list renders nothing while it has no files.
   * @default a row per file
   * @example <UploadList upload={upload}>{({ files }) => files.map((f) => <li key={f.id}>{f.name}</li>)}</UploadList>
   */
  children?: ReactNode | ((state: UploadListState) => ReactNode);
}

/**
 * One row per file: its name, size and phase label, a `role=progressbar` named after the file, the error message, and the buttons 'Cancel <name>',
 * 'Retry <name>' and 'Remove <name>'. Each row has `data-state` equal to the file's status. A button that goes with focus on it leaves focus on the
 * row's new first button (Retry → Cancel), else on the next row's, the previous row's, or the control before the list. Renders only; the hook does
 * the work. Rows are memoised and the engine gives only a changed file a new item, so a progress event renders one row.
 *
 * Its root is a `<ul>` (none while there are no files) with `data-state` (`uploading` or `idle`), the `className`, a `ref` and any other attribute
 * given; an `aria-label` of yours replaces the `list` label, an `aria-labelledby` overrides it.
 *
 * @example
 * const upload = useFileUpload();
 * <UploadList upload={upload} />
 */
export const UploadList = forwardRef<HTMLUListElement, UploadListProps>(function UploadList(
  { upload, files = upload?.files ?? [], onCancelItem, onRetryItem, onRemoveItem, labels: overrides, showSpeed = true, locale, className, itemClassName,
    renderItem, children, ...rest },
  ref,
) {
  // Kept while `labels` is: a new object would render every (memoised) row on each progress frame.
  const labels = useMemo(() => resolveUploadLabels(overrides), [overrides]);
  // Kept while the callbacks are: the hook's actions are stable, so unchanged rows skip rendering (memo).
  const { cancel, retry, remove } = upload ?? {};
  const actions = useMemo(() => {
    const byId = (act: ((id: string) => unknown) | undefined) => act && ((item: UploadItem) => void act(item.id));
    return { cancel: onCancelItem ?? byId(cancel), retry: onRetryItem ?? byId(retry), remove: onRemoveItem ?? byId(remove) };
  }, [onCancelItem, onRetryItem, onRemoveItem, cancel, retry, remove]);
  if (files.length === 0) return null;
  // The queue's own rule, so the list and `upload.isUploading` always agree.
  const listState: UploadListState = { files, isUploading: files.some(isUnderWay) };
  const row = { labels, locale, showSpeed, itemClassName, render: renderItem, ...actions };
  return (
    <ul aria-label={labels.list} {...rest} ref={ref} className={resolveClassName('ck-upload-list', className, listState)} data-part="list"
      data-state={listState.isUploading ? 'uploading' : 'idle'}>
      {renderChildren(children, listState, () => files.map((item) => <UploadListItem key={item.id} item={item} {...row} />))}
    </ul>
  );
});
