'use client';
import { useEffect, useRef } from 'react';
import type { ChatbotClient, RealEstateListParams } from '../../core/types';
import { useListingExport } from '../../react/useListingExport';
import { formatNumber } from '../../core/formatNumber';
import { listingErrorMessage } from './listingErrorMessage';
import { resolveListingLabels, type ListingLabels } from './listingLabels';
import { defaultListingTableLabels, type ListingTableLabels } from './listingTableLabels';

/** Props of {@link ListingExportControl}. */
export interface ListingExportControlProps {
  /** The result to export (filters and page size; the page is ignored). */
  params: RealEstateListParams;
  /** @default the client of the nearest `<ChatbotProvider>` */
  client?: ChatbotClient | undefined;
  /** Name of the downloaded file. @default 'listings.csv' */
  fileName?: string | undefined;
  locale?: string | undefined;
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
}

/**
 * "Download CSV" for a whole filtered result (internal to `RealEstateBrowser`,
 * loaded with `import()` when its `exportCsv` is on): the layout of
 * `useListingExport`, a progress bar ("page 7 of 12"), Cancel, a polite
 * announcement when the file is ready or cancelled, and a visible alert with
 * the error's message when the export fails (the button, back in its place,
 * tries again).
 */
export function ListingExportControl({ params, client: given, fileName = 'listings.csv', locale, labels: overrides }: ListingExportControlProps) {
  const labels = { ...defaultListingTableLabels, ...resolveListingLabels(overrides) };
  const { state, start, cancel, canStart } = useListingExport(params, { client: given, fileName });
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
    <div data-part="export" data-state={state.status}>
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
}
