import { toSaleType } from '../normalize/saleType';
import type { RealEstateListParams, SaleType } from '../types';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '../contract/pageDefaults';

/** The filters of docs/SERVICE.md §4.4 a user can set (everything but paging and the chatbot). */
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
 * unknown sale types dropped, the display form of a sale type mapped to the
 * filter form, paging filled in with the service defaults. Equivalent requests
 * have equal normalised params, so they share a cache entry.
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

/**
 * `for_sale` / `for_rent`, or the display form items carry (`For Sale`,
 * docs/SERVICE.md §2.4) mapped to them, since a UI may hand back what it showed.
 * Anything else (including `''` from a select's "Any") is no filter.
 */
const saleTypeFilter = (value: unknown): SaleType | undefined => toSaleType(value) ?? undefined;

/**
 * Puts listing params in canonical form (the one place these rules live; the
 * client, the query keys and the hooks all call it): `' Austin '` and
 * `'Austin'` ask the same question, `''` means "no filter", `'For Sale'` is
 * `for_sale`, and a missing or unusable page or size is the service default
 * ({@link DEFAULT_PAGE_NUMBER}, {@link DEFAULT_PAGE_SIZE}), so equivalent
 * params share one query key and one request.
 *
 * Values it cannot read are dropped, not refused: a caller that must refuse
 * bad input (the client's request validation) checks the raw params itself.
 * @example normalizeListingParams({ serialNumber: 'bot', cityName: ' ', saleType: 'For Rent' })
 * // → { serialNumber: 'bot', cityName: undefined, saleType: 'for_rent', mlsNumber: undefined, pageNumber: 1, pageSize: 20 }
 */
export function normalizeListingParams(params: RealEstateListParams): NormalizedListingParams {
  return {
    serialNumber: typeof params.serialNumber === 'string' ? params.serialNumber.trim() : '',
    cityName: text(params.cityName),
    saleType: saleTypeFilter(params.saleType),
    mlsNumber: text(params.mlsNumber),
    pageNumber: positiveInt(params.pageNumber, DEFAULT_PAGE_NUMBER),
    pageSize: positiveInt(params.pageSize, DEFAULT_PAGE_SIZE),
  };
}

/** Just the filters of {@link normalizeListingParams}, in canonical form, with unset ones left out. */
export function normalizeListingFilters(filters: ListingFilters): ListingFilters {
  const { cityName, saleType, mlsNumber } = normalizeListingParams({ serialNumber: '', ...filters });
  const out: ListingFilters = {};
  if (cityName !== undefined) out.cityName = cityName;
  if (saleType !== undefined) out.saleType = saleType;
  if (mlsNumber !== undefined) out.mlsNumber = mlsNumber;
  return out;
}

