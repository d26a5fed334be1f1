import { toSaleType } from '../normalize/saleType';
import type { RealEstateListParams, SaleType } from '../types';
import { DEFAULT_PAGE_SIZE } from '../contract/pageDefaults';
import { toPageNumber } from './toPageNumber';

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
 * {@link RealEstateListParams} in canonical form: text trimmed, empty text and unknown sale types dropped, the display
 * form of a sale type mapped to the filter form, paging filled in with the service defaults. Equivalent requests have
 * equal normalised params, so they share a cache entry.
 */
export interface NormalizedListingParams {
  /** The chatbot (`SerialNumber`), trimmed. */
  serialNumber: string;
  /** The city filter, trimmed; `undefined` for no filter. */
  cityName: string | undefined;
  /** The sale type filter in its filter form; `undefined` for no filter. */
  saleType: SaleType | undefined;
  /** The MLS number filter, trimmed; `undefined` for no filter. */
  mlsNumber: string | undefined;
  /** The page asked for: 1 when none was given. */
  pageNumber: number;
  /** The page size asked for: 20 when none was given. */
  pageSize: number;
}

/** Text trimmed, empty text left out ("no filter"); anything else as given. */
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * The listing rules, applied to what they can read: text trimmed, empty text (and a `null` sale type) meaning "no
 * filter", a sale type's display form (`For Sale`, which a UI may hand back) mapped to the filter form (`for_sale`),
 * paging as given. The client sends this form, so what the rules cannot read reaches the request schema and is refused
 * with an `InvalidInputError` naming the field; {@link normalizeListingParams} drops it.
 */
export function canonicalListingParams(
  params: RealEstateListParams | null | undefined,
): { [K in keyof RealEstateListParams]-?: unknown } {
  const p: Partial<Record<keyof RealEstateListParams, unknown>> = params ?? {};
  const saleType = trimmed(p.saleType);
  return {
    // An empty SerialNumber stays '' so the request schema says "is empty".
    serialNumber: typeof p.serialNumber === 'string' ? p.serialNumber.trim() : p.serialNumber,
    cityName: trimmed(p.cityName),
    saleType: saleType === null ? undefined : (toSaleType(saleType) ?? saleType),
    mlsNumber: trimmed(p.mlsNumber),
    pageNumber: p.pageNumber,
    pageSize: p.pageSize,
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A page size: a whole number from 1, else the service's default. */
const pageSizeOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : DEFAULT_PAGE_SIZE;

/**
 * Listing params in canonical form: {@link canonicalListingParams} with what it cannot read dropped (any other sale
 * type is no filter), the page read by {@link toPageNumber}, and an unusable size replaced by the service default.
 * Equivalent params share one query key, which matches the request sent.
 * @example normalizeListingParams({ serialNumber: 'bot', cityName: ' ', saleType: 'For Rent' })
 * // → { serialNumber: 'bot', cityName: undefined, saleType: 'for_rent', mlsNumber: undefined, pageNumber: 1, pageSize: 20 }
 */
export function normalizeListingParams(params: RealEstateListParams): NormalizedListingParams {
  const canonical = canonicalListingParams(params);
  return {
    serialNumber: text(canonical.serialNumber) ?? '',
    cityName: text(canonical.cityName),
    saleType: toSaleType(canonical.saleType) ?? undefined,
    mlsNumber: text(canonical.mlsNumber),
    pageNumber: toPageNumber(canonical.pageNumber),
    pageSize: pageSizeOf(canonical.pageSize),
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

