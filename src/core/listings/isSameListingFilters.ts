import { hasListingKeyPrefix, listingKeys } from './listingKeys';
import type { ListingFilters } from './normalizeListingParams';

/**
 * True when two sets of filters ask the same question. Answered by the query
 * keys themselves (their filters level), so the filter hook's idea of "the same
 * filters" can never drift from the cache's.
 * @example isSameListingFilters({ cityName: ' Austin ' }, { cityName: 'Austin' }) // true
 */
export function isSameListingFilters(a: ListingFilters, b: ListingFilters): boolean {
  return hasListingKeyPrefix(listingKeys.filters('', { serialNumber: '', ...a }), listingKeys.filters('', { serialNumber: '', ...b }));
}
