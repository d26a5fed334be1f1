/** docs/SERVICE.md §4.4: a SaleType filter value. */
export type SaleType = 'for_sale' | 'for_rent';

/** docs/SERVICE.md §4.4: the SaleType filter values (the request schema reads them). */
export const SALE_TYPES = ['for_sale', 'for_rent'] as const satisfies readonly SaleType[];
