import type { SaleType } from '../contract/saleTypes';

const LABELS: Record<SaleType, string> = { for_sale: 'For Sale', for_rent: 'For Rent' };

/**
 * Maps the display form items carry (`For Sale`; docs/SERVICE.md §2.4) to the
 * filter value (`for_sale`; §4.4), ignoring case, spaces, underscores and hyphens.
 * @returns the filter value, or `null` for anything else.
 * @example toSaleType('For Sale') // 'for_sale'
 */
export function toSaleType(display: unknown): SaleType | null {
  if (typeof display !== 'string') return null;
  const compact = display.toLowerCase().replace(/[\s_-]+/g, '');
  if (compact === 'forsale') return 'for_sale';
  if (compact === 'forrent') return 'for_rent';
  return null;
}

/**
 * Maps a filter value to the display form the service uses in items.
 * @example toSaleTypeLabel('for_rent') // 'For Rent'
 */
export function toSaleTypeLabel(filter: SaleType): string {
  return LABELS[filter];
}
