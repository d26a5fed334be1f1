// @vitest-environment node
// The client checks request bodies by hand (src/core/contract/fieldChecks,
// issue 11: zod's checks would cost 2 kB gzip in every client bundle); the
// proxy and the fake check them with the table's zod request schemas. Both
// must refuse the same bodies, naming the same field: one rule, two forms.
// Internals, imported by file.
import { describe, expect, it } from 'vitest';
import { checkBody } from '../../../src/core/contract/fieldChecks';
import { JSON_OPERATIONS, REQUEST_SCHEMAS, type JsonOperationName } from '../../../src/core/contract/operations';

const BODIES: Record<JsonOperationName, Record<string, unknown>[]> = {
  getPreUploadUrl: [
    { fileName: 'a.pdf' },
    {},
    { fileName: '' },
    { fileName: 7 },
    { fileName: null },
    { fileName: 'x'.repeat(1024) },
    { fileName: 'x'.repeat(1025) },
  ],
  reportUploadSuccess: [{ fileStoreID: '34317' }, {}, { fileStoreID: '' }, { fileStoreID: 34317 }],
  realEstateList: [
    { SerialNumber: 'bot' },
    { SerialNumber: 'bot', CityName: 'Austin', SaleType: 'for_rent', MLSNumber: 'M1', PageNumber: 3, PageSize: 1000 },
    {},
    { SerialNumber: '' },
    { SerialNumber: 'bot', CityName: 42 },
    { SerialNumber: 'bot', MLSNumber: false },
    { SerialNumber: 'bot', SaleType: 'For Sale' },
    { SerialNumber: 'bot', SaleType: 'for_lease' },
    { SerialNumber: 'bot', PageNumber: 0 },
    { SerialNumber: 'bot', PageNumber: 1.5 },
    { SerialNumber: 'bot', PageNumber: '2' },
    { SerialNumber: 'bot', PageSize: 1001 },
    { SerialNumber: 'bot', PageSize: Number.NaN },
    { SerialNumber: 'bot', PageSize: Infinity },
    { SerialNumber: 7, PageSize: 0 },
  ],
};

describe('the client\'s request checks and the table\'s zod request schemas agree', () => {
  for (const name of Object.keys(BODIES) as JsonOperationName[]) {
    it.each(BODIES[name].map((body) => [JSON.stringify(body).slice(0, 60), body] as const))(`${name}: %s`, (_, body) => {
      const row = JSON_OPERATIONS[name];
      const zod = REQUEST_SCHEMAS[name].safeParse(body);
      const problem = checkBody(row.checks, body);
      expect(problem === undefined, String(problem)).toBe(zod.success);
      if (!zod.success) expect(problem![0]).toBe(zod.error.issues[0]!.path[0]);
    });
  }

  it('says what is wrong in words a developer reads', () => {
    const { checks } = JSON_OPERATIONS.realEstateList;
    expect(checkBody(checks, {})).toEqual(['SerialNumber', 'is missing']);
    expect(checkBody(checks, { SerialNumber: '' })).toEqual(['SerialNumber', 'is empty']);
    expect(checkBody(checks, { SerialNumber: 'b', SaleType: 'x' })).toEqual(['SaleType', 'should be one of "for_sale", "for_rent"']);
    expect(checkBody(checks, { SerialNumber: 'b', PageSize: 2.5 })).toEqual(['PageSize', 'should be an integer']);
    expect(checkBody(checks, { SerialNumber: 'b', PageSize: 1001 })).toEqual(['PageSize', 'is larger than 1000']);
    expect(checkBody(JSON_OPERATIONS.getPreUploadUrl.checks, { fileName: 'x'.repeat(1025) })).toEqual(['fileName', 'is longer than 1024 characters']);
  });
});
