'use client';
import { useContext, useEffect, useRef, useState } from 'react';
import { withRealEstateList } from '../core/client/withRealEstateList';
import { isAbortError } from '../core/errors/abortError';
import { runListingExport } from '../core/listings/runListingExport';
import type { RealEstateListParams } from '../core/types';
import { ChatbotContext } from './ChatbotContext';
import type { ListingExportState, UseListingExportOptions, UseListingExportResult } from './useListingExport';
import { useListingQueryClient } from './useListingQueryClient';

/**
 * The code of {@link useListingExport}, with the same arguments: runs the export through the listing query cache and
 * downloads the CSV.
 */
export function useCsvDownload(params: RealEstateListParams, options: UseListingExportOptions): UseListingExportResult {
  const context = useContext(ChatbotContext)?.client;
  const client = options.client ?? (context ? withRealEstateList(context) : null);
  const fileName = options.fileName ?? 'listings.csv';
  const queryClient = useListingQueryClient();
  const [state, setState] = useState<ListingExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    if (!client) return;
    const run = new AbortController();
    controller.current = run;
    setState({ status: 'running', progress: null });
    runListingExport(client, params, { queryClient, signal: run.signal, onProgress: (progress) => setState({ status: 'running', progress }) }).then(
      ({ csv, listings }) => {
        download(csv, fileName);
        setState({ status: 'done', rows: listings.length });
      },
      (error: unknown) =>
        setState(
          run.signal.aborted && isAbortError(error)
            ? { status: 'cancelled' }
            : { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) },
        ),
    );
  };
  const cancel = () => controller.current?.abort();
  return { state, start, cancel, canStart: client !== null };
}

/** Hands `csv` to the browser as a download (an object URL clicked, then revoked). */
function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
