import type { RealEstateItemWire } from '../contract/listingSchemas';
import type { Listing } from '../types';
import { isSafeHttpUrl } from './isSafeHttpUrl';
import { parseExtensionColumn } from './parseExtensionColumn';
import { parseImages } from './parseImages';
import { parseNumberish } from './parseNumberish';
import { toSaleType } from './saleType';

// The fields of docs/SERVICE.md §2.4 read one way each, by wire name:
// numbers (parsed from text) and text. Each becomes the Listing field of the
// same name in camelCase (`ID` → `id`, `MLSNumber` → `mlsNumber`, `HOAMonth`
// → `hoaMonth`). test/core/normalize holds every field to its value.
/** The Listing name of a wire field: its leading capitals lower-cased, but the first letter of a following word. */
const camelCase = (wire: string): string => wire.replace(/^[A-Z]+(?![a-z])|^[A-Z]/, (head) => head.toLowerCase());
/** Each wire name with its Listing name, worked out once: a page normalises every item. */
const named = (wire: string) => wire.split(' ').map((field) => [field, camelCase(field)] as const);

const NUMBER_FIELDS = named(
  'ID Bathrooms Bedrooms YearBuilt DaysOnMarket LotArea BuildingArea ParkingSpots RentPrice DepositFee SalePrice UnitAreaPrice EstimatePrice HOAMonth',
);
const TEXT_FIELDS = named('PropertyType Status CurrencySymbol State City Address ZIP Area Tours MLSNumber Description SpaceType');

/**
 * Turns one wire item of RealEstateList (docs/SERVICE.md §2.4) into a {@link Listing}.
 *
 * Lenient by design: a missing field, or one of the wrong kind, gives
 * `''` or `null` for that field and never fails the item or the page.
 * Numbers are parsed from text; `images` and `url` keep only http(s) URLs;
 * `ExtensionColumn` is parsed without throwing; the wire item is kept as `raw`.
 *
 * @returns the listing, or `null` when `raw` is not an object.
 */
export function normalizeListing(raw: unknown): Listing | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  // No zod schema here: a lenient item schema needs `catch` on every field, and
  // the guards below give the same fallbacks at a fraction of the bundle.
  const item = raw as Record<string, unknown>;
  const listing: Record<string, unknown> = {};
  for (const [wire, name] of NUMBER_FIELDS) listing[name] = parseNumberish(item[wire]);
  for (const [wire, name] of TEXT_FIELDS) listing[name] = text(item[wire]);
  const saleTypeLabel = text(item.SaleType);
  return {
    ...listing,
    saleType: toSaleType(saleTypeLabel),
    saleTypeLabel,
    // A list of anything but text is not a list of images.
    images: parseImages(Array.isArray(item.Images) && !item.Images.every((v) => typeof v === 'string') ? undefined : item.Images),
    // The headline amount (types.ts): Price, else SalePrice, else RentPrice.
    price: parseNumberish(item.Price) ?? listing.salePrice ?? listing.rentPrice,
    latitude: inRange(parseNumberish(item.LATITUDE), 90),
    longitude: inRange(parseNumberish(item.LONGITUDE), 180),
    url: isSafeHttpUrl(item.Url) ? item.Url : null,
    extension: parseExtensionColumn(item.ExtensionColumn),
    raw: raw as RealEstateItemWire,
  } as Listing;
}

/** Text as sent, trimmed; a finite number as its text; anything else `''`. */
function text(value: unknown): string {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value).trim() : '';
}

/** A coordinate outside ±limit would put a pin off the map: treat it as unknown. */
// (null passes through: Math.abs(null) is 0.)
function inRange(value: number | null, limit: number): number | null {
  return Math.abs(value!) <= limit ? value : null;
}
