// The schemas of RealEstateList (docs/SERVICE.md §2.3, §2.4, §4.4): the request body (the one statement of its rules,
// as in ./uploadSchemas), the Data, and the item's fields. Only the listing's row imports this module.
import * as z from 'zod/mini';
import { fieldRule, integer, text } from './fieldRule';
import { isSaleType, SALE_TYPES, type SaleType } from './saleTypes';

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

/** docs/SERVICE.md §4.4: the request body of RealEstateList (PageNumber and PageSize left out: the server's defaults). */
export const realEstateListRequestSchema = z.object({
  SerialNumber: fieldRule<string>(text(1)),
  CityName: z.optional(fieldRule<string>(text())),
  SaleType: z.optional(
    fieldRule<SaleType>((value) => (isSaleType(value) ? undefined : `should be one of ${SALE_TYPES.map((type) => JSON.stringify(type)).join(', ')}`)),
  ),
  MLSNumber: z.optional(fieldRule<string>(text())),
  PageNumber: z.optional(fieldRule<number>(integer(1))),
  PageSize: z.optional(fieldRule<number>(integer(1, 1000))),
}) satisfies z.ZodMiniType<RealEstateListRequest>;

/** Data of RealEstateList as parsed (docs/SERVICE.md §2.3); `VirtualCount` and unknown fields as sent. */
export interface RealEstateListResultWire {
  /** The page's items; `null` or missing when nothing matches. */
  List?: unknown[] | null | undefined;
  /** As sent; likely the number of matches (docs/UPSTREAM.md). */
  VirtualCount?: unknown;
  /** Fields the contract does not name, kept as sent. */
  [field: string]: unknown;
}

/**
 * docs/SERVICE.md §2.3: Data of RealEstateList. Only `List` is checked (an array, or null or missing when nothing
 * matches): the client reads every item leniently (`normalizeListing`) and drops items that are not objects.
 * `VirtualCount` passes through as sent.
 */
export const realEstateListResultSchema = z.looseObject({
  List: z.optional(fieldRule<unknown[] | null>((list) => (list === null || Array.isArray(list) ? undefined : 'should be of type array'))),
}) satisfies z.ZodMiniType<RealEstateListResultWire>;

/**
 * One real estate item as the service sent it (docs/SERVICE.md §2.4). Every field may be missing; text and numbers are
 * kept as sent (the service sends most numbers as text). Unknown fields are kept too.
 */
export interface RealEstateItemWire {
  /** Listing identifier. */
  ID?: string | number | undefined;
  /** Property kind. */
  PropertyType?: string | number | undefined;
  /** Display form of the sale type (a capitalised phrase with a space), which differs from the request filter values. */
  SaleType?: string | number | undefined;
  /** Listing status. */
  Status?: string | number | undefined;
  /** One URL, a list of URLs, or URLs in one text. */
  Images?: string | string[] | undefined;
  /** Currency symbol. */
  CurrencySymbol?: string | number | undefined;
  /** Decimal amount as text. */
  Price?: string | number | undefined;
  /** State code. */
  State?: string | number | undefined;
  /** City name. */
  City?: string | number | undefined;
  /** Street address. */
  Address?: string | number | undefined;
  /** Postal code. */
  ZIP?: string | number | undefined;
  /** Latitude. */
  LATITUDE?: string | number | undefined;
  /** Longitude. */
  LONGITUDE?: string | number | undefined;
  /** Neighbourhood or area name. */
  Area?: string | number | undefined;
  /** Count as text. */
  Bathrooms?: string | number | undefined;
  /** Count as text. */
  Bedrooms?: string | number | undefined;
  /** Link to the listing. */
  Url?: string | number | undefined;
  /** Tour kind. */
  Tours?: string | number | undefined;
  /** Year as text. */
  YearBuilt?: string | number | undefined;
  /** Listing number. */
  MLSNumber?: string | number | undefined;
  /** Count as text. */
  DaysOnMarket?: string | number | undefined;
  /** Number as text. */
  LotArea?: string | number | undefined;
  /** Number as text. */
  BuildingArea?: string | number | undefined;
  /** Count as text. */
  ParkingSpots?: string | number | undefined;
  /** Free text. */
  Description?: string | number | undefined;
  /** Extra columns, as a list or as text. */
  ExtensionColumn?: string | unknown[] | undefined;
  /** Decimal amount as text; may be empty. */
  RentPrice?: string | number | undefined;
  /** Rented space kind. */
  SpaceType?: string | number | undefined;
  /** Decimal amount as text. */
  DepositFee?: string | number | undefined;
  /** Decimal amount as text; may be empty. */
  SalePrice?: string | number | undefined;
  /** Amount as text; may be empty. */
  UnitAreaPrice?: string | number | undefined;
  /** Estimated value as text; may be empty (the exact name carries a brand part, replaced here by the neutral word Estimate). */
  EstimatePrice?: string | number | undefined;
  /** Monthly association fee as text; may be empty. */
  HOAMonth?: string | number | undefined;
  /** Fields the contract does not name, kept as sent. */
  [field: string]: unknown;
}

/** The named (not index-signature) keys of `T`. */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

/** The 33 field names of docs/SERVICE.md §2.4, in contract order. */
export const REAL_ESTATE_ITEM_FIELDS = [
  'ID', 'PropertyType', 'SaleType', 'Status', 'Images', 'CurrencySymbol', 'Price', 'State', 'City', 'Address', 'ZIP',
  'LATITUDE', 'LONGITUDE', 'Area', 'Bathrooms', 'Bedrooms', 'Url', 'Tours', 'YearBuilt', 'MLSNumber', 'DaysOnMarket',
  'LotArea', 'BuildingArea', 'ParkingSpots', 'Description', 'ExtensionColumn', 'RentPrice', 'SpaceType', 'DepositFee',
  'SalePrice', 'UnitAreaPrice', 'EstimatePrice', 'HOAMonth',
] as const satisfies readonly NamedKeys<RealEstateItemWire>[];
