// Listing capability of chatbot-kit/core (issue 4): query keys, query options,
// retry policy and pagination math. No React, no DOM.
export {
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  LISTING_STALE_TIME_MS,
  MAX_LISTING_RETRIES,
} from './listingDefaults';
export {
  normalizeListingParams,
  normalizeListingFilters,
  type ListingFilters,
  type NormalizedListingParams,
} from './normalizeListingParams';
export {
  listingQueryKeys,
  type ListingQueryKeyRoot,
  type ListingScopeQueryKey,
  type ListingListQueryKey,
} from './listingQueryKeys';
export { realEstateListQuery, type RealEstateListQueryOptions } from './realEstateListQuery';
export { isRetryableListingError } from './isRetryableListingError';
export { listingRetry } from './listingRetry';
export { listingRetryDelay } from './listingRetryDelay';
export { getListingPagination, type ListingPageFacts, type ListingPagination } from './getListingPagination';
export { getPageRange, type PageRangeItem, type PageRangeOptions } from './getPageRange';
