import type { RealEstateListParams } from '../types';
import { normalizeListingParams, type NormalizedListingParams } from './normalizeListingParams';

/** Root of every chatbot-kit listing query key. */
export type ListingQueryKeyRoot = readonly ['chatbot-kit', 'realEstateList'];
/** Key of every listing query of one session scope. */
export type ListingScopeQueryKey = readonly ['chatbot-kit', 'realEstateList', string];
/** Key of one page of listings. */
export type ListingListQueryKey = readonly ['chatbot-kit', 'realEstateList', string, NormalizedListingParams];

const ROOT: ListingQueryKeyRoot = ['chatbot-kit', 'realEstateList'];

/**
 * Query-key factory for listing queries (issue 4 §1).
 *
 * A key holds the SerialNumber and the filters, plus the client's `scopeId`:
 * an id of the session that is *not* the session key, so keys can be logged,
 * shown in devtools and persisted without leaking a secret, and one session's
 * cache can be dropped when the user switches sessions.
 *
 * @example
 * // Drop every cached page of the old session:
 * queryClient.removeQueries({ queryKey: listingQueryKeys.scope(oldClient.scopeId) });
 * // Refetch everything listing-related:
 * queryClient.invalidateQueries({ queryKey: listingQueryKeys.all });
 */
export const listingQueryKeys = {
  /** Prefix of every listing query. */
  all: ROOT,
  /** Prefix of every listing query made with one client (session). */
  scope: (scopeId: string): ListingScopeQueryKey => [...ROOT, scopeId],
  /**
   * Key of one page. Params are normalised first, so `' Austin '` and
   * `'Austin'`, or an omitted page and page 1, share a key.
   */
  list: (scopeId: string, params: RealEstateListParams): ListingListQueryKey => [
    ...ROOT,
    scopeId,
    normalizeListingParams(params),
  ],
};
