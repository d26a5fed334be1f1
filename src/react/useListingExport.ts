'use client';
import type { ChatbotClient, RealEstateListParams } from '../core/types';
import { useCsvDownload } from './useCsvDownload';

/** Where an export stands (the `state` of {@link useListingExport}). */
export type ListingExportState =
  | { status: 'idle' }
  | {
      status: 'running';
      /**
       * Pages fetched so far (`page`, 1 after the first) of all pages (`pageCount`, when the service's count can be trusted); `null` before the first.
       */
      progress: { page: number; pageCount: number | undefined } | null;
    }
  | { status: 'done'; rows: number }
  | { status: 'cancelled' }
  /**
   * `error` is what `exportListings` rejected with: a `ChatbotError` from the client (its message is redacted and
   * readable), or any other failure wrapped in an `Error`.
   */
  | { status: 'failed'; error: Error };

/** Options of {@link useListingExport}. */
export interface UseListingExportOptions {
  /**
   * The client to export with.
   * @default the client of the nearest `<ChatbotProvider>`
   * @example client: createChatbotClient({ baseUrl: '/api/chatbot' })
   */
  client?: ChatbotClient | undefined;
  /**
   * Name of the downloaded file.
   * @default 'listings.csv'
   * @example fileName: `austin-rentals-${new Date().toISOString().slice(0, 10)}.csv`
   */
  fileName?: string | undefined;
}

/** What {@link useListingExport} returns. */
export interface UseListingExportResult {
  /** Where the export stands: idle, running (with the page it is on), done, cancelled or failed. */
  state: ListingExportState;
  /** Starts an export of every page of the result; the CSV is downloaded when it is done. */
  start: () => void;
  /** Cancels a running export; its state becomes `cancelled`. */
  cancel: () => void;
  /** Whether there is a client to export with (a `<ChatbotProvider>` or `client`). */
  canStart: boolean;
}

/**
 * Exports every page of a filtered result as CSV (`exportListings`, through the listing query cache), downloads the
 * file, and says where it stands; unmounting cancels it. `<ListingExportButton>` is its layout.
 *
 * @param params - The result to export: `serialNumber`, the filters and `pageSize` (every page is exported).
 * @example
 * const { state, start, cancel } = useListingExport({ serialNumber, cityName: 'Austin' }, { fileName: 'austin.csv' });
 * <button onClick={start} disabled={state.status === 'running'}>Download CSV</button>
 *
 * Its code is ./useCsvDownload, which the lazy export button calls: so a bundler splitting by file keeps it out of a
 * first load.
 */
export function useListingExport(params: RealEstateListParams, options: UseListingExportOptions = {}): UseListingExportResult {
  return useCsvDownload(params, options);
}
