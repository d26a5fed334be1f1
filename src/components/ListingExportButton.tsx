'use client';
import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import type { RealEstateListParams } from '../core/types';
import { useListingExport, type ListingExportState, type UseListingExportOptions } from '../react/useListingExport';
import { formatNumber } from '../core/formatNumber';
import { listingErrorMessage } from './listings/listingErrorMessage';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { defaultListingTableLabels, type ListingTableLabels } from './listings/listingTableLabels';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';

/** Props of {@link ListingExportButton}: its own, the export's options, and any attribute of its root `<div>`. */
export interface ListingExportButtonProps
  extends UseListingExportOptions,
    Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children'> {
  /**
   * The result to export: `serialNumber`, the filters and `pageSize` (the page is ignored).
   * @example params={{ serialNumber, cityName: 'Austin', pageSize: 50 }}
   */
  params: RealEstateListParams;
  /** Locale for the numbers it shows (Intl). @default the runtime's locale @example locale="de-DE" */
  locale?: string | undefined;
  /** Overrides of its texts. @default English @example labels={{ downloadCsv: 'CSV herunterladen' }} */
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
  /** Extra class on the root, or a function of the export's state. It always has `ck-listing-export`. @default none @example className="toolbar-item" */
  className?: ClassNameProp<ListingExportState>;
}

/**
 * "Download CSV" for a whole filtered result, beside a `<ListingTable>` or
 * anywhere: the layout of {@link useListingExport}. Its root is a `<div>`
 * with `data-state` (`idle`, `running`, `done`, `cancelled`, `failed`), the
 * `className`, a `ref` and any other attribute given. It shows a button, then
 * a progress bar ("page 7 of 12") with Cancel, a polite announcement when the
 * file is ready or cancelled, and a visible alert with the error's message
 * when the export fails (the button, back in its place, tries again).
 *
 * @example
 * <ListingExportButton params={{ serialNumber, ...filters }} fileName="listings-2026-11.csv" />
 */
export const ListingExportButton = forwardRef<HTMLDivElement, ListingExportButtonProps>(function ListingExportButton(
  { params, client, fileName, locale, labels: overrides, className, ...rest },
  ref,
) {
  const labels = { ...defaultListingTableLabels, ...resolveListingLabels(overrides) };
  const { state, start, cancel, canStart } = useListingExport(params, { client, fileName });
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
