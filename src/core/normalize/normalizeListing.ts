import type { RealEstateItemWire } from '../contract/listingSchemas';
import type { Listing } from '../types';
import { isSafeHttpUrl } from './isSafeHttpUrl';
import { parseExtensionColumn } from './parseExtensionColumn';
import { parseImages } from './parseImages';
import { parseNumberish } from './parseNumberish';
import { toSaleType } from './saleType';

/**
 * Turns one wire item of RealEstateList (SERVICE.md §2.4) into a {@link Listing}.
 *
 * Lenient by design (issue 2): a missing field, or one of the wrong kind, gives
 * `''` or `null` for that field and never fails the item or the page.
 * Numbers are parsed from text; `images` and `url` keep only http(s) URLs;
 * `ExtensionColumn` is parsed without throwing; the wire item is kept as `raw`.
 *
 * @returns the listing, or `null` when `raw` is not an object.
 */
export function normalizeListing(raw: unknown): Listing | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  // No zod schema here (issue 11: a lenient item schema needs z.catch, 4 kB):
  // every field is read with the guards below, which give the same fallbacks.
  const item = raw as Record<string, unknown>;
  const saleTypeLabel = text(item.SaleType);
  return {
    id: parseNumberish(item.ID),
    propertyType: text(item.PropertyType),
    saleType: toSaleType(saleTypeLabel),
    saleTypeLabel,
    status: text(item.Status),
    // A list of anything but text is not a list of images.
    images: parseImages(Array.isArray(item.Images) && !item.Images.every((v) => typeof v === 'string') ? undefined : item.Images),
    currencySymbol: text(item.CurrencySymbol),
    // The headline amount (types.ts): Price, else SalePrice, else RentPrice.
    price: parseNumberish(item.Price) ?? parseNumberish(item.SalePrice) ?? parseNumberish(item.RentPrice),
    state: text(item.State),
    city: text(item.City),
    address: text(item.Address),
    zip: text(item.ZIP),
    latitude: inRange(parseNumberish(item.LATITUDE), 90),
    longitude: inRange(parseNumberish(item.LONGITUDE), 180),
    area: text(item.Area),
    bathrooms: parseNumberish(item.Bathrooms),
    bedrooms: parseNumberish(item.Bedrooms),
    url: isSafeHttpUrl(item.Url) ? item.Url : null,
    tours: text(item.Tours),
    yearBuilt: parseNumberish(item.YearBuilt),
    mlsNumber: text(item.MLSNumber),
    daysOnMarket: parseNumberish(item.DaysOnMarket),
    lotArea: parseNumberish(item.LotArea),
    buildingArea: parseNumberish(item.BuildingArea),
    parkingSpots: parseNumberish(item.ParkingSpots),
    description: text(item.Description),
    extension: parseExtensionColumn(item.ExtensionColumn),
    rentPrice: parseNumberish(item.RentPrice),
    spaceType: text(item.SpaceType),
    depositFee: parseNumberish(item.DepositFee),
    salePrice: parseNumberish(item.SalePrice),
    unitAreaPrice: parseNumberish(item.UnitAreaPrice),
    estimatePrice: parseNumberish(item.EstimatePrice),
    hoaMonth: parseNumberish(item.HOAMonth),
    raw: raw as RealEstateItemWire,
  };
}

/** Text as sent, trimmed; a finite number as its text; anything else `''`. */
function text(value: unknown): string {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value).trim() : '';
}

/** A coordinate outside ±limit would put a pin off the map: treat it as unknown. */
function inRange(value: number | null, limit: number): number | null {
  return value !== null && Math.abs(value) <= limit ? value : null;
}
