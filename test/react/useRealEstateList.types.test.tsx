// Type tests of the listing surface: what users write must compile,
// and mistakes must not.
import { describe, expectTypeOf, it } from 'vitest';
import { listingKeys, realEstateListQuery } from 'chatbot-kit/core';
import {
  type useListingFilters,
  type useRealEstateList,
  type ChatbotClient,
  type Listing,
  type ListingFilters,
  type RealEstateListResult,
  type UseRealEstateListResult,
} from 'chatbot-kit';

describe('listing types', () => {
  it('useRealEstateList takes the docs/SERVICE.md §4.4 params and returns normalised listings and totals', () => {
    type Params = Parameters<typeof useRealEstateList>[0];
    expectTypeOf<{ serialNumber: string }>().toExtend<Params>();
    expectTypeOf<{ serialNumber: string; saleType: 'for_rent'; cityName: string; pageSize: number }>().toExtend<Params>();
    // The page is one controllable triple in the options, next to its default and its callback.
    type Options = NonNullable<Parameters<typeof useRealEstateList>[1]>;
    expectTypeOf<{ pageNumber: number; onPageNumberChange: (pageNumber: number) => void }>().toExtend<Options>();
    // SaleType only takes the filter values, not the display form.
    expectTypeOf<{ serialNumber: string; saleType: 'For Rent' }>().not.toExtend<Params>();
    expectTypeOf<UseRealEstateListResult['items']>().toEqualTypeOf<Listing[]>();
    expectTypeOf<UseRealEstateListResult['pageCount']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<UseRealEstateListResult['hasNextPage']>().toEqualTypeOf<boolean>();
    expectTypeOf<UseRealEstateListResult['setPageNumber']>().toEqualTypeOf<(pageNumber: number) => void>();
  });

  it('useListingFilters gives filters that fit useRealEstateList', () => {
    type Filters = ReturnType<typeof useListingFilters>['filters'];
    expectTypeOf<Filters>().toEqualTypeOf<ListingFilters>();
    expectTypeOf<Filters & { serialNumber: string }>().toExtend<Parameters<typeof useRealEstateList>[0]>();
  });

  it('realEstateListQuery gives a key free of keys and a queryFn that resolves the client result', () => {
    const q = realEstateListQuery({} as ChatbotClient, { serialNumber: 'b' });
    expectTypeOf(q.queryKey[1]).toEqualTypeOf<string>();
    expectTypeOf(q.queryKey[4]).toEqualTypeOf<number>();
    expectTypeOf(q.queryFn).returns.resolves.toEqualTypeOf<RealEstateListResult>();
    expectTypeOf(listingKeys.scope('s')).toEqualTypeOf<readonly ['chatbot-kit', string, 'listings']>();
  });
});
