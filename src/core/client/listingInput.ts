import { toSaleType } from '../normalize/saleType';
import type { RealEstateListParams } from '../types';

/** Text trimmed, empty text left out ("no filter"); anything else as given, for the checks to refuse. */
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * The caller's listing params, in the form the wire takes. Text follows the
 * listing rules of `normalizeListingParams` (trimmed; empty means "no
 * filter"; the display form `For Sale` is accepted for the sale type), so a
 * request and its query key agree (test/core/client/realEstateList.test.ts
 * holds the two together). What those rules would silently drop is kept
 * instead, so the request checks refuse it with an InvalidInputError (issue
 * 2): values that are not text, an unknown sale type, and paging values.
 * PageNumber / PageSize stay out when the caller left them out, so the
 * server's defaults apply (SERVICE.md §8). Written out rather than through
 * `normalizeListingParams` and back: 0.1 kB gzip less in every client bundle
 * (issue 11).
 */
export function toListingInput(params: RealEstateListParams | null | undefined): Record<string, unknown> {
  const p: Partial<Record<keyof RealEstateListParams, unknown>> = params ?? {};
  const saleType = trimmed(p.saleType);
  return {
    // An empty SerialNumber stays '' so the check names it ("is empty").
    serialNumber: typeof p.serialNumber === 'string' ? p.serialNumber.trim() : p.serialNumber,
    cityName: trimmed(p.cityName),
    mlsNumber: trimmed(p.mlsNumber),
    // null meant "no filter" in 0.1; an unknown value is refused by the check.
    saleType: saleType === null ? undefined : (toSaleType(saleType) ?? saleType),
    pageNumber: p.pageNumber,
    pageSize: p.pageSize,
  };
}
