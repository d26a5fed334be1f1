// The zod schemas of the three request bodies (SERVICE.md §4.1, §4.3, §4.4):
// the proxy and the fake validate with them (through the contract table's
// REQUEST_SCHEMAS), and their types are the public request types. The client
// checks the same rules by hand (./fieldChecks, held to these by
// test/core/client/requestChecks.test.ts), so no client bundle imports this
// module: zod's checks, enum, int and optional would cost 2 kB gzip there.
import * as z from 'zod/mini';
import { SALE_TYPES } from './saleTypes';

/** §4.1 request body. */
export const getPreUploadUrlRequestSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type GetPreUploadUrlRequest = z.infer<typeof getPreUploadUrlRequestSchema>;

/** §4.3 request body. */
export const reportUploadSuccessRequestSchema = z.object({
  fileStoreID: z.string().check(z.minLength(1)),
});
export type ReportUploadSuccessRequest = z.infer<typeof reportUploadSuccessRequestSchema>;

/** §4.4 — the SaleType filter, one of SALE_TYPES. */
const saleTypeSchema = z.enum(SALE_TYPES);

/** §4.4 request body. PageNumber and PageSize are left out when not given (defaults 1 and 20 are the server's). */
export const realEstateListRequestSchema = z.object({
  SerialNumber: z.string().check(z.minLength(1)),
  CityName: z.optional(z.string()),
  SaleType: z.optional(saleTypeSchema),
  MLSNumber: z.optional(z.string()),
  PageNumber: z.optional(z.int().check(z.minimum(1))),
  PageSize: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
});
export type RealEstateListRequest = z.infer<typeof realEstateListRequestSchema>;
