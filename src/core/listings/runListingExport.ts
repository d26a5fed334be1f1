import type { ChatbotClient, Listing, RealEstateListParams, RealEstateListResult } from '../types';
import type { ExportListingsOptions, ExportListingsQueryClient, ExportListingsResult } from './exportListings';
import { getListingPagination, sentCountOf } from './getListingPagination';
import { listingRetryer } from './listingRetry';
import { runWithRetries } from '../retry/createRetryer';
import { listingsToCsv } from './listingsToCsv';
import { sleep } from '../upload/timers';
import { realEstateListQuery, type RealEstateListQueryOptions } from './realEstateListQuery';

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

/** One page with the listing query's retryer (no cache given), its waits cut short by an abort. */
function fetchDirect(client: ChatbotClient, params: RealEstateListParams, signal: AbortSignal): Promise<RealEstateListResult> {
  const { queryFn } = realEstateListQuery(client, params);
  return runWithRetries(listingRetryer, () => queryFn({ signal }), signal, sleep);
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

/** The code of {@link exportListings}, with the same arguments: every page of one filtered result, as CSV. */
export async function runListingExport(
  client: ChatbotClient,
  params: RealEstateListParams,
  options: ExportListingsOptions,
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
    // A signal per page, let go when the page settles: a long export does not pile listeners that requests leave behind
    // on the export's signal.
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
    // Pages are read in order. Each one says whether another follows; the count it carries, when it agrees with that
    // page, lets the next ones be asked for ahead, at most MAX_IN_FLIGHT at a time. The export ends at the first page
    // that says it is the last, is empty, or repeats the one before: a count that is too small or too large changes how
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
