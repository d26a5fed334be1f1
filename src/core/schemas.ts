/**
 * The types of the wire schemas (docs/SERVICE.md §2, §4), gathered from the
 * modules that define them. Nothing in the client imports this file: each
 * client operation imports its own schema module, so a consumer who never
 * lists real estate ships no listing schema. The contract table
 * (core/contract/operations) names each operation's schemas; the proxy and
 * the fake read them from there. The schemas are zod/mini schemas, used
 * through zod's public API only (docs/decisions/0015-zod-mini.md). Not
 * exported from the package: only their types are public.
 */
export type { Envelope } from './contract/envelopeSchema';
export type { GetPreUploadUrlRequest, PreUploadResultWire, ReportUploadSuccessRequest } from './contract/uploadSchemas';
export {
  REAL_ESTATE_ITEM_FIELDS,
  type RealEstateItemWire,
  type RealEstateListRequest,
  type RealEstateListResultWire,
} from './contract/listingSchemas';
