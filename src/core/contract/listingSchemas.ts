// The Data schema and item fields of RealEstateList (SERVICE.md §2.3, §2.4).
// No client bundle imports a value of this module: the client checks Data
// with the row's schema (./realEstateListOperation) and List by hand, to the
// rule written here; the request schema is in ./requestSchemas. See
// ../schemas.ts for what each zod/mini feature costs.
import * as z from 'zod/mini';

/**
 * §2.3 — Data of RealEstateList. Only `List` is checked, since only its
 * kind decides whether the page can be read: an array, or null / missing (the
 * contract does not show Data when nothing matches; the client reads that as
 * an empty page); anything else fails the call. Items are not checked here:
 * `normalizeListing` reads every field leniently (issue 2), so a schema per
 * item would cost 4 kB of zod (`z.catch`) for no decision. `VirtualCount` and
 * unknown fields pass through as sent; the client reads "240" as 240 too.
 */
export const realEstateListResultSchema = z.looseObject({
  List: z.nullish(z.array(z.unknown())),
});
/** Data of RealEstateList as parsed: `VirtualCount` as sent (not checked, see above). */
export type RealEstateListResultWire = z.infer<typeof realEstateListResultSchema> & { VirtualCount?: unknown };

/** The 33 field names of §2.4, in contract order. */
export const REAL_ESTATE_ITEM_FIELDS = [
  'ID', 'PropertyType', 'SaleType', 'Status', 'Images', 'CurrencySymbol', 'Price', 'State', 'City', 'Address', 'ZIP',
  'LATITUDE', 'LONGITUDE', 'Area', 'Bathrooms', 'Bedrooms', 'Url', 'Tours', 'YearBuilt', 'MLSNumber', 'DaysOnMarket',
  'LotArea', 'BuildingArea', 'ParkingSpots', 'Description', 'ExtensionColumn', 'RentPrice', 'SpaceType', 'DepositFee',
  'SalePrice', 'UnitAreaPrice', 'EstimatePrice', 'HOAMonth',
] as const;

/**
 * §2.4 — one real estate item as the service sent it. Every field may be
 * missing; text and numbers are kept as sent (the service sends most numbers
 * as text). Unknown fields are kept too.
 */
export type RealEstateItemWire = {
  // Images and ExtensionColumn may be lists as well as text.
  [K in Exclude<(typeof REAL_ESTATE_ITEM_FIELDS)[number], 'Images' | 'ExtensionColumn'>]?: string | number | undefined;
} & {
  Images?: string | string[] | undefined;
  ExtensionColumn?: string | unknown[] | undefined;
  [field: string]: unknown;
};
