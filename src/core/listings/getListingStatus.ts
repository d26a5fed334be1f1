/** What a listing view shows. */
export type ListingStatus = 'loading' | 'error' | 'empty' | 'ready' | 'placeholder';

/** Input of {@link getListingStatus}. */
export interface ListingStatusFacts {
  /** The request failed. */
  hasError: boolean;
  /** Nothing to show yet (first load of these filters, or a page past the end on its way to the last one). */
  isLoading: boolean;
  /** The items are the previous page's, shown while this page loads. */
  isPlaceholderData: boolean;
  /** How many listings there are to show. */
  itemCount: number;
}

/**
 * The one precedence of a listing view's status, shared by `ListingGrid` and
 * `RealEstateBrowser` so their `data-state` always agree: an error wins, then
 * loading, then placeholder data, then empty versus ready.
 * @example getListingStatus({ hasError: false, isLoading: false, isPlaceholderData: true, itemCount: 20 }) // 'placeholder'
 */
export function getListingStatus(facts: ListingStatusFacts): ListingStatus {
  if (facts.hasError) return 'error';
  if (facts.isLoading) return 'loading';
  if (facts.itemCount === 0) return 'empty';
  return facts.isPlaceholderData ? 'placeholder' : 'ready';
}

/**
 * Whether a listing page has settled: its own answer is on screen (fetched,
 * and not the previous page's placeholder). A background refetch of a page
 * on screen leaves it settled. The one definition: the list hook prefetches
 * the next page on it, the browser announces the page and shows its range on it.
 */
export function isListingSettled(query: { readonly isSuccess: boolean; readonly isPlaceholderData: boolean }): boolean {
  return query.isSuccess && !query.isPlaceholderData;
}
