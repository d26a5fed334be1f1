// The wire schemas of the two upload JSON operations (SERVICE.md §4.1, §4.3).
// Apart from the listing schemas so an upload-only bundle never carries those;
// see ../schemas.ts for what each zod/mini feature costs.
import * as z from 'zod/mini';

/** §4.1 request body. */
export const getPreUploadUrlRequestSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type GetPreUploadUrlRequest = z.infer<typeof getPreUploadUrlRequestSchema>;

/**
 * §2.2 — Data of GetPreUploadUrl. `PreUploadUrl` is only required to be
 * non-empty text here: the client checks it with `isSafeHttpUrl` (stricter
 * than `z.url()`, and 0.6 kB lighter) and answers the same
 * `Data.PreUploadUrl` "is not an http(s) URL" error.
 */
export const preUploadResultSchema = z.looseObject({
  FileStoreId: z.string().check(z.minLength(1)),
  PreUploadUrl: z.string().check(z.minLength(1)),
});
export type PreUploadResultWire = z.infer<typeof preUploadResultSchema>;

/** §4.3 request body. */
export const reportUploadSuccessRequestSchema = z.object({
  fileStoreID: z.string().check(z.minLength(1)),
});
export type ReportUploadSuccessRequest = z.infer<typeof reportUploadSuccessRequestSchema>;

/** §4.3 — Data of ReportUploadSuccess: a boolean, true on success. */
export const reportUploadSuccessResultSchema = z.boolean();
