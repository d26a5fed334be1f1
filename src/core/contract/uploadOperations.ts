// The rows of the contract table (./operations) for the two upload JSON
// operations, one constant each, so the client's upload methods import
// exactly their rows and schemas and nothing of the listing operation. The
// client checks requests with `checks`; the proxy and the fake validate them
// with the table's REQUEST_SCHEMAS (same rules, see ./fieldChecks).
import { requiredText } from './fieldChecks';
import { KEY_HEADERS } from './keyHeaders';
import { preUploadResultSchema, reportUploadSuccessResultSchema } from './uploadSchemas';

/** SERVICE.md §4.1: GetPreUploadUrl. */
export const GET_PRE_UPLOAD_URL_OPERATION = {
  name: 'getPreUploadUrl',
  wireName: 'GetPreUploadUrl',
  path: '/chat/User/GetPreUploadUrl',
  base: 'baseUrl',
  key: 'secretKey',
  header: KEY_HEADERS.secretKey,
  /** §4.1 lists `Content-Type: application/json` as required. */
  jsonContentTypeRequired: true,
  checks: { fileName: requiredText(1024) },
  data: preUploadResultSchema,
  fields: { fileName: 'fileName' },
  defaults: {},
} as const;

/** SERVICE.md §4.3: ReportUploadSuccess. */
export const REPORT_UPLOAD_SUCCESS_OPERATION = {
  name: 'reportUploadSuccess',
  wireName: 'ReportUploadSuccess',
  path: '/chat/User/ReportUploadSuccess',
  base: 'baseUrl',
  key: 'secretKey',
  header: KEY_HEADERS.secretKey,
  /** §4.3 lists `Content-Type: application/json` as required. */
  jsonContentTypeRequired: true,
  checks: { fileStoreID: requiredText() },
  data: reportUploadSuccessResultSchema,
  fields: { fileStoreId: 'fileStoreID' },
  defaults: {},
} as const;
