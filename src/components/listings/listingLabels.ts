import type { Listing } from '../../core/types';

/**
 * Every text the listing components show or announce. Pass a partial object as `labels` to translate or reword; missing
 * entries fall back to English. Functions receive numbers already formatted for `locale` where noted.
 */
export interface ListingLabels {
  /** Accessible name of the filter form. @default 'Listing filters' */
  filters: string;
  /** @default 'City' */
  city: string;
  /** @default 'MLS number' */
  mlsNumber: string;
  /** @default 'Sale type' */
  saleType: string;
  /** @default 'Any' */
  saleTypeAny: string;
  /** @default 'For sale' */
  saleTypeForSale: string;
  /** @default 'For rent' */
  saleTypeForRent: string;
  /** The filter bar's clear button. @default 'Clear' */
  clear: string;
  /** The empty state's action. @default 'Clear filters' */
  clearFilters: string;
  /** Heading of the results. @default 'Listings' */
  heading: string;
  /** Accessible name of the results list. @default 'Listings' */
  list: string;
  /** @default 'No listings match these filters' */
  empty: string;
  /** Said while the first page loads. @default 'Loading listings…' */
  loading: string;
  /** Title of the error state. @default 'Listings could not be loaded.' */
  errorTitle: string;
  /** @default 'Try again' */
  retry: string;
  /** Shown when a listing has no usable price. @default 'Price on request' */
  priceUnknown: string;
  /** Rent with its period. @default (price) => `${price} / month` */
  rentPrice: (price: string) => string;
  /** @default 'Beds' */
  beds: string;
  /** @default 'Baths' */
  baths: string;
  /** Building area; the service does not say its unit. @default 'Area' */
  buildingArea: string;
  /** Unit appended to the building area. @default '' (UPSTREAM.md: unit not returned) */
  areaUnit: string;
  /** `days` is formatted, `value` the number. @default (days, value) => `${days} ${value === 1 ? 'day' : 'days'} on market` */
  daysOnMarket: (days: string, value: number) => string;
  /** @default 'MLS #' */
  mls: string;
  /** The link to the listing's page. @default 'View listing' */
  viewListing: string;
  /** Appended for screen readers to links that open a new tab. @default '(opens in a new tab)' */
  opensInNewTab: string;
  /** Summary of the extension fields disclosure. @default 'More details' */
  details: string;
  /** Alt text of the listing photo. @default (l) => `Photo of ${l.address || 'the property'}` */
  imageAlt: (listing: Listing) => string;
  /** Shown instead of a missing, broken or unsafe photo. @default 'No photo' */
  noImage: string;
  /** Heading of a listing without an address. @default (l) => l.propertyType || 'Listing' */
  untitled: (listing: Listing) => string;
  /**
   * The listings on screen as a range of all matches, beside the heading. `isTotal` is false when the service's count
   * cannot be trusted: the total is then what is known so far.
   * @default ({ first, last, total, isTotal }) => isTotal ? `${first}–${last} of ${total}` : `${first}–${last} of at
   *   least ${total}` (numbers formatted)
   */
  range: (values: { first: string; last: string; total: string; isTotal: boolean }) => string;
  /** The link after the heading that takes a keyboard user to "Next page". @default 'Skip to pagination' */
  skipToPagination: string;
  /** Name of `RealEstateBrowser`'s view switch. @default 'View' */
  view: string;
  /** @default 'Cards' */
  viewGrid: string;
  /** @default 'Table' */
  viewTable: string;
  /** Accessible name of the pager. @default 'Pagination' */
  pagination: string;
  /** @default 'Previous page' */
  previousPage: string;
  /** @default 'Next page' */
  nextPage: string;
  /** Accessible name of a numbered page button. @default (n) => `Page ${n}` */
  page: (page: string) => string;
  /** The pager's summary when the total is known. @default (p, total) => `Page ${p} of ${total}` */
  pageOf: (page: string, pageCount: string) => string;
  /** The pager's summary when the total is not known. @default (p) => `Page ${p}` */
  pageOnly: (page: string) => string;
  /**
   * Polite announcement after a page settles.
   * @default `N listings, page X of Y` (or `N listings on page X` without a total)
   */
  resultsAnnouncement: (values: {
    /** Matching listings when known, else the listings on this page. */
    count: number;
    /** True when `count` is the number of all matches, not just this page's. */
    isTotal: boolean;
    /**
     * The page that settled, 1-based.
     */
    pageNumber: number;
    /**
     * Number of pages; `undefined` while unknown.
     */
    pageCount: number | undefined;
    /**
     * Formats a number for the current locale.
     */
    format: (n: number) => string;
  }) => string;
}

/** The English defaults of {@link ListingLabels}. */
export const defaultListingLabels: ListingLabels = {
  filters: 'Listing filters',
  city: 'City',
  mlsNumber: 'MLS number',
  saleType: 'Sale type',
  saleTypeAny: 'Any',
  saleTypeForSale: 'For sale',
  saleTypeForRent: 'For rent',
  clear: 'Clear',
  clearFilters: 'Clear filters',
  heading: 'Listings',
  list: 'Listings',
  empty: 'No listings match these filters',
  loading: 'Loading listings…',
  errorTitle: 'Listings could not be loaded.',
  retry: 'Try again',
  priceUnknown: 'Price on request',
  rentPrice: (price) => `${price} / month`,
  beds: 'Beds',
  baths: 'Baths',
  buildingArea: 'Area',
  areaUnit: '',
  daysOnMarket: (days, value) => `${days} ${value === 1 ? 'day' : 'days'} on market`,
  mls: 'MLS #',
  viewListing: 'View listing',
  opensInNewTab: '(opens in a new tab)',
  details: 'More details',
  imageAlt: (l) => `Photo of ${l.address || 'the property'}`,
  noImage: 'No photo',
  untitled: (l) => l.propertyType || 'Listing',
  range: ({ first, last, total, isTotal }) => `${first}–${last} of ${isTotal ? '' : 'at least '}${total}`,
  skipToPagination: 'Skip to pagination',
  view: 'View',
  viewGrid: 'Cards',
  viewTable: 'Table',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page) => `Page ${page}`,
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
  pageOnly: (page) => `Page ${page}`,
  resultsAnnouncement: ({ count, isTotal, pageNumber, pageCount, format }) => {
    const n = `${format(count)} ${count === 1 ? 'listing' : 'listings'}`;
    if (pageCount !== undefined && isTotal) return `${n}, page ${format(pageNumber)} of ${format(pageCount)}`;
    return `${n} on page ${format(pageNumber)}`;
  },
};

/** Defaults with the caller's overrides on top. */
export function resolveListingLabels(labels: Partial<ListingLabels> | undefined): ListingLabels {
  return labels ? { ...defaultListingLabels, ...labels } : defaultListingLabels;
}
