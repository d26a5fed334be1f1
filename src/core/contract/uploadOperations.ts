// The contract table's rows (./operations) of the two upload JSON operations,
// apart from the listing's so an upload bundle carries none of it.
import { SECRET_KEY_HEADER } from './keyHeaders';
import { getPreUploadUrlRequestSchema, preUploadResultSchema, reportUploadSuccessRequestSchema, reportUploadSuccessResultSchema } from './uploadSchemas';

/** docs/SERVICE.md §4.1: GetPreUploadUrl. */
export const GET_PRE_UPLOAD_URL_OPERATION = {
  name: 'getPreUploadUrl',
  wireName: 'GetPreUploadUrl',
  path: '/chat/User/GetPreUploadUrl',
  base: 'baseUrl',
  key: 'secretKey',
  header: SECRET_KEY_HEADER,
  /** docs/SERVICE.md §4.1 lists `Content-Type: application/json` as required. */
  jsonContentTypeRequired: true,
  request: getPreUploadUrlRequestSchema,
  data: preUploadResultSchema,
  fields: { fileName: 'fileName' },
} as const;

/** docs/SERVICE.md §4.3: ReportUploadSuccess. */
export const REPORT_UPLOAD_SUCCESS_OPERATION = {
  name: 'reportUploadSuccess',
  wireName: 'ReportUploadSuccess',
  path: '/chat/User/ReportUploadSuccess',
  base: 'baseUrl',
  key: 'secretKey',
  header: SECRET_KEY_HEADER,
  /** docs/SERVICE.md §4.3 lists `Content-Type: application/json` as required. */
  jsonContentTypeRequired: true,
  request: reportUploadSuccessRequestSchema,
  data: reportUploadSuccessResultSchema,
  fields: { fileStoreId: 'fileStoreID' },
} as const;
