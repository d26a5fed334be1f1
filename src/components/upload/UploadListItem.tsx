'use client';
import { memo, useRef, type CSSProperties, type ReactNode } from 'react';
import { redact } from '../../core/redact';
import { formatBytes } from '../../core/upload/formatBytes';
import type { UploadItem } from '../../core/upload/types';
import { useBeforePaintEffect } from '../../react/useBeforePaintEffect';
import { resolveClassName } from '../shared/resolveClassName';
import { focusHeld, useFocusHandOff, type FocusHandOff } from '../shared/useFocusHandOff';
import type { UploadItemState, UploadListProps } from '../UploadList';
import type { UploadLabels } from './uploadLabels';

/** Props of {@link UploadListItem}: the item, and what the list passes to every row. */
export interface UploadListItemProps extends Pick<UploadListProps, 'itemClassName'> {
  item: UploadItem;
  labels: UploadLabels;
  locale: string | undefined;
  showSpeed: boolean;
  render: UploadListProps['renderItem'];
  cancel: UploadListProps['onCancelItem'];
  retry: UploadListProps['onRetryItem'];
  remove: UploadListProps['onRemoveItem'];
}

/** The first button of a row (its first action). */
const firstButtonOf = (row: Element) => row.querySelector<HTMLElement>('button:not(:disabled)');

/**
 * Where focus goes from a row's button that went: the row's first button now (Retry → Cancel, Cancel → Retry); a row left with none (a stored file
 * while it is reported) holds focus itself until a button comes back. From a row that went (Remove): the first button of the next row, else of the
 * nearest row before it, else, with the list gone, the last control before the list that takes focus (a dropzone's "Choose files": where Shift+Tab
 * from the list would have gone).
 */
const rowHandOff: FocusHandOff = (button) => {
  const row = button.closest('li')!;
  const list = row.parentElement!;
  const rows = [...list.children];
  const index = rows.indexOf(row);
  const others = [...rows.slice(index + 1), ...rows.slice(0, index).reverse()];
  const doc = button.ownerDocument;
  // The list follows each of them and none holds it (that would add DOCUMENT_POSITION_CONTAINED_BY).
  const before = [...doc.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]')].filter(
    (element) => element.tabIndex >= 0 && element.compareDocumentPosition(list) === Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return () => {
    if (row.isConnected) return focusHeld(firstButtonOf(row) ?? row);
    // Nearest first; one that does not take focus (gone with its row, hidden, disabled) gives way to the next.
    for (const target of [...others.map(firstButtonOf), ...before.reverse()]) {
      target?.focus();
      if (target && doc.activeElement === target) return;
    }
  };
};

/** A row's Cancel, Retry or Remove (`action` is its `data-part`); when it goes with focus on it, focus moves as {@link rowHandOff} says. */
function UploadActionButton({ action, onClick, children }: { action: string; onClick: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusHandOff(ref, rowHandOff);
  return (
    <button ref={ref} type="button" data-part={action} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * One `<UploadList>` row. Items are immutable and only the changed ones get new objects, so with a thousand files one progress frame renders one row.
 * Its default content: name (with its folder path), size, a progress bar named after the file, the phase, speed, the error and the actions the item's
 * flags allow, each button named "<action> <name>".
 */
export const UploadListItem = memo(function UploadListItem({ item, labels, locale, showSpeed, itemClassName, render, cancel, retry, remove }: UploadListItemProps) {
  const { status, progress, error } = item;
  // A file from a dropped or chosen folder is named by its path there (file-selector's `relativePath`,
  // the browser's `webkitRelativePath`), so two README.md from different folders can be told apart.
  const name = ((item.file as { relativePath?: string }).relativePath || (item.file as Partial<File>).webkitRelativePath || item.name).replace(/^\.?\//, '');
  // The engine's flags say what is allowed (a stored file is past canceling); bound in the buttons' order.
  const actions: UploadItemState['actions'] = {};
  if (cancel && item.canCancel) actions.cancel = () => cancel(item);
  if (retry && item.canRetry) actions.retry = () => retry(item);
  // One way out at a time: Cancel while the file can be stopped, Remove once it stopped (remove would cancel it too).
  if (remove && item.canRemove && !item.canCancel) actions.remove = () => remove(item);
  // Waiting for the network or for a retry wins over the step, since that is what the user is waiting for; the engine clears both flags when an
  // item settles, so they never mask an outcome. Every byte sent, storage's answer not yet in: to the user the upload is finishing, as while it
  // is reported. Every other status has the label of its own name (DESIGN.md).
  const statusLabel = item.isWaitingForNetwork ? labels.offline : item.nextRetryAt !== null ? labels.retrying
    : status !== 'uploading' ? labels[status] : progress.total > 0 && progress.loaded >= progress.total ? labels.reporting : labels.uploading(progress.percent);
  const state: UploadItemState = { statusLabel, actions };
  const rowRef = useRef<HTMLLIElement>(null);
  // A row that holds focus (its button went, none came yet) gives it to the first button that comes.
  useBeforePaintEffect(() => {
    const row = rowRef.current;
    if (row && row.ownerDocument.activeElement === row) firstButtonOf(row)?.focus();
  });
  const buttons = Object.entries(actions).map(([action, onClick]) => (
    <UploadActionButton key={action} action={action} onClick={onClick}>
      {/* Visible "Cancel", accessible "Cancel <name>": the visible word stays part of the name (WCAG 2.5.3). */}
      {labels[action as keyof UploadItemState['actions']]} <span className="ck-visually-hidden">{name}</span>
    </UploadActionButton>
  ));
  return (
    <li
      ref={rowRef}
      className={resolveClassName('ck-upload-item', itemClassName, item, state)}
      data-part="item"
      data-state={status}
      // Focusable for a script only while it holds focus (see above): neither Tab nor a click stops on it after.
      onBlur={(event) => event.target === event.currentTarget && event.currentTarget.removeAttribute('tabindex')}
    >
      {render ? (
        render(item, state)
      ) : (
        <>
          <span data-part="name" title={name}>{name}</span>
          <span data-part="size">{formatBytes(item.size, locale)}</span>
          <div role="progressbar" aria-label={name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent} aria-valuetext={labels.progressText(statusLabel, formatBytes(progress.loaded, locale), formatBytes(progress.total, locale))}
            data-part="progress" data-state={status} style={{ '--ck-upload-progress': `${progress.percent}%` } as CSSProperties}>
            <div data-part="indicator" />
          </div>
          <div data-part="phase">
            <span data-part="status">{statusLabel}</span>
            {showSpeed && status === 'uploading' && progress.bytesPerSecond !== null && (
              <span data-part="speed">{labels.speed(formatBytes(progress.bytesPerSecond, locale), progress.etaSeconds)}</span>
            )}
          </div>
          {status === 'interrupted' && <p data-part="hint">{labels.chooseAgain}</p>}
          {status === 'error' && (
            // A ChatbotError's message is redacted; again for a label's or a custom client's own. The hint is for the developer, set in
            // development builds only (`ChatbotError.hint`), and shown in them only.
            <p data-part="error">
              {redact(labels.errorMessage(error))}
              {process.env.NODE_ENV !== 'production' && error.hint && <small data-part="error-hint">{redact(error.hint)}</small>}
            </p>
          )}
          {buttons.length > 0 && <div data-part="actions">{buttons}</div>}
        </>
      )}
    </li>
  );
});
