import type { RealEstateListParams, SaleType } from '../types';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from './listingDefaults';

/** The filters of SERVICE.md §4.4 a user can set (everything but paging and the chatbot). */
export interface ListingFilters {
  /** `CityName`. */
  cityName?: string;
  /** `SaleType`: `for_sale` or `for_rent`. */
  saleType?: SaleType;
  /** `MLSNumber`. */
  mlsNumber?: string;
}

/**
 * {@link RealEstateListParams} in canonical form: text trimmed, empty text and
 * unknown sale types dropped, paging filled in with the service defaults.
 * Equivalent requests have equal normalised params, so they share a cache entry.
 */
export interface NormalizedListingParams {
  serialNumber: string;
  cityName: string | undefined;
  saleType: SaleType | undefined;
  mlsNumber: string | undefined;
  pageNumber: number;
  pageSize: number;
}

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const positiveInt = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;

/** `for_sale` / `for_rent`, anything else (including `''` from a select's "Any") is no filter. */
const toSaleTypeFilter = (value: unknown): SaleType | undefined =>
  value === 'for_sale' || value === 'for_rent' ? value : undefined;

/**
 * Puts listing params in canonical form: `' Austin '` and `'Austin'` ask the
 * same question, and `''` means "no filter", so they must share one query key
 * (and one request).
 * @example normalizeListingParams({ serialNumber: 'bot', cityName: ' ' })
 * // → { serialNumber: 'bot', cityName: undefined, …, pageNumber: 1, pageSize: 20 }
 */
export function normalizeListingParams(params: RealEstateListParams): NormalizedListingParams {
  return {
    serialNumber: typeof params.serialNumber === 'string' ? params.serialNumber.trim() : '',
    cityName: text(params.cityName),
    saleType: toSaleTypeFilter(params.saleType),
    mlsNumber: text(params.mlsNumber),
    pageNumber: positiveInt(params.pageNumber, DEFAULT_PAGE_NUMBER),
    pageSize: positiveInt(params.pageSize, DEFAULT_PAGE_SIZE),
  };
}

/** Just the filters of {@link normalizeListingParams}, in canonical form. */
export function normalizeListingFilters(filters: ListingFilters): ListingFilters {
  const out: ListingFilters = {};
  const cityName = text(filters.cityName);
  const saleType = toSaleTypeFilter(filters.saleType);
  const mlsNumber = text(filters.mlsNumber);
  if (cityName !== undefined) out.cityName = cityName;
  if (saleType !== undefined) out.saleType = saleType;
  if (mlsNumber !== undefined) out.mlsNumber = mlsNumber;
  return out;
}
