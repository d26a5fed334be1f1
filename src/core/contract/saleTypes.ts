/** SERVICE.md §4.4 — a SaleType filter value. */
export type SaleType = 'for_sale' | 'for_rent';

/** SERVICE.md §4.4 — the SaleType request filter values (the client's check and the proxy's schema both read them). */
export const SALE_TYPES = ['for_sale', 'for_rent'] as const satisfies readonly SaleType[];
