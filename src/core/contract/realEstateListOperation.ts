// The contract table's row for RealEstateList (SERVICE.md §4.4), apart from
// the upload rows: only the listing client method imports it. The client
// checks requests with `checks` and Data with `data` (an object; the
// listing method reads List itself); the proxy and the fake validate requests
// with the table's REQUEST_SCHEMAS (same rules, see ./fieldChecks).
import { optionalInt, optionalOneOf, optionalText, requiredText } from './fieldChecks';
import { KEY_HEADERS } from './keyHeaders';
import { LISTING_PAGE_DEFAULTS } from './pageDefaults';
import { SALE_TYPES } from './saleTypes';
import { wireObject } from './wireKinds';

/**
 * What the client checks of RealEstateList's Data with zod: an object. The
 * listing method checks `List` itself (an array, null or missing): the rule
 * of listingSchemas' §2.3 schema, without zod's array, optional and nullable
 * (0.8 kB gzip in every client bundle, issue 11). Built from zod's core
 * classes, as every shipped schema (see ./wireKinds).
 */
const listingDataObjectSchema = /* @__PURE__ */ wireObject({});

/** SERVICE.md §4.4: RealEstateList. */
export const REAL_ESTATE_LIST_OPERATION = {
  name: 'realEstateList',
  wireName: 'RealEstateList',
  path: '/chat/Chatbot/RealEstateList',
  base: 'appUrl',
  key: 'sessionKey',
  header: KEY_HEADERS.sessionKey,
  /** §4.4: "A Content-Type header is not listed as required." */
  jsonContentTypeRequired: false,
  checks: {
    SerialNumber: requiredText(),
    CityName: optionalText,
    SaleType: optionalOneOf(SALE_TYPES),
    MLSNumber: optionalText,
    PageNumber: optionalInt(1),
    PageSize: optionalInt(1, 1000),
  },
  data: listingDataObjectSchema,
  fields: {
    serialNumber: 'SerialNumber',
    cityName: 'CityName',
    saleType: 'SaleType',
    mlsNumber: 'MLSNumber',
    pageNumber: 'PageNumber',
    pageSize: 'PageSize',
  },
  /** Server defaults: the client leaves these out of the body when the caller did (§8). */
  defaults: LISTING_PAGE_DEFAULTS,
} as const;
