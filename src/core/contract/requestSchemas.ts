// The zod schemas of the three request bodies (docs/SERVICE.md §4.1, §4.3,
// §4.4), the one statement of each request rule: the client checks a body
// with them before sending it (through its row of the contract table), and
// the proxy and the fake validate what they receive with them (through
// REQUEST_SCHEMAS). Unknown fields are stripped.
import * as z from 'zod/mini';
import { SALE_TYPES, type SaleType } from './saleTypes';

/** The GetPreUploadUrl request body (docs/SERVICE.md §4.1). */
export interface GetPreUploadUrlRequest {
  /** The file's name: non-empty, at most 1024 characters. */
  fileName: string;
}

/** docs/SERVICE.md §4.1: the request body of GetPreUploadUrl. */
export const getPreUploadUrlRequestSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(1024)),
}) satisfies z.ZodMiniType<GetPreUploadUrlRequest>;

/** The ReportUploadSuccess request body (docs/SERVICE.md §4.3). */
export interface ReportUploadSuccessRequest {
  /** The `FileStoreId` GetPreUploadUrl gave: non-empty. */
  fileStoreID: string;
}

/** docs/SERVICE.md §4.3: the request body of ReportUploadSuccess. */
export const reportUploadSuccessRequestSchema = z.object({
  fileStoreID: z.string().check(z.minLength(1)),
}) satisfies z.ZodMiniType<ReportUploadSuccessRequest>;

/** The RealEstateList request body (docs/SERVICE.md §4.4). */
export interface RealEstateListRequest {
  /** The chatbot's serial number: non-empty. */
  SerialNumber: string;
  /** Keep only properties in this city. */
  CityName?: string | undefined;
  /** Keep only properties for sale, or for rent. */
  SaleType?: SaleType | undefined;
  /** Keep only properties with this listing number. */
  MLSNumber?: string | undefined;
  /** An integer from 1; the server uses 1 when it is left out. */
  PageNumber?: number | undefined;
  /** An integer from 1 to 1000; the server uses 20 when it is left out. */
  PageSize?: number | undefined;
}

/**
 * docs/SERVICE.md §4.4: the request body of RealEstateList. PageNumber and
 * PageSize are left out when not given, so the server's defaults apply.
 */
export const realEstateListRequestSchema = z.object({
  SerialNumber: z.string().check(z.minLength(1)),
  CityName: z.optional(z.string()),
  SaleType: z.optional(z.enum(SALE_TYPES)),
  MLSNumber: z.optional(z.string()),
  PageNumber: z.optional(z.int().check(z.minimum(1))),
  PageSize: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
}) satisfies z.ZodMiniType<RealEstateListRequest>;
