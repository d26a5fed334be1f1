/**
 * The one table of the service's operations (docs/SERVICE.md §4, §5), read by the client, the server proxy and the
 * fake, so a path, a key header or a schema changes in one place. Each row is a constant of its own module, so the
 * client imports only the rows it calls.
 */
import { KEY_HEADERS, type BaseOption, type KeyOption } from './keyHeaders';
import { LISTING_PAGE_DEFAULTS } from './pageDefaults';
import { REAL_ESTATE_LIST_OPERATION } from './realEstateListOperation';
import { GET_PRE_UPLOAD_URL_OPERATION, REPORT_UPLOAD_SUCCESS_OPERATION } from './uploadOperations';

export { KEY_HEADERS, LISTING_PAGE_DEFAULTS, type BaseOption, type KeyOption };

/** Name of a JSON operation, as the client's method, the proxy's `allow` and the fake's log call it. */
export type JsonOperationName = 'getPreUploadUrl' | 'reportUploadSuccess' | 'realEstateList';

/** Name of any operation, the storage PUT (`putFile`) included. */
export type OperationName = 'getPreUploadUrl' | 'putFile' | 'reportUploadSuccess' | 'realEstateList';

/**
 * The three JSON operations (all POST, all answering the docs/SERVICE.md §2.1 envelope). `fields` maps the caller's
 * camelCase names to the wire names; errors name the caller's field (`InvalidInputError.field`).
 */
export const JSON_OPERATIONS = {
  getPreUploadUrl: GET_PRE_UPLOAD_URL_OPERATION,
  reportUploadSuccess: REPORT_UPLOAD_SUCCESS_OPERATION,
  realEstateList: REAL_ESTATE_LIST_OPERATION,
} as const satisfies Record<JsonOperationName, unknown>;

/** Each JSON operation's request body schema, from its row: the proxy and the fake check with it, as the client does. */
export const REQUEST_SCHEMAS = {
  getPreUploadUrl: GET_PRE_UPLOAD_URL_OPERATION.request,
  reportUploadSuccess: REPORT_UPLOAD_SUCCESS_OPERATION.request,
  realEstateList: REAL_ESTATE_LIST_OPERATION.request,
} as const satisfies Record<JsonOperationName, unknown>;

/** Every operation name, in flow order: the three upload steps, then the listing (the fake's log uses these). */
export const OPERATION_NAMES = ['getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'realEstateList'] as const satisfies readonly OperationName[];

/** The JSON operation names, in table order. */
export const JSON_OPERATION_NAMES = Object.keys(JSON_OPERATIONS) as JsonOperationName[];

/** Operation paths by name, relative to the operation's base (the defaults of `paths` options). */
type OperationPaths = { [N in JsonOperationName]: string };

/** The table's paths with `overrides` laid over them (undefined entries ignored): the proxy's `paths` option. */
export function resolvePaths(overrides: Partial<OperationPaths> | undefined): OperationPaths {
  const paths = {} as OperationPaths;
  for (const name of JSON_OPERATION_NAMES) paths[name] = overrides?.[name] ?? JSON_OPERATIONS[name].path;
  return paths;
}
