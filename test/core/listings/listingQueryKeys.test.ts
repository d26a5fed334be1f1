import { describe, expect, it } from 'vitest';
import { listingQueryKeys } from '../../../src/core/listings/listingQueryKeys';
import { normalizeListingParams, normalizeListingFilters } from '../../../src/core/listings/normalizeListingParams';

describe('listingQueryKeys', () => {
  it('builds a page key from the scope id, the SerialNumber, the filters and the paging', () => {
    expect(listingQueryKeys.list('ck-1', { serialNumber: 'bot-1', cityName: 'Austin', saleType: 'for_rent', pageNumber: 3 })).toEqual([
      'chatbot-kit',
      'realEstateList',
      'ck-1',
      { serialNumber: 'bot-1', cityName: 'Austin', saleType: 'for_rent', mlsNumber: undefined, pageNumber: 3, pageSize: 20 },
    ]);
  });

  it('gives equivalent filters the same key (trimmed text, empty text as no filter, page 1 and size 20 as defaults)', () => {
    const a = listingQueryKeys.list('s', { serialNumber: 'bot', cityName: '  Austin ', mlsNumber: '' });
    const b = listingQueryKeys.list('s', { serialNumber: 'bot', cityName: 'Austin', pageNumber: 1, pageSize: 20 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('gives different filters, pages, sizes, chatbots and scopes different keys', () => {
    const base = { serialNumber: 'bot', cityName: 'Austin' };
    const keys = [
      listingQueryKeys.list('s', base),
      listingQueryKeys.list('s', { ...base, cityName: 'Boston' }),
      listingQueryKeys.list('s', { ...base, pageNumber: 2 }),
      listingQueryKeys.list('s', { ...base, pageSize: 50 }),
      listingQueryKeys.list('s', { ...base, serialNumber: 'other' }),
      listingQueryKeys.list('t', base),
      listingQueryKeys.list('s', { ...base, saleType: 'for_sale' }),
      listingQueryKeys.list('s', { ...base, mlsNumber: 'MLS1' }),
    ].map((k) => JSON.stringify(k));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('nests: every page key starts with its scope key, which starts with `all`', () => {
    const list = listingQueryKeys.list('scope-9', { serialNumber: 'bot' });
    const scope = listingQueryKeys.scope('scope-9');
    expect(list.slice(0, 3)).toEqual(scope);
    expect(scope.slice(0, 2)).toEqual(listingQueryKeys.all);
  });

  it('holds no key material: only the scope id and the request params', () => {
    const key = listingQueryKeys.list('ck-3', { serialNumber: 'bot', cityName: 'Austin' });
    expect(Object.keys(key[3]).sort()).toEqual(['cityName', 'mlsNumber', 'pageNumber', 'pageSize', 'saleType', 'serialNumber']);
  });
});

describe('normalizeListingParams', () => {
  it('drops a sale type that is not for_sale or for_rent (such as the "Any" option\'s empty value)', () => {
    expect(normalizeListingParams({ serialNumber: 'b', saleType: '' as never }).saleType).toBeUndefined();
    expect(normalizeListingParams({ serialNumber: 'b', saleType: 'For Sale' as never }).saleType).toBeUndefined();
  });

  it('falls back to page 1 and size 20 for a page or size that is not a positive integer', () => {
    const n = normalizeListingParams({ serialNumber: 'b', pageNumber: 0, pageSize: 2.5 });
    expect([n.pageNumber, n.pageSize]).toEqual([1, 20]);
    expect(normalizeListingParams({ serialNumber: 'b', pageNumber: Number.NaN }).pageNumber).toBe(1);
  });
});

describe('normalizeListingFilters', () => {
  it('keeps only the filters that are set, trimmed', () => {
    expect(normalizeListingFilters({ cityName: ' Austin ', mlsNumber: '   ', saleType: 'for_rent' })).toEqual({
      cityName: 'Austin',
      saleType: 'for_rent',
    });
    expect(normalizeListingFilters({})).toEqual({});
  });
});
