import { normalizeListingParams } from '../listings/normalizeListingParams';
import { toSaleType } from '../normalize/saleType';
import type { RealEstateListParams } from '../types';

/**
 * The caller's listing params, in the form the wire takes. Text follows the
 * listing rules of `normalizeListingParams` (trimmed; empty means "no
 * filter"; the display form `For Sale` is accepted for the sale type), so a
 * request and its query key agree. What those rules would silently drop is
 * kept instead, so the request schema refuses it with an InvalidInputError
 * (issue 2): values that are not text, an unknown sale type, and paging
 * values. PageNumber / PageSize stay out when the caller left them out, so the
 * server's defaults apply (SERVICE.md §8).
 */
export function toListingInput(params: RealEstateListParams | null | undefined): Record<string, unknown> {
  const p: Partial<Record<keyof RealEstateListParams, unknown>> = params ?? {};
  const saleText = typeof p.saleType === 'string' ? p.saleType.trim() : undefined;
  const saleType = saleText === undefined ? p.saleType : saleText === '' ? undefined : (toSaleType(saleText) ?? saleText);
  const normalized = normalizeListingParams({ ...(p as RealEstateListParams), saleType: toSaleType(saleType) ?? undefined });
  // Text goes through the shared rules; anything else reaches the schema as given.
  const text = (raw: unknown, canonical: string | undefined) => (typeof raw === 'string' ? canonical : raw);
  return {
    serialNumber: text(p.serialNumber, normalized.serialNumber),
    cityName: text(p.cityName, normalized.cityName),
    mlsNumber: text(p.mlsNumber, normalized.mlsNumber),
    // null meant "no filter" in 0.1; an unknown value is refused by the schema.
    saleType: saleType === null ? undefined : (normalized.saleType ?? saleType),
    pageNumber: p.pageNumber,
    pageSize: p.pageSize,
  };
}
