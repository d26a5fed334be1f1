// The URL codec of listings, pure (no DOM).
import { describe, expect, it } from 'vitest';
import {
  getListingUrlNames,
  mergeListingSearch,
  readListingUrl,
  readSearchParams,
  toListingUrlParams,
} from '../../../src/core/listings/urlState/listingUrlParams';

const names = getListingUrlNames();
const read = (search: string) => readListingUrl(readSearchParams(search, Object.values(names)), names);

describe('listing URL parameters', () => {
  it('names the parameters, with a prefix and overrides', () => {
    expect(getListingUrlNames()).toEqual({ city: 'city', saleType: 'saleType', mls: 'mls', page: 'page', view: 'view' });
    expect(getListingUrlNames({ prefix: 'a.', names: { city: 'c', page: undefined } })).toEqual({
      city: 'a.c',
      saleType: 'a.saleType',
      mls: 'a.mls',
      page: 'a.page',
      view: 'a.view',
    });
  });

  it('reads a filtered, paged URL', () => {
    expect(read('?city=San+Antonio&saleType=for_rent&mls=ACT123&page=3')).toEqual({
      filters: { cityName: 'San Antonio', saleType: 'for_rent', mlsNumber: 'ACT123' },
      pageNumber: 3,
    });
  });

  it.each([
    ['?page=-3', 'a negative page'],
    ['?page=abc', 'a page that is no number'],
    ['?page=0', 'page 0'],
    ['?page=2.5', 'a fractional page'],
    ['?page=1e3', 'an exponent'],
    ['?page=99999999999999999999', 'a page past the safe integers'],
    ['?saleType=villa', 'an unknown sale type'],
    ['?saleType=For%20Sale', 'the display form of a sale type'],
    [`?city=${'x'.repeat(10_240)}`, 'a 10 KB city'],
    ['?city=%20%20&mls=', 'blank text'],
    ['?city=%E0%A4%A', 'broken percent-encoding'],
  ])('reads %s (%s) as the defaults', (search) => {
    expect(read(search)).toEqual({ filters: {}, pageNumber: 1 });
  });

  it('leaves defaults out when writing', () => {
    expect(toListingUrlParams({ filters: {}, pageNumber: 1 }, names)).toEqual({ city: null, saleType: null, mls: null, page: null });
    expect(toListingUrlParams({ filters: { cityName: ' Austin ' }, pageNumber: 2 }, names)).toEqual({
      city: 'Austin',
      saleType: null,
      mls: null,
      page: '2',
    });
  });
});

describe('mergeListingSearch', () => {
  it('keeps other parameters byte for byte and in order', () => {
    expect(mergeListingSearch('?tab=a%20b&page=2&flag&x=1+2', { page: null, city: 'San Antonio' })).toBe('?tab=a%20b&flag&x=1+2&city=San+Antonio');
  });
  it('returns an empty search when nothing is left', () => {
    expect(mergeListingSearch('?page=2', { page: null })).toBe('');
    expect(mergeListingSearch('', { city: null })).toBe('');
  });
  it('replaces every copy of an owned key, however it was encoded', () => {
    expect(mergeListingSearch('?pa%67e=3&page=4&q=1', { page: '5' })).toBe('?q=1&page=5');
  });
});
