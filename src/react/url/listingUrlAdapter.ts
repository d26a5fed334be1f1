/** What a {@link ListingUrlAdapter} gives the listing hooks. */
export interface ListingUrlAccess {
  /** The current value of each watched key; `null` when absent. */
  params: Record<string, string | null>;
  /**
   * Sets these keys (`null` removes one) and keeps every other parameter.
   * `push` adds a history entry (a page change), `replace` rewrites the
   * current one (typing).
   */
  write: (params: Record<string, string | null>, mode: 'push' | 'replace') => void;
}

/**
 * A React hook that reads and writes the query string through a router:
 * called with the keys the browser owns, on every render. It must be the same
 * function for the life of the component (it is called as a hook).
 * @example
 * // nuqs (any router nuqs supports): see docs/recipes/url-state.md, "URL state with nuqs".
 * const useNuqsListingUrl: ListingUrlAdapter = (keys) => { … };
 */
export type ListingUrlAdapter = (keys: readonly string[]) => ListingUrlAccess;
