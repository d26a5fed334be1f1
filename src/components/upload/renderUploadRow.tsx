'use client';
import type { CSSProperties } from 'react';
import { redact } from '../../core/redact';
import { formatBytes } from '../../core/upload/formatBytes';
import type { UploadItemState } from '../UploadList';
import type { UploadLabels } from './uploadLabels';

/** The row's buttons, in this order; each is shown when the item's flag binds its action. */
const ACTIONS = ['cancel', 'retry', 'remove'] as const;

/**
 * The default content of one `<UploadList>` row: name, size, a progress bar
 * named after the file, the phase, speed, the error and the actions the
 * item's flags allow (already bound in `state.actions`).
 */
export function renderUploadRow(
  { item, statusLabel, actions }: UploadItemState,
  labels: UploadLabels,
  locale: string | undefined,
  showSpeed: boolean,
) {
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
      {item.status === 'interrupted' && <p data-part="hint">{labels.chooseAgain}</p>}
      {item.status === 'error' && (
        // The message is already redacted by ChatbotError; redact again in case a custom client threw its own.
        <p data-part="error">
          {redact(item.error.message)}
          {/* Set in development builds only (issue 12 §6): the likely cause and fix, for the developer. */}
          {item.error.hint && <small data-part="error-hint">{redact(item.error.hint)}</small>}
        </p>
      )}
      {ACTIONS.some((name) => actions[name]) && (
        <div data-part="actions">
          {/* Visible "Cancel", accessible "Cancel <name>": the visible word stays part of the name (WCAG 2.5.3). */}
          {ACTIONS.map(
            (name) =>
              actions[name] && (
                <button key={name} type="button" data-part={name} onClick={actions[name]}>
                  {labels[name]}
                  {' '}
                  <span className="ck-visually-hidden">{item.name}</span>
                </button>
              ),
          )}
        </div>
      )}
    </>
  );
}
