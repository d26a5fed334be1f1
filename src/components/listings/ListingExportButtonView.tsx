'use client';
import { forwardRef, useEffect, useRef } from 'react';
import { formatNumber } from '../../core/formatNumber';
import { useCsvDownload } from '../../react/useCsvDownload';
import type { ListingExportButtonProps } from '../ListingExportButton';
import { resolveClassName } from '../shared/resolveClassName';
import { listingErrorMessage } from './listingErrorMessage';
import { resolveTableLabels } from './listingTableLabels';

/**
 * The code of `ListingExportButton` (../ListingExportButton, where its props and docs are): its own module so that
 * `RealEstateBrowser` loads it on first use.
 */
export const ListingExportButtonView = forwardRef<HTMLDivElement, ListingExportButtonProps>(function ListingExportButton(
  { params, client, fileName, locale, labels: overrides, className, ...rest },
  ref,
) {
  const labels = resolveTableLabels(overrides);
  const { state, start, cancel, canStart } = useCsvDownload(params, { client, fileName });
  const startRef = useRef<HTMLButtonElement>(null);
  // Cancel (or the bar) had focus when the export ended: it moves to the start button, which replaces them.
  const focusBack = useRef(false);
  useEffect(() => {
    if (state.status === 'running' || !focusBack.current) return;
    focusBack.current = false;
    startRef.current?.focus();
  }, [state.status]);

  const fmt = (n: number) => formatNumber(n, locale);
  const progress = state.status === 'running' ? state.progress : null;
  const progressText = progress ? labels.exportProgress(fmt(progress.page), progress.pageCount === undefined ? undefined : fmt(progress.pageCount)) : '';
  const said = state.status === 'done' ? labels.exportDone(fmt(state.rows)) : state.status === 'cancelled' ? labels.exportCancelled : '';

  return (
    <div {...rest} ref={ref} className={resolveClassName('ck-listing-export', className, state)} data-part="export" data-state={state.status}>
      {state.status === 'running' ? (
        <>
          <progress
            data-part="export-progress"
            aria-label={labels.downloadCsv}
            aria-valuetext={progressText || undefined}
            max={progress?.pageCount ?? undefined}
            value={progress && progress.pageCount !== undefined ? progress.page : undefined}
          />
          <span data-part="export-progress-text">{progressText}</span>
          <button
            type="button"
            data-part="export-cancel"
            onFocus={() => (focusBack.current = true)}
            onBlur={() => (focusBack.current = false)}
            onClick={cancel}
          >
            {labels.cancel}
          </button>
        </>
      ) : (
        <button ref={startRef} type="button" data-part="export-start" onClick={start} disabled={!canStart}>
          {labels.downloadCsv}
        </button>
      )}
      {/* A failure is announced once, by the alert: the status region stays quiet. */}
      {state.status === 'failed' ? (
        <p role="alert" data-part="export-error">
          <span data-part="export-error-title">{labels.exportFailed}</span>{' '}
          <span data-part="export-error-message">{listingErrorMessage(state.error)}</span>
        </p>
      ) : null}
      <span role="status" aria-live="polite" className="ck-visually-hidden" data-part="export-announcement">
        {said}
      </span>
    </div>
  );
});
