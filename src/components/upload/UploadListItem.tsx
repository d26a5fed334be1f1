'use client';
import { memo, useRef, type CSSProperties } from 'react';
import { redact } from '../../core/redact';
import { formatBytes } from '../../core/upload/formatBytes';
import type { UploadItem } from '../../core/upload/types';
import { useBeforePaintEffect } from '../../react/useBeforePaintEffect';
import type { UploadItemActions, UploadItemState, UploadListProps } from '../UploadList';
import { firstButtonOf, UploadActionButton } from './UploadActionButton';
import type { UploadLabels } from './uploadLabels';

/** Props of {@link UploadListItem}: the item, and what the list passes to every row. */
export interface UploadListItemProps {
  item: UploadItem;
  labels: UploadLabels;
  locale: string | undefined;
  showSpeed: boolean;
  itemClassName: UploadListProps['itemClassName'];
  render: UploadListProps['renderItem'];
  cancel: ((item: UploadItem) => void) | undefined;
  retry: ((item: UploadItem) => void) | undefined;
  remove: ((item: UploadItem) => void) | undefined;
}

/**
 * What a row shows of `item`. Waiting for the network or for a retry wins
 * over the step, since that is what the user is waiting for; the engine
 * clears both flags when an item settles, so they never mask an outcome.
 * Every other status has a plain label of its own name (the one vocabulary,
 * DESIGN.md).
 */
function rowTexts(item: UploadItem, labels: UploadLabels, locale: string | undefined) {
  const { status, progress } = item;
  // Every byte sent, storage's answer not yet in: from the user's side the
  // upload is finishing, as it is while it is reported.
  const sent = status === 'uploading' && progress.total > 0 && progress.loaded >= progress.total;
  const statusLabel = item.isWaitingForNetwork
    ? labels.offline
    : item.nextRetryAt !== null
      ? labels.retrying
      : sent
        ? labels.reporting
        : status === 'uploading'
          ? labels.uploading(progress.percent)
          : labels[status];
  // The size and the progress total are the same number but for a file that changed on disk: format it once.
  const size = formatBytes(item.size, locale);
  const total = progress.total === item.size ? size : formatBytes(progress.total, locale);
  return {
    statusLabel,
    size,
    valueText: labels.progressText(statusLabel, formatBytes(progress.loaded, locale), total),
    speed: progress.bytesPerSecond === null ? null : labels.speed(formatBytes(progress.bytesPerSecond, locale), progress.etaSeconds),
  };
}


/**
 * One `<UploadList>` row. Items are immutable and only the changed ones get
 * new objects, so with a thousand files one progress frame renders one row,
 * not a thousand. Its default content: name (with its
 * folder path), size, a progress bar named after the file, the phase,
 * speed, the error and the actions the item's flags allow. A button that
 * goes with focus on it hands focus on (`UploadActionButton`): to the row's
 * first button (Retry → Cancel), to the row itself while it has none, to
 * the next or previous row after Remove. Every button keeps its name.
 */
export const UploadListItem = memo(function UploadListItem({
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
  const { status, progress, error } = item;
  // A file from a dropped or chosen folder is named by its path there (file-selector's `relativePath`,
  // the browser's `webkitRelativePath`), so two README.md from different folders can be told apart.
  const name = ((item.file as { relativePath?: string }).relativePath || (item.file as Partial<File>).webkitRelativePath || item.name).replace(/^\.?\//, '');
  // The engine's flags say what is allowed (a stored file is past canceling); the row only binds them.
  // Bound in the buttons' order: cancel, retry, remove.
  const actions: UploadItemActions = {};
  if (cancel && item.canCancel) actions.cancel = () => cancel(item);
  if (retry && item.canRetry) actions.retry = () => retry(item);
  // One way out at a time: Cancel while the file can be stopped, Remove once it stopped (remove would cancel it too).
  if (remove && item.canRemove && !item.canCancel) actions.remove = () => remove(item);
  const { statusLabel, size, valueText, speed } = rowTexts(item, labels, locale);
  const state: UploadItemState = { statusLabel, actions };
  const extraClass = typeof itemClassName === 'function' ? itemClassName(item, state) : itemClassName;
  const rowRef = useRef<HTMLLIElement>(null);
  // A row that holds focus (its button went, none came yet) gives it to the first button that comes.
  useBeforePaintEffect(() => {
    const row = rowRef.current;
    if (row && row.ownerDocument.activeElement === row) firstButtonOf(row)?.focus();
  });
  const buttons = Object.entries(actions).map(([action, onClick]) => (
    <UploadActionButton key={action} action={action} onClick={onClick}>
      {/* Visible "Cancel", accessible "Cancel <name>": the visible word stays part of the name (WCAG 2.5.3). */}
      {labels[action as keyof UploadItemActions]}{' '}
      <span className="ck-visually-hidden">{name}</span>
    </UploadActionButton>
  ));
  return (
    <li
      ref={rowRef}
      className={extraClass ? `ck-upload-item ${extraClass}` : 'ck-upload-item'}
      data-part="item"
      data-state={status}
      // Focusable for a script only while it holds focus (see above): neither Tab nor a click stops on it after.
      onBlur={(event) => event.target === event.currentTarget && event.currentTarget.removeAttribute('tabindex')}
    >
      {render ? (
        render(item, state)
      ) : (
        <>
          <span data-part="name" title={name}>
            {name}
          </span>
          <span data-part="size">{size}</span>
          <div
            role="progressbar"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={valueText}
            data-part="progress"
            data-state={status}
            style={{ '--ck-upload-progress': `${progress.percent}%` } as CSSProperties}
          >
            <div data-part="indicator" />
          </div>
          <div data-part="phase">
            <span data-part="status">{statusLabel}</span>
            {showSpeed && status === 'uploading' && speed !== null && <span data-part="speed">{speed}</span>}
          </div>
          {status === 'interrupted' && <p data-part="hint">{labels.chooseAgain}</p>}
          {status === 'error' && (
            // The message is already redacted by ChatbotError; redact again in case a custom client threw its own.
            <p data-part="error">
              {redact(error.message)}
              {/* Set in development builds only: the likely cause and fix, for the developer. */}
              {error.hint && <small data-part="error-hint">{redact(error.hint)}</small>}
            </p>
          )}
          {buttons.length > 0 && <div data-part="actions">{buttons}</div>}
        </>
      )}
    </li>
  );
});
