// The Data schemas of the two upload JSON operations (docs/SERVICE.md §2.2,
// §4.3), which the client parses answers with. The request schemas are in
// ./requestSchemas.
import * as z from 'zod/mini';

/** Data of GetPreUploadUrl as parsed (docs/SERVICE.md §2.2); unknown fields are kept. */
export interface PreUploadResultWire {
  /** The id of the file to store, for ReportUploadSuccess. */
  FileStoreId: string;
  /** The presigned address the file is PUT to. */
  PreUploadUrl: string;
  /** Fields the contract does not name, kept as sent. */
  [field: string]: unknown;
}

/**
 * docs/SERVICE.md §2.2: Data of GetPreUploadUrl. `FileStoreId` is non-empty
 * text. `PreUploadUrl` is only required to be text here: the client checks it
 * with `isSafeHttpUrl` (http or https only, never empty), which is stricter
 * than `z.url()`.
 */
export const preUploadResultSchema = z.looseObject({
  FileStoreId: z.string().check(z.minLength(1)),
  PreUploadUrl: z.string(),
}) satisfies z.ZodMiniType<PreUploadResultWire>;

/** docs/SERVICE.md §4.3: Data of ReportUploadSuccess, a boolean (true on success). */
export const reportUploadSuccessResultSchema = z.boolean();
