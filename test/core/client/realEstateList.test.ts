import { describe, expect, it } from 'vitest';
import { BusinessError, createChatbotClient } from 'chatbot-kit/core';
import type { RealEstateListParams } from 'chatbot-kit/core';
import { normalizeListingParams } from '../../../src/core/listings/normalizeListingParams';
import { envelope, jsonBody, scriptedFetch } from './helpers/scriptedFetch';

const clientWith = (...steps: Parameters<typeof scriptedFetch>) => {
  const script = scriptedFetch(...steps);
  const client = createChatbotClient({ baseUrl: '/api', sessionKey: 'sess-abcdef', fetch: script.fetch });
  return { client, calls: script.calls };
};

const item = (overrides: Record<string, unknown> = {}) => ({ ID: 7, City: 'Austin', Price: '350000', SaleType: 'For Sale', ...overrides });

describe('realEstateList (docs/SERVICE.md §4.4)', () => {
  it('maps every param to its wire name', async () => {
    const { client, calls } = clientWith(envelope({ List: [], VirtualCount: 0 }));
    await client.realEstateList({
      serialNumber: 'bot-1',
      cityName: 'Austin',
      saleType: 'for_rent',
      mlsNumber: 'MLS-9',
      pageNumber: 3,
      pageSize: 50,
    });
    expect(jsonBody(calls[0])).toEqual({
      SerialNumber: 'bot-1',
      CityName: 'Austin',
      SaleType: 'for_rent',
      MLSNumber: 'MLS-9',
      PageNumber: 3,
      PageSize: 50,
    });
  });

  it('leaves out PageNumber, PageSize and empty filters so the server defaults apply (rules 1–2)', async () => {
    const { client, calls } = clientWith(envelope({ List: [] }));
    const result = await client.realEstateList({ serialNumber: 'bot-1', cityName: '', mlsNumber: '  ' });
    expect(jsonBody(calls[0])).toEqual({ SerialNumber: 'bot-1' });
    expect(result).toMatchObject({ pageNumber: 1, pageSize: 20 });
  });

  it('accepts the display form of SaleType as a filter and sends the filter value', async () => {
    const { client, calls } = clientWith(envelope({ List: [] }));
    await client.realEstateList({ serialNumber: 'bot-1', saleType: 'For Sale' as RealEstateListParams['saleType'] });
    expect(jsonBody(calls[0])).toMatchObject({ SaleType: 'for_sale' });
  });

  it('sends filters in the same canonical form as the listing query key: trimmed, empty left out', async () => {
    const { client, calls } = clientWith(envelope({ List: [] }));
    await client.realEstateList({ serialNumber: ' bot-1 ', cityName: ' Austin ', mlsNumber: ' MLS-9 ', saleType: ' for_rent ' as RealEstateListParams['saleType'] });
    expect(jsonBody(calls[0])).toEqual({ SerialNumber: 'bot-1', CityName: 'Austin', MLSNumber: 'MLS-9', SaleType: 'for_rent' });
  });

  it('sends exactly the filters of the listing query key (normalizeListingParams), for every form a UI may hand back', async () => {
    const forms: RealEstateListParams[] = [
      { serialNumber: 'bot-1' },
      { serialNumber: '\tbot-1\n', cityName: '  San Antonio ', mlsNumber: ' ', saleType: 'For Rent' as RealEstateListParams['saleType'] },
      { serialNumber: 'bot-1', cityName: '', saleType: 'FOR-SALE' as RealEstateListParams['saleType'] },
      { serialNumber: 'bot-1', saleType: '' as RealEstateListParams['saleType'], mlsNumber: 'MLS 9' },
      { serialNumber: 'bot-1', saleType: null as unknown as RealEstateListParams['saleType'] },
    ];
    for (const params of forms) {
      const { client, calls } = clientWith(envelope({ List: [] }));
      await client.realEstateList(params);
      const key = normalizeListingParams(params);
      const sent = jsonBody(calls[0]) as Record<string, unknown>;
      expect(sent, JSON.stringify(params)).toEqual({
        SerialNumber: key.serialNumber,
        ...(key.cityName === undefined ? {} : { CityName: key.cityName }),
        ...(key.saleType === undefined ? {} : { SaleType: key.saleType }),
        ...(key.mlsNumber === undefined ? {} : { MLSNumber: key.mlsNumber }),
      });
    }
  });

  it('refuses, before sending, what the canonical form would silently drop, naming the caller\'s field', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ serialNumber: '   ' }, 'serialNumber'],
      [{ serialNumber: 'bot-1', saleType: 'for_lease' }, 'saleType'],
      [{ serialNumber: 'bot-1', cityName: 42 }, 'cityName'],
      [{ serialNumber: 'bot-1', pageNumber: 0 }, 'pageNumber'],
      [{ serialNumber: 'bot-1', pageSize: 2.5 }, 'pageSize'],
    ];
    const { client, calls } = clientWith();
    for (const [params, field] of bad) {
      await expect(client.realEstateList(params as unknown as RealEstateListParams), field).rejects.toMatchObject({
        name: 'InvalidInputError',
        field,
      });
    }
    expect(calls).toHaveLength(0);
  });

  it('returns normalised items, VirtualCount, the page asked for and the Version', async () => {
    const { client } = clientWith(envelope({ List: [item()], VirtualCount: 41 }, { Version: '1.2.0' }));
    const result = await client.realEstateList({ serialNumber: 'bot-1', pageNumber: 2, pageSize: 10 });
    expect(result).toMatchObject({ virtualCount: 41, pageNumber: 2, pageSize: 10, version: '1.2.0' });
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ id: 7, city: 'Austin', price: 350000, saleType: 'for_sale', raw: item() });
  });

  it('drops items that are not objects and keeps items with wrong-kind fields', async () => {
    const { client } = clientWith(envelope({ List: [null, 'x', 3, [], item({ Price: { weird: true }, City: 5 })] }));
    const { items, sentCount } = await client.realEstateList({ serialNumber: 'bot-1' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ price: null, city: '5' });
    // Paging counts what was sent: a page that lost entries is still as long as it was.
    expect(sentCount).toBe(5);
  });

  it('gives virtualCount undefined when it is missing and parses it when sent as text', async () => {
    const missing = clientWith(envelope({ List: [] }));
    await expect(missing.client.realEstateList({ serialNumber: 'b' })).resolves.toMatchObject({ virtualCount: undefined });
    const text = clientWith(envelope({ List: [], VirtualCount: '12' }));
    await expect(text.client.realEstateList({ serialNumber: 'b' })).resolves.toMatchObject({ virtualCount: 12 });
  });

  it('fails with a ResponseShapeError on Data.List when List is not an array', async () => {
    const { client } = clientWith(envelope({ List: 'none', VirtualCount: 0 }));
    await expect(client.realEstateList({ serialNumber: 'bot-1' })).rejects.toMatchObject({
      code: 'RESPONSE_SHAPE',
      field: 'Data.List',
      message: 'RealEstateList returned an unexpected response: Data.List should be of type array',
    });
  });

  it('fails with a ResponseShapeError on Data when Data is not an object', async () => {
    const { client } = clientWith(envelope([{ ID: 1 }]));
    await expect(client.realEstateList({ serialNumber: 'bot-1' })).rejects.toMatchObject({ code: 'RESPONSE_SHAPE', field: 'Data' });
  });

  it('reads a List that is null or missing as an empty page (Data for no matches is not shown in §4.4)', async () => {
    for (const data of [{ List: null, VirtualCount: 0 }, { VirtualCount: 0 }]) {
      const { client } = clientWith(envelope(data));
      await expect(client.realEstateList({ serialNumber: 'bot-1' })).resolves.toMatchObject({ items: [], virtualCount: 0 });
    }
  });

  it('surfaces the template-chatbot refusal (rule 3) as a BusinessError', async () => {
    const { client } = clientWith(envelope(null, { Success: false, Code: 4001, Message: 'Template chatbots are not supported' }));
    const error = await client.realEstateList({ serialNumber: 'tpl-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as Error).message).toContain('Template chatbots are not supported');
  });

  it.each([
    [{}, 'serialNumber'],
    [{ serialNumber: '' }, 'serialNumber'],
    [{ serialNumber: 'b', pageNumber: 0 }, 'pageNumber'],
    [{ serialNumber: 'b', pageSize: 2.5 }, 'pageSize'],
    [{ serialNumber: 'b', saleType: 'to_let' }, 'saleType'],
  ])('refuses %j before any network call, naming %s', async (params, field) => {
    const { client, calls } = clientWith();
    await expect(client.realEstateList(params as RealEstateListParams)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      field,
    });
    expect(calls).toHaveLength(0);
  });
});
