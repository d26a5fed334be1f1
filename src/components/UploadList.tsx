'use client';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { redact } from '../core/redact';
import { formatBytes } from '../core/upload/formatBytes';
import type { UploadItem } from '../core/upload/types';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';
import { getUploadStatusLabel } from './upload/getUploadStatusLabel';
import { resolveUploadLabels, type UploadLabels } from './upload/uploadLabels';

/** The actions a file row offers, bound to one file. */
export interface UploadItemActions {
  /** Present while the file can still be stopped (not yet in storage). */
  cancel?: () => void;
  /** Present when the file failed or was canceled. */
  retry?: () => void;
  /** Present once the file is done, failed or canceled. */
  remove?: () => void;
}

/** State a row's `itemClassName` function and the render-prop receive. */
export interface UploadItemState {
  item: UploadItem;
  /** The phase label, such as "Uploading 42%". */
  statusLabel: string;
  actions: UploadItemActions;
}

/** State the list's `className` function receives. */
export interface UploadListState {
  files: readonly UploadItem[];
  isUploading: boolean;
}

/** The parts of `useFileUpload()`'s result the list needs. */
export interface UploadListSource {
  files: readonly UploadItem[];
  cancel(id: string): unknown;
  retry(id: string): unknown;
  remove(id: string): unknown;
}

/** Props of {@link UploadList}. */
export interface UploadListProps {
  /**
   * The hook's result (or anything with `files`, `cancel`, `retry`, `remove`;
   * the three are called unbound, as the hook's are).
   */
  upload?: UploadListSource;
  /** The files, when not given through `upload`. */
  files?: readonly UploadItem[];
  /** Called by 'Cancel <name>'. @default upload.cancel */
  onCancel?: (id: string) => void;
  /** Called by 'Retry <name>'. @default upload.retry */
  onRetry?: (id: string) => void;
  /** Called by 'Remove <name>'. @default upload.remove */
  onRemove?: (id: string) => void;
  /** Overrides of the texts. */
  labels?: Partial<UploadLabels>;
  /** Locale for sizes and speeds. @default the browser's */
  locale?: string;
  /** Show speed and time left while uploading. @default true */
  showSpeed?: boolean;
  /** Extra class on the `<ul>`, or a function of its state. It always has `ck-upload-list`. */
  className?: ClassNameProp<UploadListState>;
  /** Extra class on each `<li>`, or a function of the row's state. It always has `ck-upload-item`. */
  itemClassName?: ClassNameProp<UploadItemState>;
  /** Render each row's content yourself; the `<li>` with its `data-state` stays. */
  children?: (state: UploadItemState) => ReactNode;
}

const isActive = (item: UploadItem) =>
  item.status === 'queued' || item.status === 'requesting' || item.status === 'uploading' || item.status === 'reporting';

/**
 * One row per file (issue 3 §3): its name, size and phase label, a
 * `role=progressbar` named after the file, the error message, and the
 * buttons 'Cancel <name>', 'Retry <name>' and 'Remove <name>'. Each row has
 * `data-state` equal to the file's status. Renders only; the hook does the work.
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
  locale,
  showSpeed = true,
  className,
  itemClassName,
  children,
}: UploadListProps) {
  const files = filesProp ?? upload?.files ?? [];
  if (files.length === 0) return null;
  const labels = resolveUploadLabels(overrides);
  // The hook's actions are stable, so unchanged rows skip rendering (memo below).
  const cancel = onCancel ?? upload?.cancel;
  const retry = onRetry ?? upload?.retry;
  const remove = onRemove ?? upload?.remove;
  const listState: UploadListState = { files, isUploading: files.some(isActive) };

  return (
    <ul
      className={resolveClassName('ck-upload-list', className, listState)}
      aria-label={labels.list}
      data-part="list"
      data-state={listState.isUploading ? 'uploading' : 'idle'}
    >
      {files.map((item) => (
        <UploadListItem
          key={item.id}
          item={item}
          labels={labels}
          locale={locale}
          showSpeed={showSpeed}
          itemClassName={itemClassName}
          render={children}
          cancel={cancel}
          retry={retry}
          remove={remove}
        />
      ))}
    </ul>
  );
}

interface UploadListItemProps {
  item: UploadItem;
  labels: UploadLabels;
  locale: string | undefined;
  showSpeed: boolean;
  itemClassName: ClassNameProp<UploadItemState>;
  render: UploadListProps['children'];
  cancel: ((id: string) => unknown) | undefined;
  retry: ((id: string) => unknown) | undefined;
  remove: ((id: string) => unknown) | undefined;
}

/**
 * One row. Items are immutable and only the changed ones get new objects, so
 * with a thousand files one progress frame renders one row, not a thousand.
 */
const UploadListItem = memo(function UploadListItem({
  item,
  labels,
  locale,
  showSpeed,
  itemClassName,
  render,
  cancel,
  retry,
  remove,
}: UploadListItemProps) {
  const actions: UploadItemActions = {};
  // A stored file is past canceling: its report is never cut off (issue 3).
  if (cancel && isActive(item) && !item.isStored) actions.cancel = () => void cancel(item.id);
  if (retry && (item.status === 'error' || item.status === 'canceled')) actions.retry = () => void retry(item.id);
  if (remove && !isActive(item)) actions.remove = () => void remove(item.id);
  const state: UploadItemState = { item, statusLabel: getUploadStatusLabel(item, labels), actions };
  return (
    <li className={resolveClassName('ck-upload-item', itemClassName, state)} data-part="item" data-state={item.status}>
      {render ? render(state) : <UploadRow state={state} labels={labels} locale={locale} showSpeed={showSpeed} />}
    </li>
  );
});

function UploadRow({
  state: { item, statusLabel, actions },
  labels,
  locale,
  showSpeed,
}: {
  state: UploadItemState;
  labels: UploadLabels;
  locale: string | undefined;
  showSpeed: boolean;
}) {
  const percent = item.progress.percent;
  const valueText = labels.progressText(
    statusLabel,
    formatBytes(item.progress.loaded, locale),
    formatBytes(item.progress.total, locale),
  );
  const speed =
    showSpeed && item.status === 'uploading' && item.progress.bytesPerSecond !== null
      ? labels.speed(formatBytes(item.progress.bytesPerSecond, locale), item.progress.etaSeconds)
      : null;
  // Visible "Cancel", accessible "Cancel <name>": the visible word stays part of the name (WCAG 2.5.3).
  const hidden = (
    <>
      {' '}
      <span className="ck-visually-hidden">{item.name}</span>
    </>
  );
  return (
    <>
      <span data-part="name" title={item.name}>
        {item.name}
      </span>
      <span data-part="size">{formatBytes(item.size, locale)}</span>
      <div
        role="progressbar"
        aria-label={item.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        data-part="progress"
        data-state={item.status}
        style={{ '--ck-upload-progress': `${percent}%` } as CSSProperties}
      >
        <div data-part="indicator" />
      </div>
      <span data-part="status">{statusLabel}</span>
      {speed && <span data-part="speed">{speed}</span>}
      {item.status === 'error' && (
        // The message is already redacted by ChatbotError; redact again in case a custom client threw its own.
        <p data-part="error">{redact(item.error.message)}</p>
      )}
      {(actions.cancel || actions.retry || actions.remove) && (
        <div data-part="actions">
          {actions.cancel && (
            <button type="button" data-part="cancel" onClick={actions.cancel}>
              {labels.cancel}
              {hidden}
            </button>
          )}
          {actions.retry && (
            <button type="button" data-part="retry" onClick={actions.retry}>
              {labels.retry}
              {hidden}
            </button>
          )}
          {actions.remove && (
            <button type="button" data-part="remove" onClick={actions.remove}>
              {labels.remove}
              {hidden}
            </button>
          )}
        </div>
      )}
    </>
  );
}
