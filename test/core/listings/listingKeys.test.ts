import { describe, expect, it } from 'vitest';
import { hasListingKeyPrefix, isSameListingFilters, listingKeys } from '../../../src/core/listings/listingKeys';
import { normalizeListingFilters, normalizeListingParams } from '../../../src/core/listings/normalizeListingParams';

describe('listingKeys', () => {
  it('builds a page key as scope → filters → page', () => {
    expect(listingKeys.page('ck-1', { serialNumber: 'bot-1', cityName: 'Austin', saleType: 'for_rent', pageNumber: 3 })).toEqual([
      'chatbot-kit',
      'ck-1',
      'listings',
      { serialNumber: 'bot-1', cityName: 'Austin', saleType: 'for_rent', mlsNumber: undefined, pageSize: 20 },
      3,
    ]);
  });

  it('gives equivalent filters the same key (trimmed text, empty text as no filter, page 1 and size 20 as defaults)', () => {
    const a = listingKeys.page('s', { serialNumber: 'bot', cityName: '  Austin ', mlsNumber: '' });
    const b = listingKeys.page('s', { serialNumber: 'bot', cityName: 'Austin', pageNumber: 1, pageSize: 20 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('gives different filters, pages, sizes, chatbots and scopes different keys', () => {
    const base = { serialNumber: 'bot', cityName: 'Austin' };
    const keys = [
      listingKeys.page('s', base),
      listingKeys.page('s', { ...base, cityName: 'Boston' }),
      listingKeys.page('s', { ...base, pageNumber: 2 }),
      listingKeys.page('s', { ...base, pageSize: 50 }),
      listingKeys.page('s', { ...base, serialNumber: 'other' }),
      listingKeys.page('t', base),
      listingKeys.page('s', { ...base, saleType: 'for_sale' }),
      listingKeys.page('s', { ...base, mlsNumber: 'MLS1' }),
    ].map((k) => JSON.stringify(k));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('nests: a page key starts with its filters key, which starts with its scope key, which starts with `all`', () => {
    const page = listingKeys.page('scope-9', { serialNumber: 'bot', pageNumber: 4 });
    const filters = listingKeys.filters('scope-9', { serialNumber: 'bot' });
    const scope = listingKeys.scope('scope-9');
    expect(hasListingKeyPrefix(page, filters)).toBe(true);
    expect(hasListingKeyPrefix(filters, scope)).toBe(true);
    expect(hasListingKeyPrefix(scope, listingKeys.all)).toBe(true);
  });

  it('answers "same filters?" by key prefix: pages of one result set match, other filters, sizes and scopes do not', () => {
    const filters = listingKeys.filters('s', { serialNumber: 'bot', cityName: 'Austin' });
    expect(hasListingKeyPrefix(listingKeys.page('s', { serialNumber: 'bot', cityName: ' Austin ', pageNumber: 7 }), filters)).toBe(true);
    expect(hasListingKeyPrefix(listingKeys.page('s', { serialNumber: 'bot', cityName: 'Boston' }), filters)).toBe(false);
    expect(hasListingKeyPrefix(listingKeys.page('s', { serialNumber: 'bot', cityName: 'Austin', pageSize: 50 }), filters)).toBe(false);
    expect(hasListingKeyPrefix(listingKeys.page('t', { serialNumber: 'bot', cityName: 'Austin' }), filters)).toBe(false);
    expect(isSameListingFilters({ cityName: ' Austin ', mlsNumber: '' }, { cityName: 'Austin' })).toBe(true);
    expect(isSameListingFilters({ cityName: 'Austin' }, { cityName: 'Austin', saleType: 'for_sale' })).toBe(false);
  });

  it('holds no key material: only the scope id and the request params', () => {
    const key = listingKeys.page('ck-3', { serialNumber: 'bot', cityName: 'Austin' });
    expect(Object.keys(key[3]).sort()).toEqual(['cityName', 'mlsNumber', 'pageSize', 'saleType', 'serialNumber']);
  });
});

describe('normalizeListingParams', () => {
  it('drops a sale type that is not for_sale or for_rent (such as the "Any" option\'s empty value)', () => {
    expect(normalizeListingParams({ serialNumber: 'b', saleType: '' as never }).saleType).toBeUndefined();
    expect(normalizeListingParams({ serialNumber: 'b', saleType: 'to_let' as never }).saleType).toBeUndefined();
  });

  it('maps the display form of a sale type (as items carry it) to the filter form', () => {
    expect(normalizeListingParams({ serialNumber: 'b', saleType: 'For Sale' as never }).saleType).toBe('for_sale');
    expect(normalizeListingParams({ serialNumber: 'b', saleType: 'For Rent' as never }).saleType).toBe('for_rent');
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
