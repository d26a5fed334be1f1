'use client';
import type { ListingFilters } from '../core/listings/normalizeListingParams';
import type { ChatbotClient } from '../core/types';
import type { ListingUrlState } from './url/useListingUrlState';
import type { UseRealEstateListOptions } from './useRealEstateList';

/** Options of {@link useRealEstateBrowser}: the data props of `<RealEstateBrowser>`. */
export interface UseRealEstateBrowserOptions {
  /**
   * Chatbot ID (`SerialNumber`) whose listings to browse. Must be a traditional chatbot (docs/SERVICE.md §4.4 rule 3).
   * @example serialNumber: 'bot-123'
   */
  serialNumber: string;
  /** Items per page. @default 20 @example pageSize: 12 */
  pageSize?: number | undefined;
  /** Applied filters, when you own them (e.g. in the URL). Update them from `onFiltersChange`. @default uncontrolled @example filters: { cityName: 'Austin' } */
  filters?: ListingFilters | undefined;
  /** First filters when `filters` is not given. @default {} @example defaultFilters: { saleType: 'for_rent' } */
  defaultFilters?: ListingFilters | undefined;
  /** Called with the applied filters when they change. @default no callback @example onFiltersChange: setFilters */
  onFiltersChange?: ((filters: ListingFilters) => void) | undefined;
  /** The page, when you own it. Update it from `onPageNumberChange`. @default uncontrolled @example pageNumber: Number(params.page) */
  pageNumber?: number | undefined;
  /** First page when `pageNumber` is not given. @default 1 @example defaultPageNumber: 2 */
  defaultPageNumber?: number | undefined;
  /** Called when the page should change (user, filters reset, or past the end). @default no callback @example onPageNumberChange: (page) => navigate(`?page=${page}`) */
  onPageNumberChange?: UseRealEstateListOptions['onPageNumberChange'];
  /** Quiet time before typed City / MLS number apply. @default 300 @example debounceMs: 500 */
  debounceMs?: number | undefined;
  /** The client to use. @default the client of the nearest `<ChatbotProvider>` @example client: createChatbotClient({ baseUrl }) */
  client?: ChatbotClient | undefined;
  /** How long a page stays fresh. @default 30_000 @example staleTime: 60_000 */
  staleTime?: number | undefined;
  /** Prefetch the next page once the current one has settled. @default true @example prefetchNextPage: false */
  prefetchNextPage?: boolean | undefined;
  /**
   * Keep the filters, the page and the view in the URL: the result of
   * `useListingUrlState()`, which an app imports only when it wants this.
   * The URL then owns filters, page and view: `filters`, `defaultFilters`,
   * `pageNumber`, `defaultPageNumber` and `view` are ignored (the callbacks are
   * still called; `defaultView` is the view when the URL names none).
   * @default none: nothing is read from or written to the URL
   * @example urlState: useListingUrlState({ prefix: 'rentals.' })
   */
  urlState?: ListingUrlState | undefined;
  /** How results are shown, when you own it. Update it from `onViewChange`. @default uncontrolled @example view: 'table' */
  view?: ListingView | undefined;
  /** First view when `view` is not given (and the URL names none). @default 'grid' @example defaultView: 'table' */
  defaultView?: ListingView | undefined;
  /** Called when the user switches the view. @default no callback @example onViewChange: setView */
  onViewChange?: ((view: ListingView) => void) | undefined;
}

/** How a browser shows its results: cards, or a table. */
export type ListingView = 'grid' | 'table';
