// @vitest-environment node
// Every request rule of docs/SERVICE.md §4.1, §4.3 and §4.4 has one statement,
// the zod request schema in the operation's row of the contract table. The
// client checks a body with it before sending (an InvalidInputError naming the
// caller's field, no request made); the proxy and the fake check what they
// receive with the same schema object (REQUEST_SCHEMAS).
import { describe, expect, it } from 'vitest';
import { InvalidInputError, createChatbotClient } from 'chatbot-kit/core';
import { JSON_OPERATIONS, JSON_OPERATION_NAMES, REQUEST_SCHEMAS, type JsonOperationName } from '../../../src/core/contract/operations';
import { envelope, jsonBody, preUploadData, scriptedFetch } from './helpers/scriptedFetch';

const GOOD_ANSWERS: Record<JsonOperationName, () => Response> = {
  getPreUploadUrl: () => envelope(preUploadData()),
  reportUploadSuccess: () => envelope(true),
  realEstateList: () => envelope({ List: [], VirtualCount: 0 }),
};

function clientFor(name: JsonOperationName) {
  const script = scriptedFetch(GOOD_ANSWERS[name]());
  const client = createChatbotClient({
    baseUrl: 'https://api.example.com',
    secretKey: 'sk-test-secret',
    sessionKey: 'session-test',
    dangerouslyAllowBrowser: true,
    fetch: script.fetch,
  });
  const call = (input: unknown) => (client[name] as (input: unknown) => Promise<unknown>)(input);
  return { call, calls: script.calls };
}

/** One row per rule: the caller's input, and the field and words the client's error gives. */
type Rule = [rule: string, input: Record<string, unknown>, field: string, problem: string];

const LIST = { serialNumber: 'bot' };

const RULES: Record<JsonOperationName, Rule[]> = {
  getPreUploadUrl: [
    ['fileName is required', {}, 'fileName', 'is missing'],
    ['fileName is text', { fileName: 7 }, 'fileName', 'should be of type string'],
    ['fileName is not null', { fileName: null }, 'fileName', 'is null'],
    ['fileName is not empty', { fileName: '' }, 'fileName', 'is empty'],
    ['fileName is at most 1024 characters', { fileName: 'x'.repeat(1025) }, 'fileName', 'is longer than 1024 characters'],
  ],
  reportUploadSuccess: [
    ['fileStoreID is required', {}, 'fileStoreId', 'is missing'],
    ['fileStoreID is text', { fileStoreId: 34317 }, 'fileStoreId', 'should be of type string'],
    ['fileStoreID is not empty', { fileStoreId: '' }, 'fileStoreId', 'is empty'],
  ],
  realEstateList: [
    ['SerialNumber is required', {}, 'serialNumber', 'is missing'],
    ['SerialNumber is not empty (after trimming)', { serialNumber: '  ' }, 'serialNumber', 'is empty'],
    ['SerialNumber is text', { serialNumber: 7, pageSize: 0 }, 'serialNumber', 'should be of type string'],
    ['CityName is text', { ...LIST, cityName: 42 }, 'cityName', 'should be of type string'],
    ['MLSNumber is text', { ...LIST, mlsNumber: false }, 'mlsNumber', 'should be of type string'],
    ['SaleType is for_sale or for_rent', { ...LIST, saleType: 'for_lease' }, 'saleType', 'should be one of "for_sale", "for_rent"'],
    ['PageNumber is an integer', { ...LIST, pageNumber: 1.5 }, 'pageNumber', 'should be an integer'],
    ['PageNumber is a number', { ...LIST, pageNumber: '2' }, 'pageNumber', 'should be of type number'],
    ['PageNumber is at least 1', { ...LIST, pageNumber: 0 }, 'pageNumber', 'is smaller than 1'],
    ['PageSize is at least 1', { ...LIST, pageSize: 0 }, 'pageSize', 'is smaller than 1'],
    ['PageSize is at most 1000', { ...LIST, pageSize: 1001 }, 'pageSize', 'is larger than 1000'],
    ['PageSize is finite', { ...LIST, pageSize: Infinity }, 'pageSize', 'should be of type number'],
    ['PageSize is a number, not NaN', { ...LIST, pageSize: Number.NaN }, 'pageSize', 'should be of type number'],
  ],
};

/** Bodies each operation accepts, as the caller gives them and as the wire carries them. */
const ACCEPTED: Record<JsonOperationName, [input: Record<string, unknown>, wire: Record<string, unknown>][]> = {
  getPreUploadUrl: [
    [{ fileName: 'a.pdf' }, { fileName: 'a.pdf' }],
    [{ fileName: 'x'.repeat(1024), extra: 1 }, { fileName: 'x'.repeat(1024) }],
  ],
  reportUploadSuccess: [[{ fileStoreId: '34317' }, { fileStoreID: '34317' }]],
  realEstateList: [
    [LIST, { SerialNumber: 'bot' }],
    [
      { serialNumber: 'bot', cityName: 'Austin', saleType: 'For Rent', mlsNumber: 'M1', pageNumber: 3, pageSize: 1000 },
      { SerialNumber: 'bot', CityName: 'Austin', SaleType: 'for_rent', MLSNumber: 'M1', PageNumber: 3, PageSize: 1000 },
    ],
  ],
};

describe('request rules: one zod schema per operation, checked by the client before sending', () => {
  for (const name of JSON_OPERATION_NAMES) {
    it.each(RULES[name])(`${name}: %s`, async (_, input, field, problem) => {
      const { call, calls } = clientFor(name);
      const error = await call(input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(error).toMatchObject({ code: 'INVALID_INPUT', field, message: `${JSON_OPERATIONS[name].wireName}: ${field} ${problem}` });
      expect(calls).toHaveLength(0);
    });

    it.each(ACCEPTED[name].map(([input, wire]) => [JSON.stringify(input).slice(0, 60), input, wire] as const))(
      `${name} sends a body that passes its schema: %s`,
      async (_, input, wire) => {
        const { call, calls } = clientFor(name);
        await call(input);
        expect(jsonBody(calls[0])).toEqual(wire);
      },
    );
  }

  it('the proxy and the fake check with the very schemas the client checks with', () => {
    for (const name of JSON_OPERATION_NAMES) expect(REQUEST_SCHEMAS[name]).toBe(JSON_OPERATIONS[name].request);
    expect(Object.keys(REQUEST_SCHEMAS).sort()).toEqual([...JSON_OPERATION_NAMES].sort());
  });
});
