// The schemas of the two upload JSON operations (docs/SERVICE.md §2.2, §4.1, §4.3): each request body (the one
// statement of its rules, which the client, the proxy and the fake check; unknown fields stripped) and each Data.
import * as z from 'zod/mini';
import { fieldRule, ofType, text } from './fieldRule';

/** The GetPreUploadUrl request body (docs/SERVICE.md §4.1). */
export interface GetPreUploadUrlRequest {
  /** The file's name: non-empty, at most 1024 characters. */
  fileName: string;
}

/** docs/SERVICE.md §4.1: the request body of GetPreUploadUrl. */
export const getPreUploadUrlRequestSchema = z.object({
  fileName: fieldRule<string>(text(1, 1024)),
}) satisfies z.ZodMiniType<GetPreUploadUrlRequest>;

/** The ReportUploadSuccess request body (docs/SERVICE.md §4.3). */
export interface ReportUploadSuccessRequest {
  /** The `FileStoreId` GetPreUploadUrl gave: non-empty. */
  fileStoreID: string;
}

/** docs/SERVICE.md §4.3: the request body of ReportUploadSuccess. */
export const reportUploadSuccessRequestSchema = z.object({
  fileStoreID: fieldRule<string>(text(1)),
}) satisfies z.ZodMiniType<ReportUploadSuccessRequest>;

/** Data of GetPreUploadUrl (docs/SERVICE.md §2.2); a field the contract does not name is allowed and ignored. */
export interface PreUploadResultWire {
  /** The id of the file to store, for ReportUploadSuccess. */
  FileStoreId: string;
  /** The presigned address the file is PUT to. */
  PreUploadUrl: string;
  /** Fields the contract does not name: allowed, and ignored. */
  [field: string]: unknown;
}

/** docs/SERVICE.md §2.2: Data of GetPreUploadUrl. `PreUploadUrl` is checked by the client (`checkUploadUrl`). */
export const preUploadResultSchema = z.object({
  FileStoreId: fieldRule<string>(text(1)),
  PreUploadUrl: fieldRule<string>(text()),
}) satisfies z.ZodMiniType<PreUploadResultWire>;

/** docs/SERVICE.md §4.3: Data of ReportUploadSuccess, a boolean (true on success). */
export const reportUploadSuccessResultSchema = fieldRule<boolean>(ofType('boolean'));
