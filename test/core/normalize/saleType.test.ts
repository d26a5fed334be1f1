import { describe, expect, it } from 'vitest';
import { toSaleType, toSaleTypeLabel } from '../../../src/core/normalize/saleType';

describe('toSaleType (display form → filter value)', () => {
  it.each([
    ['For Sale', 'for_sale'],
    ['For Rent', 'for_rent'],
    ['for sale', 'for_sale'],
    ['FOR  RENT', 'for_rent'],
    [' For Sale ', 'for_sale'],
    ['for_sale', 'for_sale'],
    ['for-rent', 'for_rent'],
    ['ForSale', 'for_sale'],
  ])('maps %j to %s', (display, filter) => {
    expect(toSaleType(display)).toBe(filter);
  });

  it.each([['Sold'], [''], ['For Lease'], [null], [1]])('maps %j to null', (display) => {
    expect(toSaleType(display)).toBeNull();
  });
});

describe('toSaleTypeLabel (filter value → display form)', () => {
  it('gives the display form the service uses in items', () => {
    expect(toSaleTypeLabel('for_sale')).toBe('For Sale');
    expect(toSaleTypeLabel('for_rent')).toBe('For Rent');
  });

  it('round-trips with toSaleType', () => {
    for (const filter of ['for_sale', 'for_rent'] as const) expect(toSaleType(toSaleTypeLabel(filter))).toBe(filter);
  });
});
