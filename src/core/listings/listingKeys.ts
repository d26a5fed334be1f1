import type { RealEstateListParams, SaleType } from '../types';
import { normalizeListingParams, type ListingFilters } from './normalizeListingParams';

/**
 * What defines one result set: the chatbot, the filters and the page size
 * (normalised). Pages of one result set can stand in for each other while the
 * next loads; pages of two different sets never do.
 */
export interface ListingKeyFilters {
  /** The chatbot (`SerialNumber`), trimmed. */
  serialNumber: string;
  /** The city filter, trimmed; `undefined` for no filter. */
  cityName: string | undefined;
  /** The sale type filter in its filter form; `undefined` for no filter. */
  saleType: SaleType | undefined;
  /** The MLS number filter, trimmed; `undefined` for no filter. */
  mlsNumber: string | undefined;
  /** The page size: pages of another size are another result set. */
  pageSize: number;
}

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
 * Query-key factory for listings (DESIGN.md "Query keys"): keys
 * nest as scope → filters → page, `['chatbot-kit', scopeId, 'listings',
 * filters, pageNumber]`, so "same filters" is a key-prefix match
 * (`hasListingKeyPrefix`) and one session's cache is dropped by its prefix.
 *
 * `scopeId` is the client's id of the session, *not* the session key, so keys
 * can be logged, shown in devtools and persisted without leaking a secret.
 * Params are normalised first (`normalizeListingParams`): `' Austin '` and
 * `'Austin'`, or an omitted page and page 1, share a key.
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
  /** Prefix of every page of one result set (chatbot, filters, page size); the page number is ignored. */
  filters: (scopeId: string, params: RealEstateListParams): ListingFiltersKey => [
    'chatbot-kit',
    scopeId,
    'listings',
    filtersOf(params).filters,
  ],
  /** Key of one page. */
  page: (scopeId: string, params: RealEstateListParams): ListingPageKey => {
    const { filters, pageNumber } = filtersOf(params);
    return ['chatbot-kit', scopeId, 'listings', filters, pageNumber];
  },
};

// Plain values compare by value, and an undefined field equals a missing one,
// as in TanStack's own key hashing.
function sameKeyPart(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const fields = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const field of fields) if (!sameKeyPart(x[field], y[field])) return false;
  return true;
}

/**
 * True when `key` starts with `prefix`: the one answer to "same scope?" and
 * "same filters?" in chatbot-kit, as TanStack matches `queryKey` filters.
 * @example hasListingKeyPrefix(previousQuery.queryKey, listingKeys.filters(scopeId, params))
 */
export function hasListingKeyPrefix(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => sameKeyPart(part, key[i]));
}

/**
 * True when two sets of filters ask the same question. Answered by the query
 * keys themselves (their filters level), so the filter hook's idea of "the same
 * filters" can never drift from the cache's.
 * @example isSameListingFilters({ cityName: ' Austin ' }, { cityName: 'Austin' }) // true
 */
export function isSameListingFilters(a: ListingFilters, b: ListingFilters): boolean {
  return hasListingKeyPrefix(listingKeys.filters('', { serialNumber: '', ...a }), listingKeys.filters('', { serialNumber: '', ...b }));
}
