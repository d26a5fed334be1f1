/**
 * The one table of the service's operations (SERVICE.md §4, §5). The client,
 * the server proxy and the fake service all read it, so a path, a key header
 * or a schema changes in one place and all three follow (issue 10 §1).
 *
 * Each row is a constant of its own module (uploadOperations,
 * realEstateListOperation): the client imports only the rows it calls, so an
 * upload-only bundle carries no listing row and no listing schema (issue 11).
 * The client checks request bodies with each row's hand-written `checks`;
 * the proxy and the fake validate them with the zod schemas of
 * {@link REQUEST_SCHEMAS} (same rules, held together by
 * test/core/client/requestChecks.test.ts), which no client bundle carries.
 */
import { KEY_HEADERS, type BaseOption, type KeyOption } from './keyHeaders';
import { LISTING_PAGE_DEFAULTS } from './pageDefaults';
import { PUT_FILE_OPERATION } from './putFileOperation';
import { REAL_ESTATE_LIST_OPERATION } from './realEstateListOperation';
import { GET_PRE_UPLOAD_URL_OPERATION, REPORT_UPLOAD_SUCCESS_OPERATION } from './uploadOperations';
import { getPreUploadUrlRequestSchema, realEstateListRequestSchema, reportUploadSuccessRequestSchema } from './requestSchemas';

export { KEY_HEADERS, LISTING_PAGE_DEFAULTS, PUT_FILE_OPERATION, type BaseOption, type KeyOption };

/**
 * The three JSON operations (all POST, all answering the §2.1 envelope).
 * `fields` maps the caller's camelCase names to the wire names; errors name
 * the caller's field (`InvalidInputError.field`).
 */
export const JSON_OPERATIONS = {
  getPreUploadUrl: GET_PRE_UPLOAD_URL_OPERATION,
  reportUploadSuccess: REPORT_UPLOAD_SUCCESS_OPERATION,
  realEstateList: REAL_ESTATE_LIST_OPERATION,
} as const;

/**
 * The zod schema of each JSON operation's request body: the proxy and the
 * fake validate with it (unknown fields stripped). The client checks the same
 * rules with the row's `checks` (see above).
 */
export const REQUEST_SCHEMAS = {
  getPreUploadUrl: getPreUploadUrlRequestSchema,
  reportUploadSuccess: reportUploadSuccessRequestSchema,
  realEstateList: realEstateListRequestSchema,
} as const;

/** Name of a JSON operation, as the client's method, the proxy's `allow` and the fake's log call it. */
export type JsonOperationName = keyof typeof JSON_OPERATIONS;

/** Every operation name, in flow order: the three upload steps, then the listing (the fake's log uses these). */
export const OPERATION_NAMES = ['getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'realEstateList'] as const;

/** Name of any operation, the storage PUT (`putFile`) included. */
export type OperationName = (typeof OPERATION_NAMES)[number];

/** The JSON operation names, in table order. */
export const JSON_OPERATION_NAMES = Object.keys(JSON_OPERATIONS) as JsonOperationName[];

/** Operation paths by name, relative to the operation's base (the defaults of `paths` options). */
type OperationPaths = { [N in JsonOperationName]: string };

/**
 * The table's paths (read now, so a proxy follows the table as it is when
 * created) overridden by `overrides`, undefined entries ignored: the `paths`
 * option of the proxy.
 */
export function resolvePaths(overrides: Partial<OperationPaths> | undefined): OperationPaths {
  const paths = {} as OperationPaths;
  for (const name of JSON_OPERATION_NAMES) paths[name] = overrides?.[name] ?? JSON_OPERATIONS[name].path;
  return paths;
}
