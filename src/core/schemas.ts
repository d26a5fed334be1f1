// The types of the wire schemas (docs/SERVICE.md §2, §4), gathered for the
// entries and the fake. The client imports each operation's own schema module.
export type { Envelope } from './contract/envelopeSchema';
export type { GetPreUploadUrlRequest, PreUploadResultWire, ReportUploadSuccessRequest } from './contract/uploadSchemas';
export {
  REAL_ESTATE_ITEM_FIELDS,
  type RealEstateItemWire,
  type RealEstateListRequest,
  type RealEstateListResultWire,
} from './contract/listingSchemas';
