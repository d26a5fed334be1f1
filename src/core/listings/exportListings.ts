import type { ChatbotClient, Listing, RealEstateListParams, RealEstateListResult } from '../types';
import type { ListingCsvColumn } from './listingsToCsv';
import type { RealEstateListQueryOptions } from './realEstateListQuery';
import { runListingExport } from './runListingExport';

/** Progress of {@link exportListings}: pages fetched so far, of how many. */
export interface ExportListingsProgress {
  /** Pages fetched so far (1 after the first). */
  page: number;
  /** All pages of the result, when the service's count can be trusted; else `undefined`. */
  pageCount: number | undefined;
}

/**
 * The part of a TanStack `QueryClient` an export uses: pages come from (and go into) the same cache as the ones on
 * screen, with the listing query's retry policy and `Retry-After`.
 */
export interface ExportListingsQueryClient {
  /** A fresh cached page is returned as is; otherwise the page is fetched (with retries) and cached. */
  fetchQuery(options: RealEstateListQueryOptions): Promise<RealEstateListResult>;
  /** Called for the pages in flight when the export is aborted. */
  cancelQueries(filters: { queryKey: RealEstateListQueryOptions['queryKey']; exact: true }): Promise<void>;
}

/** Options of {@link exportListings}. */
export interface ExportListingsOptions {
  /**
   * Fetch pages through this TanStack `QueryClient`, sharing its cache (a page on screen is not asked again while
   * fresh). Without it the client is called directly, with the same retries.
   * @default none: plain client calls
   * @example queryClient: useQueryClient()
   */
  queryClient?: ExportListingsQueryClient | undefined;
  /**
   * Called after each page arrives, with the pages done and the page count.
   * @default no callback
   * @example onProgress: ({ page, pageCount }) => setText(`page ${page} of ${pageCount}`)
   */
  onProgress?: ((progress: ExportListingsProgress) => void) | undefined;
  /**
   * Aborts the export: requests in flight are aborted, no further page is asked for, and the promise rejects with the
   * signal's reason.
   * @default never aborted
   * @example signal: controller.signal
   */
  signal?: AbortSignal | undefined;
  /**
   * The CSV columns.
   * @default the 33 fields of `docs/SERVICE.md §2.4`, by wire name
   * @example columns: [{ header: 'MLS', value: (l) => l.mlsNumber }]
   */
  columns?: readonly ListingCsvColumn[] | undefined;
}

/** What {@link exportListings} resolves with. */
export interface ExportListingsResult {
  /** The CSV: UTF-8 byte-order mark, header line, one CRLF-ended line per listing (RFC 4180). */
  csv: string;
  /** Every listing exported, in page order. */
  listings: Listing[];
  /** Pages fetched. */
  pageCount: number;
}

/**
 * Every page of one filtered result as CSV (headless: no DOM, no React). Pages are asked for in order, two at a time
 * while the service's count says more follow, one at a time when it cannot be trusted; the export ends at the last page
 * by that count, a short page or an empty one, and each page is retried as the listing query is. Cells are safe to open
 * in a spreadsheet: text that starts like a formula is prefixed with `'` (OWASP); quoting follows RFC 4180.
 *
 * @param params the filters and page size (the page number is ignored)
 * @throws the first error of any page, or the signal's reason once aborted
 * @example
 * const { csv } = await exportListings(client, { serialNumber, cityName: 'Austin' }, {
 *   onProgress: ({ page, pageCount }) => setStatus(`page ${page} of ${pageCount}`),
 *   signal: controller.signal,
 * });
 *
 * Its code is ./runListingExport, which the lazy export button calls: so a bundler splitting by file keeps it out of a
 * first load.
 */
export function exportListings(client: ChatbotClient, params: RealEstateListParams, options: ExportListingsOptions = {}): Promise<ExportListingsResult> {
  return runListingExport(client, params, options);
}
