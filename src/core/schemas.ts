/**
 * Wire schemas for every request body and every response's Data (SERVICE.md §2, §4).
 * zod/mini keeps these tree-shakeable: a consumer who never lists real estate
 * does not ship the listing schema.
 *
 * The contract table (core/contract/operations) names each operation's
 * schemas; the client, the server proxy and the fake service read them from
 * there, so the three cannot drift apart. Not exported from the package:
 * only their types are public.
 */
import * as z from 'zod/mini';

/** §2.1 — the envelope every operation answers with. Unknown extra fields are kept (newer servers). */
export const envelopeSchema = z.looseObject({
  Data: z.optional(z.unknown()),
  Version: z.string(),
  Success: z.boolean(),
  Code: z.number(),
  Message: z.string(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** §4.1 request body. */
export const getPreUploadUrlRequestSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type GetPreUploadUrlRequest = z.infer<typeof getPreUploadUrlRequestSchema>;

/** §2.2 — Data of GetPreUploadUrl. */
export const preUploadResultSchema = z.looseObject({
  FileStoreId: z.string().check(z.minLength(1)),
  PreUploadUrl: z.url({ protocol: /^https?$/ }),
});
export type PreUploadResultWire = z.infer<typeof preUploadResultSchema>;

/** §4.3 request body. */
export const reportUploadSuccessRequestSchema = z.object({
  fileStoreID: z.string().check(z.minLength(1)),
});
export type ReportUploadSuccessRequest = z.infer<typeof reportUploadSuccessRequestSchema>;

/** §4.3 — Data of ReportUploadSuccess: a boolean, true on success. */
export const reportUploadSuccessResultSchema = z.boolean();

/** §4.4 — SaleType request filter values. */
const saleTypeSchema = z.enum(['for_sale', 'for_rent']);
export type SaleType = z.infer<typeof saleTypeSchema>;

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

// A field that is missing or of the wrong kind never fails the page (issue 2):
// each falls back instead of failing.
const text = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);
const num = z.catch(z.optional(z.union([z.number(), z.string()])), undefined);

/** §2.4 — one real estate item, all 33 fields, lenient. */
export const realEstateItemSchema = z.looseObject({
  ID: num,
  PropertyType: text,
  SaleType: text,
  Status: text,
  Images: z.catch(z.optional(z.union([z.string(), z.array(z.string())])), undefined),
  CurrencySymbol: text,
  Price: text,
  State: text,
  City: text,
  Address: text,
  ZIP: text,
  LATITUDE: num,
  LONGITUDE: num,
  Area: text,
  Bathrooms: text,
  Bedrooms: text,
  Url: text,
  Tours: text,
  YearBuilt: text,
  MLSNumber: text,
  DaysOnMarket: text,
  LotArea: text,
  BuildingArea: text,
  ParkingSpots: text,
  Description: text,
  ExtensionColumn: z.catch(z.optional(z.union([z.string(), z.array(z.unknown())])), undefined),
  RentPrice: text,
  SpaceType: text,
  DepositFee: text,
  SalePrice: text,
  UnitAreaPrice: text,
  EstimatePrice: text,
  HOAMonth: text,
});
export type RealEstateItemWire = z.infer<typeof realEstateItemSchema>;

/** The 33 field names of §2.4, in contract order. */
export const REAL_ESTATE_ITEM_FIELDS = Object.keys(realEstateItemSchema.def.shape) as (keyof RealEstateItemWire)[];

/**
 * §2.3 — Data of RealEstateList. The contract does not show Data when nothing
 * matches, so a `List` that is null or missing reads as an empty page; any
 * other non-array fails the call. Items that are not objects are dropped by
 * the client, not fatal.
 */
export const realEstateListResultSchema = z.looseObject({
  List: z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((list) => list ?? []),
  ),
  // Kept as sent when text or number: the client reads "240" as 240 too.
  VirtualCount: z.catch(z.optional(z.union([z.number(), z.string()])), undefined),
});
export type RealEstateListResultWire = z.infer<typeof realEstateListResultSchema>;
