import type { ChatbotClient, Listing, RealEstateListParams, RealEstateListResult } from '../types';
import { getListingPagination, sentCountOf } from './getListingPagination';
import { listingsToCsv, type ListingCsvColumn } from './listingsToCsv';
import { realEstateListQuery, type RealEstateListQueryOptions } from './realEstateListQuery';

/** Progress of {@link exportListings}: pages fetched so far, of how many. */
export interface ExportListingsProgress {
  /** Pages fetched so far (1 after the first). */
  page: number;
  /** All pages of the result, when the service's count can be trusted; else `undefined`. */
  pageCount: number | undefined;
}

/**
 * The part of a TanStack `QueryClient` an export uses: pages come from (and
 * go into) the same cache as the ones on screen, with the listing query's
 * retry policy and `Retry-After`.
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
   * Fetch pages through this TanStack `QueryClient`, sharing its cache (a
   * page on screen is not asked again while fresh). Without it the client is
   * called directly, with the same retries.
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
   * Aborts the export: requests in flight are aborted, no further page is
   * asked for, and the promise rejects with the signal's reason.
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

/** At most this many page requests in flight. */
const MAX_IN_FLIGHT = 2;

/** True when `page` holds the same listings as `previous`: a service that ignores the page number. */
function repeats(page: Listing[], previous: Listing[] | undefined): boolean {
  return (
    previous !== undefined &&
    page.length > 0 &&
    page.length === previous.length &&
    page.every((listing, i) => listing.id !== undefined && listing.id === previous[i]!.id)
  );
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The export was aborted.', 'AbortError');
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const done = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** One page with the listing query's retry policy, by hand (no cache given). */
async function fetchDirect(client: ChatbotClient, params: RealEstateListParams, signal: AbortSignal): Promise<RealEstateListResult> {
  const { queryFn, retry, retryDelay } = realEstateListQuery(client, params);
  for (let failures = 0; ; failures++) {
    try {
      return await queryFn({ signal });
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      if (!retry(failures, error)) throw error;
      await sleep(retryDelay(failures, error), signal);
    }
  }
}

/** One page through the cache; an abort cancels the query (its request is aborted, its state restored). */
function fetchCached(cache: ExportListingsQueryClient, options: RealEstateListQueryOptions, signal: AbortSignal) {
  return new Promise<RealEstateListResult>((resolve, reject) => {
    const onAbort = () => {
      void cache.cancelQueries({ queryKey: options.queryKey, exact: true });
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    cache.fetchQuery(options).then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Every page of one filtered result as CSV, for "Download CSV" (headless: no
 * DOM, no React). Pages are asked for in order, at most two at a time while
 * the service's count says more follow, one at a time when it cannot be
 * trusted. The export ends at the last page by that count, at a short page,
 * or at an empty page, whichever comes first; each page is exported once.
 * Each page is retried as the listing query is (transient failures,
 * `Retry-After` honoured).
 *
 * Cells are safe to open in a spreadsheet: text that starts like a formula is
 * prefixed with `'` (OWASP), and quoting follows RFC 4180.
 *
 * @param params the filters and page size (the page number is ignored)
 * @throws the first error of any page, or the signal's reason once aborted
 * @example
 * const { csv } = await exportListings(client, { serialNumber, cityName: 'Austin' }, {
 *   onProgress: ({ page, pageCount }) => setStatus(`page ${page} of ${pageCount}`),
 *   signal: controller.signal,
 * });
 */
export async function exportListings(
  client: ChatbotClient,
  params: RealEstateListParams,
  options: ExportListingsOptions = {},
): Promise<ExportListingsResult> {
  const { queryClient, onProgress, signal: outer, columns } = options;
  // Our own controller, so a failed page also stops its sibling.
  const controller = new AbortController();
  const signal = controller.signal;
  const forward = () => controller.abort(abortReason(outer!));
  if (outer?.aborted) forward();
  outer?.addEventListener('abort', forward, { once: true });
  const fetchPage = (pageNumber: number) => {
    if (signal.aborted) return Promise.reject(abortReason(signal));
    const pageParams = { ...params, pageNumber };
    // A signal per page, let go when the page settles: a long export does
    // not pile listeners that requests leave behind on the export's signal.
    const page = new AbortController();
    const stop = () => page.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    const answer = queryClient
      ? fetchCached(queryClient, realEstateListQuery(client, pageParams), page.signal)
      : fetchDirect(client, pageParams, page.signal);
    return answer.finally(() => signal.removeEventListener('abort', stop));
  };

  // Pages asked for, by number. A failed page stops the others at once.
  const asked = new Map<number, Promise<RealEstateListResult>>();
  const ask = (pageNumber: number) => {
    if (asked.has(pageNumber)) return;
    const page = fetchPage(pageNumber);
    page.catch((error: unknown) => controller.abort(error));
    asked.set(pageNumber, page);
  };

  try {
    const pages: Listing[][] = [];
    ask(1);
    // Pages are read in order. Each one says whether another follows; the
    // count it carries, when it agrees with that page, lets the next ones be
    // asked for ahead, at most MAX_IN_FLIGHT at a time. The export
    // ends at the first page that says it is the last, is empty, or repeats
    // the one before: a count that is too small or too large changes how
    // many pages are asked for ahead, never which listings are exported.
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await asked.get(pageNumber)!;
      if (pageNumber > 1 && (sentCountOf(page) === 0 || repeats(page.items, pages.at(-1)))) break;
      pages.push(page.items);
      const facts = getListingPagination({
        pageNumber,
        pageSize: page.pageSize,
        itemCount: sentCountOf(page),
        virtualCount: page.virtualCount,
      });
      onProgress?.({ page: pageNumber, pageCount: facts.hasNextPage ? facts.pageCount : pageNumber });
      if (!facts.hasNextPage) break;
      const ahead = Math.min(pageNumber + MAX_IN_FLIGHT, facts.pageCount ?? pageNumber + 1);
      for (let next = pageNumber + 1; next <= ahead; next++) ask(next);
    }
    const listings = pages.flat();
    return { csv: listingsToCsv(listings, columns), listings, pageCount: pages.length };
  } finally {
    outer?.removeEventListener('abort', forward);
    // Pages asked for ahead of an end found early are not needed.
    if (!controller.signal.aborted) controller.abort();
  }
}
