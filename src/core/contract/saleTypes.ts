/** docs/SERVICE.md §4.4: a SaleType filter value. */
export type SaleType = 'for_sale' | 'for_rent';

/** docs/SERVICE.md §4.4: the SaleType filter values (the request schema, the filter bar's options and the URL read them). */
export const SALE_TYPES = ['for_sale', 'for_rent'] as const satisfies readonly SaleType[];

/**
 * Whether `value` is exactly a SaleType filter value: a value the library wrote itself (a URL, an `<option>`), read
 * back with no display form to guess at. A display form (`For Sale`) is {@link toSaleType}'s job.
 */
export const isSaleType = (value: unknown): value is SaleType => (SALE_TYPES as readonly unknown[]).includes(value);
