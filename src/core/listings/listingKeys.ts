import type { RealEstateListParams } from '../types';
import { normalizeListingParams, type ListingFilters, type NormalizedListingParams } from './normalizeListingParams';

/**
 * What defines one result set: the chatbot, the filters and the page size, normalised. Pages of one result set can
 * stand in for each other while the next loads; pages of two different sets never do.
 */
export type ListingKeyFilters = Omit<NormalizedListingParams, 'pageNumber'>;

/** Prefix of every chatbot-kit query. */
export type ListingRootKey = readonly ['chatbot-kit'];
/** Key of every listing query of one session scope. */
export type ListingScopeKey = readonly ['chatbot-kit', string, 'listings'];
/** Key of every page of one result set. */
export type ListingFiltersKey = readonly ['chatbot-kit', string, 'listings', ListingKeyFilters];
/** Key of one page of listings. */
export type ListingPageKey = readonly ['chatbot-kit', string, 'listings', ListingKeyFilters, number];

function filtersOf(params: RealEstateListParams): { filters: ListingKeyFilters; pageNumber: number } {
  const { pageNumber, ...filters } = normalizeListingParams(params);
  return { filters, pageNumber };
}

/**
 * Query-key factory for listings: keys nest as scope → filters → page, `['chatbot-kit', scopeId, 'listings', filters,
 * pageNumber]`, so "same filters" is a key-prefix match and one session's cache is dropped by its prefix. `scopeId` is
 * the client's id of the session, not its key, so keys hold no secret. Params are normalised first: `' Austin '` and
 * `'Austin'`, or no page and page 1, share a key.
 *
 * @example
 * // Drop every cached page of the old session:
 * queryClient.removeQueries({ queryKey: listingKeys.scope(oldClient.scopeId) });
 * // Refetch every page of one result set:
 * queryClient.invalidateQueries({ queryKey: listingKeys.filters(client.scopeId, { serialNumber, cityName }) });
 */
export const listingKeys = {
  /** Prefix of every chatbot-kit query (only listings use queries). */
  all: ['chatbot-kit'] as ListingRootKey,
  /** Prefix of every listing query made with one client (session). */
  scope: (scopeId: string): ListingScopeKey => ['chatbot-kit', scopeId, 'listings'],
  /**
   * Prefix of every page of one result set (chatbot, filters, page size); the page number is ignored.
   */
  filters: (scopeId: string, params: RealEstateListParams): ListingFiltersKey => ['chatbot-kit', scopeId, 'listings', filtersOf(params).filters],
  /**
   * Key of one page.
   */
  page: (scopeId: string, params: RealEstateListParams): ListingPageKey => {
    const { filters, pageNumber } = filtersOf(params);
    return ['chatbot-kit', scopeId, 'listings', filters, pageNumber];
  },
};

/**
 * True when `key` starts with `prefix`: the one answer to "same scope?" and "same filters?" in chatbot-kit. Parts
 * compare by their JSON, where an undefined field equals a missing one; listing keys are made by {@link listingKeys}
 * alone, so their fields come in one order.
 * @example hasListingKeyPrefix(previousQuery.queryKey, listingKeys.filters(scopeId, params))
 */
export function hasListingKeyPrefix(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));
}

/**
 * True when two sets of filters ask the same question. Answered by the query keys themselves (their filters level), so
 * the filter hook's idea of "the same filters" can never drift from the cache's.
 * @example isSameListingFilters({ cityName: ' Austin ' }, { cityName: 'Austin' }) // true
 */
export function isSameListingFilters(a: ListingFilters, b: ListingFilters): boolean {
  return hasListingKeyPrefix(listingKeys.filters('', { serialNumber: '', ...a }), listingKeys.filters('', { serialNumber: '', ...b }));
}
