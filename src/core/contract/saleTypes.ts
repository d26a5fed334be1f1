/** SERVICE.md §4.4 — the SaleType request filter values. */
export const SALE_TYPES = ['for_sale', 'for_rent'] as const;

/** A SaleType filter value. */
export type SaleType = (typeof SALE_TYPES)[number];
