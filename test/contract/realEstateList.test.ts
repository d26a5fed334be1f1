// Contract: docs/SERVICE.md §4.4 RealEstateList, §2.3 its result, §2.4 the items, §8 paging defaults.
// Real client → fake service.
import { describe, expect, it } from 'vitest';
import { BusinessError, InvalidInputError } from 'chatbot-kit/core';
import { REAL_ESTATE_ITEM_FIELDS } from '../../src/core/schemas';
import { FAKE_CODES, type FakeListingWire } from 'chatbot-kit/testing';
import { BASE_URL, createHarness, rejectionOf } from './harness';

type ListData = { List: FakeListingWire[]; VirtualCount: number };

function lastData(responses: { json: unknown }[]): ListData {
  return (responses.at(-1)!.json as { Data: ListData }).Data;
}

describe('RealEstateList', () => {
  it('§4.4: POST {app_url}/chat/Chatbot/RealEstateList with chatrobot-sessionkey and { SerialNumber }', async () => {
    const { client, service } = createHarness({}, { appUrl: 'https://app.fake.test' });
    await client.realEstateList({ serialNumber: service.serialNumber });
    const request = service.state.requests[0]!;
    expect(request).toMatchObject({ method: 'POST', url: 'https://app.fake.test/chat/Chatbot/RealEstateList', operation: 'realEstateList' });
    expect(request.headers['chatrobot-sessionkey']).toBe('[valid key]');
  });

  it('§4.4 rule 1: PageNumber omitted gives page 1', async () => {
    const { client, service } = createHarness();
    const result = await client.realEstateList({ serialNumber: service.serialNumber });
    expect(result.pageNumber).toBe(1);
    expect(result.items.map((i) => i.id)).toEqual(service.allListings(BASE_URL).slice(0, 20).map((i) => i.ID));
  });

  it('§4.4 rule 2: PageSize omitted gives 20 items', async () => {
    const { client, service } = createHarness();
    const result = await client.realEstateList({ serialNumber: service.serialNumber, pageNumber: 2 });
    expect(result.items).toHaveLength(20);
    expect(result.pageSize).toBe(20);
    expect(result.items.map((i) => i.id)).toEqual(service.allListings(BASE_URL).slice(20, 40).map((i) => i.ID));
  });

  it('§8: PageNumber default 1 and PageSize default 20 are server defaults: the client leaves them out of the body', async () => {
    const { client, service, sentBodies } = createHarness();
    await client.realEstateList({ serialNumber: service.serialNumber });
    expect(sentBodies).toEqual([{ SerialNumber: service.serialNumber }]);
  });

  it('§4.4: PageNumber and PageSize choose the page', async () => {
    const { client, service } = createHarness();
    const all = service.allListings(BASE_URL);
    const result = await client.realEstateList({ serialNumber: service.serialNumber, pageNumber: 4, pageSize: 7 });
    expect(result.items.map((i) => i.id)).toEqual(all.slice(21, 28).map((i) => i.ID));
    const last = await client.realEstateList({ serialNumber: service.serialNumber, pageNumber: 13 });
    expect(last.items).toHaveLength(0);
    expect(last.virtualCount).toBe(240);
  });

  it('§4.4: CityName keeps only properties in this city (the fake compares case-insensitively)', async () => {
    const { client, service } = createHarness();
    const result = await client.realEstateList({ serialNumber: service.serialNumber, cityName: 'chicago', pageSize: 100 });
    const expected = service.allListings(BASE_URL).filter((i) => i.City === 'Chicago');
    expect(result.items.length).toBe(expected.length);
    expect(result.items.every((i) => i.city === 'Chicago')).toBe(true);
  });

  it('§4.4: SaleType for_sale / for_rent keeps only that sale type', async () => {
    const { client, service } = createHarness();
    for (const saleType of ['for_sale', 'for_rent'] as const) {
      const result = await client.realEstateList({ serialNumber: service.serialNumber, saleType, pageSize: 50 });
      expect(result.items.length).toBeGreaterThan(0);
      expect(result.items.every((i) => i.saleType === saleType)).toBe(true);
    }
  });

  it('§4.4: MLSNumber keeps only the property with this listing number', async () => {
    const { client, service } = createHarness();
    const target = service.allListings(BASE_URL)[123]!;
    const result = await client.realEstateList({ serialNumber: service.serialNumber, mlsNumber: target.MLSNumber });
    expect(result.items.map((i) => i.mlsNumber)).toEqual([target.MLSNumber]);
    expect(result.virtualCount).toBe(1);
  });

  it('§4.4: the filters combine', async () => {
    const { client, service } = createHarness();
    const expected = service.allListings(BASE_URL).filter((i) => i.City === 'Seattle' && i.SaleType === 'For Rent');
    const result = await client.realEstateList({ serialNumber: service.serialNumber, cityName: 'Seattle', saleType: 'for_rent', pageSize: 100 });
    expect(result.items.map((i) => i.id)).toEqual(expected.map((i) => i.ID));
  });

  it('§4.4: SaleType outside for_sale / for_rent is refused before sending', async () => {
    const { client, service } = createHarness();
    const error = await rejectionOf(client.realEstateList({ serialNumber: service.serialNumber, saleType: 'auction' as 'for_sale' }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(service.state.requests).toHaveLength(0);
  });

  it('§4.4: SerialNumber is required (the client refuses before sending)', async () => {
    const { client, service } = createHarness();
    expect(await rejectionOf(client.realEstateList({ serialNumber: '' }))).toBeInstanceOf(InvalidInputError);
    expect(service.state.requests).toHaveLength(0);
  });

  it('§4.4 rule 3: a template-based chatbot is answered with a business error (fake Code 4001)', async () => {
    const { client, service } = createHarness();
    const error = await rejectionOf(client.realEstateList({ serialNumber: service.templateSerialNumber }));
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({
      businessCode: FAKE_CODES.TEMPLATE_CHATBOT,
      serviceMessage: 'RealEstateList supports only traditional chatbots; this chatbot is template-based',
      operation: 'RealEstateList',
    });
  });

  it('§4.4 (fake): an unknown SerialNumber is a business error (Code 4004)', async () => {
    const { client } = createHarness();
    expect(await rejectionOf(client.realEstateList({ serialNumber: 'nobody' }))).toMatchObject({ businessCode: FAKE_CODES.UNKNOWN_CHATBOT });
  });

  it('§4.4 (fake): when nothing matches, Data is { List: [], VirtualCount: 0 }', async () => {
    const { client, service, responses } = createHarness();
    const result = await client.realEstateList({ serialNumber: service.serialNumber, cityName: 'Atlantis' });
    expect(lastData(responses)).toEqual({ List: [], VirtualCount: 0 });
    expect(result).toMatchObject({ items: [], virtualCount: 0 });
  });

  it('§2.3: Data holds List, an array of items, and VirtualCount, an integer', async () => {
    const { client, service, responses } = createHarness();
    await client.realEstateList({ serialNumber: service.serialNumber });
    const data = lastData(responses);
    expect(Object.keys(data).sort()).toEqual(['List', 'VirtualCount']);
    expect(Array.isArray(data.List)).toBe(true);
    expect(Number.isInteger(data.VirtualCount)).toBe(true);
  });

  it('§2.3 (fake): VirtualCount is the number of all matches, whatever the page', async () => {
    const { client, service } = createHarness();
    const matches = service.allListings(BASE_URL).filter((i) => i.SaleType === 'For Sale').length;
    for (const pageNumber of [1, 3]) {
      const result = await client.realEstateList({ serialNumber: service.serialNumber, saleType: 'for_sale', pageNumber, pageSize: 10 });
      expect(result.virtualCount).toBe(matches);
    }
  });

  it('§2.4: every item carries the 33 fields; numbers and money are text except ID, LATITUDE, LONGITUDE', async () => {
    const { client, service, responses } = createHarness();
    await client.realEstateList({ serialNumber: service.serialNumber, pageSize: 60 });
    for (const item of lastData(responses).List) {
      expect(Object.keys(item)).toEqual(REAL_ESTATE_ITEM_FIELDS);
      expect([typeof item.ID, typeof item.LATITUDE, typeof item.LONGITUDE]).toEqual(['number', 'number', 'number']);
      expect(item.Price).toMatch(/^\d+\.\d\d$/);
      expect(item.Bedrooms).toMatch(/^\d+$/);
    }
  });

  it('§2.4: SaleType is the display form, For Sale / For Rent, which the client maps to the filter form', async () => {
    const { client, service, responses } = createHarness();
    const result = await client.realEstateList({ serialNumber: service.serialNumber, saleType: 'for_rent' });
    expect(lastData(responses).List.every((i) => i.SaleType === 'For Rent')).toBe(true);
    expect(result.items.every((i) => i.saleTypeLabel === 'For Rent' && i.saleType === 'for_rent')).toBe(true);
  });

  it('§2.4: ExtensionColumn is text holding a serialised list of Key / Value objects', async () => {
    const { client, service, responses } = createHarness();
    const result = await client.realEstateList({ serialNumber: service.serialNumber });
    const withExtensions = lastData(responses).List.findIndex((i) => i.ExtensionColumn !== '[]');
    const raw = JSON.parse(lastData(responses).List[withExtensions]!.ExtensionColumn) as { Key: string; Value: string }[];
    expect(result.items[withExtensions]!.extension).toEqual(raw.map((e) => ({ key: e.Key, value: e.Value })));
  });

  it('§2.4: Images, RentPrice, SalePrice, UnitAreaPrice, EstimatePrice and HOAMonth may be empty', async () => {
    const { client, service, responses } = createHarness();
    await client.realEstateList({ serialNumber: service.serialNumber, pageSize: 240 });
    const list = lastData(responses).List;
    for (const field of ['Images', 'RentPrice', 'SalePrice', 'UnitAreaPrice', 'EstimatePrice', 'HOAMonth'] as const) {
      expect(list.some((i) => i[field] === ''), field).toBe(true);
    }
  });

  it('§2.4 (UPSTREAM): Images arrive in every form and the client reads each into URLs', async () => {
    const { client, service, responses } = createHarness();
    const result = await client.realEstateList({ serialNumber: service.serialNumber, pageSize: 240 });
    const list = lastData(responses).List;
    list.forEach((raw, index) => {
      const expected = raw.Images === '' ? [] : raw.Images.startsWith('[') ? (JSON.parse(raw.Images) as string[]) : raw.Images.split(',');
      expect(result.items[index]!.images).toEqual(expected);
    });
  });

  it('§2.4 (issue 2): malformed items in a page are dropped or tolerated, never fatal', async () => {
    const { client, service } = createHarness();
    service.faults.failNext('realEstateList', { type: 'malformed' });
    const result = await client.realEstateList({ serialNumber: service.serialNumber });
    expect(result.items).toHaveLength(18);
    expect(result.items[0]).toMatchObject({ id: null, images: [], extension: [] });
    expect(result.virtualCount).toBe(240);
  });
});
