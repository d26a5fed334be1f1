'use client';
import { useContext, useEffect, useRef, useState } from 'react';
import { withRealEstateList } from '../../core/client/withRealEstateList';
import { isAbortError } from '../../core/errors/abortError';
import { exportListings, type ExportListingsProgress } from '../../core/listings/exportListings';
import type { ChatbotClient, RealEstateListParams } from '../../core/types';
import { ChatbotContext } from '../../react/ChatbotContext';
import { useListingQueryClient } from '../../react/useListingQueryClient';
import { formatNumber } from './formatNumber';
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

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportListingsProgress | null }
  | { status: 'done'; rows: number }
  | { status: 'cancelled' }
  | { status: 'failed' };

/** Hands `csv` to the browser as a download (an object URL clicked, then revoked). */
function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Download CSV" for a whole filtered result (internal to `RealEstateBrowser`,
 * loaded with `import()` when its `exportCsv` is on): `exportListings` through
 * the listing query cache, a progress bar ("page 7 of 12"), Cancel, and a
 * polite announcement when the file is ready, cancelled or failed.
 */
export function ListingExportControl({ params, client: given, fileName = 'listings.csv', locale, labels: overrides }: ListingExportControlProps) {
  const labels = { ...defaultListingTableLabels, ...resolveListingLabels(overrides) };
  const context = useContext(ChatbotContext);
  const client = given ?? (context ? withRealEstateList(context) : null);
  const queryClient = useListingQueryClient();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  // Cancel (or the bar) had focus when the export ended: it moves to the start button, which replaces them.
  const focusBack = useRef(false);
  // An export outlives no browser: unmounting cancels it.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (state.status === 'running' || !focusBack.current) return;
    focusBack.current = false;
    startRef.current?.focus();
  }, [state.status]);

  const start = () => {
    if (!client) return;
    const run = new AbortController();
    controller.current = run;
    setState({ status: 'running', progress: null });
    exportListings(client, params, { queryClient, signal: run.signal, onProgress: (progress) => setState({ status: 'running', progress }) }).then(
      ({ csv, listings }) => {
        download(csv, fileName);
        setState({ status: 'done', rows: listings.length });
      },
      (error: unknown) => setState({ status: run.signal.aborted && isAbortError(error) ? 'cancelled' : 'failed' }),
    );
  };
  const fmt = (n: number) => formatNumber(n, locale);
  const progress = state.status === 'running' ? state.progress : null;
  const progressText = progress ? labels.exportProgress(fmt(progress.page), progress.pageCount === undefined ? undefined : fmt(progress.pageCount)) : '';
  const said =
    state.status === 'done' ? labels.exportDone(fmt(state.rows)) : state.status === 'cancelled' ? labels.exportCancelled : state.status === 'failed' ? labels.exportFailed : '';

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
            onClick={() => controller.current?.abort()}
          >
            {labels.cancel}
          </button>
        </>
      ) : (
        <button ref={startRef} type="button" data-part="export-start" onClick={start} disabled={!client}>
          {labels.downloadCsv}
        </button>
      )}
      <span role="status" aria-live="polite" className="ck-visually-hidden" data-part="export-announcement">
        {said}
      </span>
    </div>
  );
}
