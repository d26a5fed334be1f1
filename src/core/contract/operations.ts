/**
 * The one table of the service's operations (SERVICE.md §4, §5). The client,
 * the server proxy and the fake service all read it, so a path, a key header
 * or a schema changes in one place and all three follow (issue 10 §1).
 */
import {
  getPreUploadUrlRequestSchema,
  preUploadResultSchema,
  realEstateListRequestSchema,
  realEstateListResultSchema,
  reportUploadSuccessRequestSchema,
  reportUploadSuccessResultSchema,
} from '../schemas';
import { LISTING_PAGE_DEFAULTS } from './pageDefaults';

export { LISTING_PAGE_DEFAULTS };

/** The client option that holds an operation's key (SERVICE.md §5). */
export type KeyOption = 'secretKey' | 'sessionKey';

/** The client option an operation's path is joined to: `{base_url}` or `{app_url}`. */
export type BaseOption = 'baseUrl' | 'appUrl';

/** The header each key travels in (SERVICE.md §5). */
export const KEY_HEADERS = {
  secretKey: 'Authorization',
  sessionKey: 'chatrobot-sessionkey',
} as const satisfies Record<KeyOption, string>;

/**
 * The three JSON operations (all POST, all answering the §2.1 envelope).
 * `fields` maps the caller's camelCase names to the wire names; errors name
 * the caller's field (`InvalidInputError.field`).
 */
export const JSON_OPERATIONS = {
  getPreUploadUrl: {
    wireName: 'GetPreUploadUrl',
    path: '/chat/User/GetPreUploadUrl',
    base: 'baseUrl',
    key: 'secretKey',
    header: KEY_HEADERS.secretKey,
    /** §4.1 lists `Content-Type: application/json` as required. */
    jsonContentTypeRequired: true,
    request: getPreUploadUrlRequestSchema,
    data: preUploadResultSchema,
    fields: { fileName: 'fileName' },
    defaults: {},
  },
  reportUploadSuccess: {
    wireName: 'ReportUploadSuccess',
    path: '/chat/User/ReportUploadSuccess',
    base: 'baseUrl',
    key: 'secretKey',
    header: KEY_HEADERS.secretKey,
    /** §4.3 lists `Content-Type: application/json` as required. */
    jsonContentTypeRequired: true,
    request: reportUploadSuccessRequestSchema,
    data: reportUploadSuccessResultSchema,
    fields: { fileStoreId: 'fileStoreID' },
    defaults: {},
  },
  realEstateList: {
    wireName: 'RealEstateList',
    path: '/chat/Chatbot/RealEstateList',
    base: 'appUrl',
    key: 'sessionKey',
    header: KEY_HEADERS.sessionKey,
    /** §4.4: "A Content-Type header is not listed as required." */
    jsonContentTypeRequired: false,
    request: realEstateListRequestSchema,
    data: realEstateListResultSchema,
    fields: {
      serialNumber: 'SerialNumber',
      cityName: 'CityName',
      saleType: 'SaleType',
      mlsNumber: 'MLSNumber',
      pageNumber: 'PageNumber',
      pageSize: 'PageSize',
    },
    /** Server defaults: the client leaves these out of the body when the caller did (§8). */
    defaults: LISTING_PAGE_DEFAULTS,
  },
} as const;

/** Name of a JSON operation, as the client's method, the proxy's `allow` and the fake's log call it. */
export type JsonOperationName = keyof typeof JSON_OPERATIONS;

/**
 * SERVICE.md §4.2: the PUT of the file to the PreUploadUrl. It has no path,
 * base or key of the service: the presigned URL carries its own signature
 * (§5), so no service header is ever sent with it.
 */
export const PUT_FILE_OPERATION = {
  /** The label errors carry, such as `NetworkError.operation`. */
  wireName: 'PUT to storage',
  method: 'PUT',
  /** Service headers that must never go with the PUT. */
  forbiddenHeaders: Object.values(KEY_HEADERS),
} as const;

/** Every operation name, in flow order: the three upload steps, then the listing (the fake's log uses these). */
export const OPERATION_NAMES = ['getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'realEstateList'] as const;

/** Name of any operation, the storage PUT (`putFile`) included. */
export type OperationName = (typeof OPERATION_NAMES)[number];

/** The JSON operation names, in table order. */
export const JSON_OPERATION_NAMES = Object.keys(JSON_OPERATIONS) as JsonOperationName[];

/** Operation paths by name, relative to the operation's base (the defaults of `paths` options). */
type OperationPaths = { [N in JsonOperationName]: string };

/**
 * The table's paths (read now, so a client or proxy follows the table as it
 * is when created) overridden by `overrides`, undefined entries ignored: the
 * `paths` option of the client and the proxy.
 */
export function resolvePaths(overrides: Partial<OperationPaths> | undefined): OperationPaths {
  const paths = {} as OperationPaths;
  for (const name of JSON_OPERATION_NAMES) paths[name] = overrides?.[name] ?? JSON_OPERATIONS[name].path;
  return paths;
}

/**
 * The caller's camelCase fields → the wire body of `operation`, leaving out
 * fields the caller left out (undefined). Unknown fields are dropped.
 */
export function toWireBody(operation: JsonOperationName, input: object | null | undefined): Record<string, unknown> {
  const fields: Record<string, string> = JSON_OPERATIONS[operation].fields;
  const source = (input ?? {}) as Record<string, unknown>;
  const wire: Record<string, unknown> = {};
  for (const [callerName, wireName] of Object.entries(fields)) {
    if (source[callerName] !== undefined) wire[wireName] = source[callerName];
  }
  return wire;
}

/** Wire names → the caller's names, for `InvalidInputError.field`. */
export function callerFieldNames(operation: JsonOperationName): Record<string, string> {
  const fields: Record<string, string> = JSON_OPERATIONS[operation].fields;
  return Object.fromEntries(Object.entries(fields).map(([callerName, wireName]) => [wireName, callerName]));
}
