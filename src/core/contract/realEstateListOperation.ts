// The contract table's row of RealEstateList (docs/SERVICE.md §4.4), apart
// from the upload rows: only the listing client method imports it.
import { SESSION_KEY_HEADER } from './keyHeaders';
import { realEstateListRequestSchema, realEstateListResultSchema } from './listingSchemas';

/** docs/SERVICE.md §4.4: RealEstateList. */
export const REAL_ESTATE_LIST_OPERATION = {
  name: 'realEstateList',
  wireName: 'RealEstateList',
  path: '/chat/Chatbot/RealEstateList',
  base: 'appUrl',
  key: 'sessionKey',
  header: SESSION_KEY_HEADER,
  /** docs/SERVICE.md §4.4: "A Content-Type header is not listed as required." */
  jsonContentTypeRequired: false,
  request: realEstateListRequestSchema,
  data: realEstateListResultSchema,
  fields: {
    serialNumber: 'SerialNumber',
    cityName: 'CityName',
    saleType: 'SaleType',
    mlsNumber: 'MLSNumber',
    pageNumber: 'PageNumber',
    pageSize: 'PageSize',
  },
} as const;
