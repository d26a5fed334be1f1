// @vitest-environment node
// The contract table (src/core/contract/operations.ts) against docs/SERVICE.md, and
// proof that the client, the proxy and the fake all read it:
// docs/SERVICE.md's facts are restated here once, on purpose, as the check.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createChatbotClient } from 'chatbot-kit/core';
import { createChatbotProxy } from 'chatbot-kit/server';
import { createFakeChatbotService } from 'chatbot-kit/testing';
import {
  JSON_OPERATIONS,
  KEY_HEADERS,
  LISTING_PAGE_DEFAULTS,
  OPERATION_NAMES,
  REQUEST_SCHEMAS,
  type JsonOperationName,
} from '../../src/core/contract/operations';
import { realEstateListResultSchema } from '../../src/core/contract/listingSchemas';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '../../src/core/contract/pageDefaults';
import { normalizeListingParams } from '../../src/core/listings/normalizeListingParams';

/** docs/SERVICE.md §4 and §5, operation by operation. */
const SERVICE = {
  getPreUploadUrl: {
    wireName: 'GetPreUploadUrl', // §4.1 "POST {base_url}/chat/User/GetPreUploadUrl"
    path: '/chat/User/GetPreUploadUrl',
    base: 'baseUrl',
    key: 'secretKey', // §5 "Authorization | <SECRET_KEY>"
    header: 'Authorization',
    jsonContentTypeRequired: true, // §4.1 "Content-Type: application/json (required)"
    required: { fileName: 'report.pdf' },
    optional: {},
  },
  reportUploadSuccess: {
    wireName: 'ReportUploadSuccess', // §4.3 "POST {base_url}/chat/User/ReportUploadSuccess"
    path: '/chat/User/ReportUploadSuccess',
    base: 'baseUrl',
    key: 'secretKey',
    header: 'Authorization',
    jsonContentTypeRequired: true,
    required: { fileStoreID: '34317' },
    optional: {},
  },
  realEstateList: {
    wireName: 'RealEstateList', // §4.4 "POST {app_url}/chat/Chatbot/RealEstateList"
    path: '/chat/Chatbot/RealEstateList',
    base: 'appUrl',
    key: 'sessionKey', // §5 "chatrobot-sessionkey | <SESSION_KEY>"
    header: 'chatrobot-sessionkey',
    jsonContentTypeRequired: false, // §4.4 "A Content-Type header is not listed as required."
    required: { SerialNumber: 'fake-chatbot-001' },
    optional: { CityName: 'Austin', SaleType: 'for_rent', MLSNumber: 'TX1234567', PageNumber: 2, PageSize: 10 },
  },
} as const;

const NAMES = Object.keys(SERVICE) as JsonOperationName[];

/** The table, writable for the test that changes it (restored afterwards). */
type MutableRow = { path: string; header: string };

describe('the contract table', () => {
  it('§4: each operation has the path, base and Content-Type rule docs/SERVICE.md gives', () => {
    expect(Object.keys(JSON_OPERATIONS)).toEqual(NAMES);
    for (const name of NAMES) {
      const row = JSON_OPERATIONS[name];
      const { wireName, path, base, jsonContentTypeRequired } = SERVICE[name];
      expect({ wireName: row.wireName, path: row.path, base: row.base, jsonContentTypeRequired: row.jsonContentTypeRequired }, name).toEqual({
        wireName,
        path,
        base,
        jsonContentTypeRequired,
      });
    }
  });

  it('§5: each operation names its key and the header it travels in', () => {
    for (const name of NAMES) {
      const row = JSON_OPERATIONS[name];
      expect({ key: row.key, header: row.header }, name).toEqual({ key: SERVICE[name].key, header: SERVICE[name].header });
      expect(KEY_HEADERS[row.key]).toBe(row.header);
    }
  });

  it('§4.1, §4.3, §4.4: each request schema takes the documented fields and requires exactly the required ones', () => {
    for (const name of NAMES) {
      const row = JSON_OPERATIONS[name];
      // The one schema of each request: the client, the proxy and the fake check with it (test/core/client/requestChecks.test.ts).
      const request = REQUEST_SCHEMAS[name];
      const { required, optional } = SERVICE[name];
      // The caller's camelCase names cover every wire field, and only those.
      expect(Object.values(row.fields).sort(), name).toEqual([...Object.keys(required), ...Object.keys(optional)].sort());
      expect(request.safeParse(required).success, `${name} with its required fields`).toBe(true);
      expect(request.safeParse({ ...required, ...optional }).success, `${name} with every field`).toBe(true);
      for (const field of Object.keys(required)) {
        const body: Record<string, unknown> = { ...required };
        delete body[field];
        expect(request.safeParse(body).success, `${name} without ${field}`).toBe(false);
      }
    }
    // §4.4: SaleType is one of for_sale, for_rent.
    expect(REQUEST_SCHEMAS.realEstateList.safeParse({ SerialNumber: 'x', SaleType: 'For Sale' }).success).toBe(false);
  });

  it('§2.2, §2.3, §4.3: each Data schema accepts the Data docs/SERVICE.md describes and refuses another shape', () => {
    const preUpload = { FileStoreId: '34317', PreUploadUrl: 'https://bucket.s3.amazonaws.com/k?X-Amz-Signature=abc' };
    expect(z.safeParse(JSON_OPERATIONS.getPreUploadUrl.data, preUpload).success).toBe(true);
    expect(z.safeParse(JSON_OPERATIONS.getPreUploadUrl.data, { PreUploadUrl: preUpload.PreUploadUrl }).success).toBe(false);
    expect(z.safeParse(JSON_OPERATIONS.reportUploadSuccess.data, true).success).toBe(true);
    expect(z.safeParse(JSON_OPERATIONS.reportUploadSuccess.data, 'true').success).toBe(false);
    // §2.3: List is an array, null or missing; Data itself is an object.
    expect(JSON_OPERATIONS.realEstateList.data).toBe(realEstateListResultSchema);
    for (const data of [{ List: [], VirtualCount: 0 }, { List: null }, {}]) {
      expect(z.safeParse(JSON_OPERATIONS.realEstateList.data, data).success, JSON.stringify(data)).toBe(true);
    }
    expect(z.safeParse(JSON_OPERATIONS.realEstateList.data, []).success).toBe(false);
    expect(z.safeParse(JSON_OPERATIONS.realEstateList.data, { List: 'none', VirtualCount: 0 }).success).toBe(false);
  });

  it('§4.4 rules 1–2: the page defaults are 1 and 20, and the listing layer reads them from the contract', () => {
    expect(LISTING_PAGE_DEFAULTS).toEqual({ PageNumber: 1, PageSize: 20 });
    expect([DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE]).toEqual([1, 20]);
    const { pageNumber, pageSize } = normalizeListingParams({ serialNumber: 'bot' });
    expect({ pageNumber, pageSize }).toEqual({ pageNumber: 1, pageSize: 20 });
  });

  it('§4.2: the PUT is putFile in every layer: the operation names, the client method and the fake log', async () => {
    expect(OPERATION_NAMES).toEqual(['getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'realEstateList']);
    const service = createFakeChatbotService();
    const client = service.createClient();
    for (const name of OPERATION_NAMES) expect(typeof client[name], name).toBe('function');
    await client.uploadFile(new Blob(['x']), { fileName: 'x.txt' });
    expect(service.state.requests.map((r) => r.operation)).toEqual(['getPreUploadUrl', 'putFile', 'reportUploadSuccess']);
  });

  it('§4: a path and a header changed in the table move the client, the proxy and the fake together', async () => {
    const row = JSON_OPERATIONS.realEstateList as unknown as MutableRow;
    const saved = { ...row };
    // §4.4 names a second path for this operation; pretend the service moved to it, with another header.
    row.path = '/chat/Chatbot/SpreadsheetData';
    row.header = 'x-session-key';
    try {
      const service = createFakeChatbotService();

      // Client → fake.
      const direct = service.createClient();
      await expect(direct.realEstateList({ serialNumber: service.serialNumber, pageSize: 1 })).resolves.toMatchObject({ pageSize: 1 });

      // Client (no keys) → proxy → fake.
      const proxy = createChatbotProxy({
        baseUrl: 'https://upstream.test',
        sessionKey: service.sessionKey,
        basePath: '/api/chatbot',
        fetch: service.fetch,
      });
      const viaProxy = createChatbotClient({
        baseUrl: 'https://app.test/api/chatbot',
        fetch: (input, init) => proxy(new Request(input, init)),
      });
      await expect(viaProxy.realEstateList({ serialNumber: service.serialNumber, pageSize: 1 })).resolves.toMatchObject({ pageSize: 1 });
      const oldPath = await proxy(new Request(`https://app.test/api/chatbot${saved.path}`, { method: 'POST', body: '{}' }));
      expect(oldPath.status).toBe(404);

      // The fake served both on the new path and accepted the key in the new header.
      expect(service.state.requests.map((r) => [r.operation, r.path, r.headers['x-session-key'], r.headers['chatrobot-sessionkey']])).toEqual([
        ['realEstateList', '/chat/Chatbot/SpreadsheetData', '[valid key]', undefined],
        ['realEstateList', '/chat/Chatbot/SpreadsheetData', '[valid key]', undefined],
      ]);
    } finally {
      Object.assign(row, saved);
    }
  });
});
