'use client';
import { useContext, useEffect, useRef, useState } from 'react';
import { withRealEstateList } from '../core/client/withRealEstateList';
import { isAbortError } from '../core/errors/abortError';
import { exportListings, type ExportListingsProgress } from '../core/listings/exportListings';
import type { ChatbotClient, RealEstateListParams } from '../core/types';
import { ChatbotContext } from './ChatbotContext';
import { useListingQueryClient } from './useListingQueryClient';

/** Where an export stands. */
export type ListingExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportListingsProgress | null }
  | { status: 'done'; rows: number }
  | { status: 'cancelled' }
  /**
   * `error` is what `exportListings` rejected with: a `ChatbotError` from the
   * client (its message is redacted and readable), or any other failure
   * wrapped in an `Error`.
   */
  | { status: 'failed'; error: Error };

/**
 * Runs `exportListings` for a whole filtered result through the listing query
 * cache, hands the CSV to the browser as a download, and says where it
 * stands. An export outlives no component: unmounting cancels it.
 */
export function useListingExport(params: RealEstateListParams, options: { client?: ChatbotClient | undefined; fileName: string }) {
  const context = useContext(ChatbotContext);
  const client = options.client ?? (context ? withRealEstateList(context) : null);
  const queryClient = useListingQueryClient();
  const [state, setState] = useState<ListingExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    if (!client) return;
    const run = new AbortController();
    controller.current = run;
    setState({ status: 'running', progress: null });
    exportListings(client, params, { queryClient, signal: run.signal, onProgress: (progress) => setState({ status: 'running', progress }) }).then(
      ({ csv, listings }) => {
        download(csv, options.fileName);
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
