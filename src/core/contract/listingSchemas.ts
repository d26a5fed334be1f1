// The Data schema and item fields of RealEstateList (docs/SERVICE.md §2.3,
// §2.4). The request schema is in ./requestSchemas.
import * as z from 'zod/mini';

/** Data of RealEstateList as parsed (docs/SERVICE.md §2.3); `VirtualCount` and unknown fields as sent. */
export interface RealEstateListResultWire {
  List?: unknown[] | null | undefined;
  VirtualCount?: unknown;
  [field: string]: unknown;
}

/**
 * docs/SERVICE.md §2.3: Data of RealEstateList. Only `List` is checked, since
 * only its kind decides whether the page can be read: an array, or null or
 * missing (the contract does not show Data when nothing matches; the client
 * reads that as an empty page). Items are not checked here: the client reads
 * every item field leniently (`normalizeListing`: numbers sent as text, lists
 * sent as one string), and drops items that are not objects. `VirtualCount`
 * passes through as sent, and the client reads "240" as 240.
 */
export const realEstateListResultSchema = z.looseObject({
  List: z.nullish(z.array(z.unknown())),
}) satisfies z.ZodMiniType<RealEstateListResultWire>;

/**
 * One real estate item as the service sent it (docs/SERVICE.md §2.4). Every
 * field may be missing; text and numbers are kept as sent (the service sends
 * most numbers as text). Unknown fields are kept too.
 */
export interface RealEstateItemWire {
  ID?: string | number | undefined;
  PropertyType?: string | number | undefined;
  SaleType?: string | number | undefined;
  Status?: string | number | undefined;
  /** One URL, a list of URLs, or URLs in one text. */
  Images?: string | string[] | undefined;
  CurrencySymbol?: string | number | undefined;
  Price?: string | number | undefined;
  State?: string | number | undefined;
  City?: string | number | undefined;
  Address?: string | number | undefined;
  ZIP?: string | number | undefined;
  LATITUDE?: string | number | undefined;
  LONGITUDE?: string | number | undefined;
  Area?: string | number | undefined;
  Bathrooms?: string | number | undefined;
  Bedrooms?: string | number | undefined;
  Url?: string | number | undefined;
  Tours?: string | number | undefined;
  YearBuilt?: string | number | undefined;
  MLSNumber?: string | number | undefined;
  DaysOnMarket?: string | number | undefined;
  LotArea?: string | number | undefined;
  BuildingArea?: string | number | undefined;
  ParkingSpots?: string | number | undefined;
  Description?: string | number | undefined;
  /** Extra columns, as a list or as text. */
  ExtensionColumn?: string | unknown[] | undefined;
  RentPrice?: string | number | undefined;
  SpaceType?: string | number | undefined;
  DepositFee?: string | number | undefined;
  SalePrice?: string | number | undefined;
  UnitAreaPrice?: string | number | undefined;
  EstimatePrice?: string | number | undefined;
  HOAMonth?: string | number | undefined;
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
