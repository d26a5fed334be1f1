import type { RealEstateItemWire } from '../contract/listingSchemas';
import type { Listing, ListingExtension } from '../types';
import { isSafeHttpUrl } from './isSafeHttpUrl';
import { parseNumberish } from './parseNumberish';
import { toSaleType } from './saleType';

// The fields of docs/SERVICE.md §2.4 read as numbers (parsed from text) or text, each into the Listing field of its
// name in camelCase (`ID` → `id`, `HOAMonth` → `hoaMonth`).
/** The Listing name of a wire field: its leading capitals lower-cased, but the first letter of a following word. */
const camelCase = (wire: string): string => wire.replace(/^[A-Z]+(?![a-z])|^[A-Z]/, (head) => head.toLowerCase());
/** Each wire name with its Listing name, worked out once: a page normalises every item. */
const named = (wire: string) => wire.split(' ').map((field) => [field, camelCase(field)] as const);

const NUMBER_FIELDS = named(
  'ID Bathrooms Bedrooms YearBuilt DaysOnMarket LotArea BuildingArea ParkingSpots RentPrice DepositFee SalePrice UnitAreaPrice EstimatePrice HOAMonth',
);
const TEXT_FIELDS = named('PropertyType Status CurrencySymbol State City Address ZIP Area Tours MLSNumber Description SpaceType');

/**
 * One wire item of RealEstateList (docs/SERVICE.md §2.4) as a {@link Listing}, leniently: a missing field, or one of
 * the wrong kind, gives `''` or `null` and never fails the item or the page; `images` and `url` keep only http(s) URLs;
 * the wire item is kept as `raw`. A zod item schema would need `catch` on every field, for the same fallbacks at many
 * times the bytes.
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

/** A coordinate outside ±limit would put a pin off the map: unknown (null passes: Math.abs(null) is 0). */
function inRange(value: number | null, limit: number): number | null {
  return Math.abs(value!) <= limit ? value : null;
}

/**
 * `Images` as safe http(s) URLs, without duplicates. Its form is not fixed (docs/UPSTREAM.md): a JSON array, a list, a
 * single URL, or empty. A list is split at commas or whitespace only where a new URL, scheme or path starts, so a comma
 * inside a path (`/w_300,h_200/`) survives.
 */
export function parseImages(value: unknown): string[] {
  const text = typeof value === 'string' ? value.trim() : '';
  const candidates: unknown[] = Array.isArray(value)
    ? value
    : (text.startsWith('[') && parseJsonList(text)) || text.split(/[\s,]+(?=[a-z][a-z0-9+.-]*:|\/)/i);
  const out: string[] = [];
  for (const candidate of candidates) {
    const url = typeof candidate === 'string' ? candidate.trim() : candidate;
    if (isSafeHttpUrl(url) && !out.includes(url)) out.push(url);
  }
  return out;
}

/**
 * `ExtensionColumn` (docs/SERVICE.md §2.4: a serialised list of objects with
 * a key and a value) as `{ key, value }[]`, never throwing; `{Key, Value}` and
 * `{key, value}` read, a value as text (`''` when missing, JSON when an object or a list).
 */
export function parseExtensionColumn(value: unknown): ListingExtension[] {
  const list = typeof value === 'string' ? parseJsonList(value) : value;
  if (!Array.isArray(list)) return [];
  const out: ListingExtension[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const record = entry as Record<string, unknown>;
    const key = 'Key' in record ? record.Key : record.key;
    if ((typeof key !== 'string' && typeof key !== 'number') || String(key).trim() === '') continue;
    const text = 'Value' in record ? record.Value : record.value;
    out.push({ key: String(key), value: text == null ? '' : typeof text === 'object' ? JSON.stringify(text) : String(text) });
  }
  return out;
}

/** `text` parsed as a JSON list, or `null` when it is not JSON or not a list. */
function parseJsonList(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
