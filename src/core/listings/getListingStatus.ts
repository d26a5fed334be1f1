/** What a listing view shows. */
export type ListingStatus = 'loading' | 'error' | 'empty' | 'ready' | 'placeholder';

/**
 * The one precedence of a listing view's status, shared by the grid, the table and `RealEstateBrowser` so their
 * `data-state` always agree: an error wins, then loading (nothing to show yet), then empty, then placeholder data (the
 * previous page's items while this one loads) versus ready.
 * @example getListingStatus({ hasError: false, isLoading: false, isPlaceholderData: true, itemCount: 20 }) // 'placeholder'
 */
export function getListingStatus(facts: { hasError: boolean; isLoading: boolean; isPlaceholderData: boolean; itemCount: number }): ListingStatus {
  if (facts.hasError) return 'error';
  if (facts.isLoading) return 'loading';
  if (facts.itemCount === 0) return 'empty';
  return facts.isPlaceholderData ? 'placeholder' : 'ready';
}

/**
 * Whether a listing page has settled: its own answer is on screen (fetched, and not the previous page's placeholder). A
 * background refetch of a page on screen leaves it settled. The one definition: the list hook prefetches the next page
 * on it, the browser announces the page and shows its range on it.
 */
export function isListingSettled(query: { readonly isSuccess: boolean; readonly isPlaceholderData: boolean }): boolean {
  return query.isSuccess && !query.isPlaceholderData;
}
