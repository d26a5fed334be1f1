import { parseNumberish } from '../normalize/parseNumberish';
import type { Listing } from '../types';

/** One CSV column of an export: its header, and its cell for a listing. */
export interface ListingCsvColumn {
  /** The header cell. */
  header: string;
  /**
   * The cell of one listing. Text is quoted per RFC 4180 and guarded against formula injection; a finite number is
   * written as is; `null` is empty.
   */
  value: (listing: Listing) => string | number | null;
}

const list = (values: readonly string[]) => values.join(' ');

/**
 * The default columns: the 33 fields of `docs/SERVICE.md §2.4`, by wire name and in contract order, read from the
 * normalised listing (numbers parsed, only http(s) image and page URLs, `ExtensionColumn` as `key=value` pairs).
 * `Price` is the item's own `Price`, not the headline amount.
 */
const LISTING_CSV_COLUMNS: readonly ListingCsvColumn[] = [
  { header: 'ID', value: (l) => l.id },
  { header: 'PropertyType', value: (l) => l.propertyType },
  { header: 'SaleType', value: (l) => l.saleTypeLabel },
  { header: 'Status', value: (l) => l.status },
  { header: 'Images', value: (l) => list(l.images) },
  { header: 'CurrencySymbol', value: (l) => l.currencySymbol },
  { header: 'Price', value: (l) => parseNumberish(l.raw?.Price) },
  { header: 'State', value: (l) => l.state },
  { header: 'City', value: (l) => l.city },
  { header: 'Address', value: (l) => l.address },
  { header: 'ZIP', value: (l) => l.zip },
  { header: 'LATITUDE', value: (l) => l.latitude },
  { header: 'LONGITUDE', value: (l) => l.longitude },
  { header: 'Area', value: (l) => l.area },
  { header: 'Bathrooms', value: (l) => l.bathrooms },
  { header: 'Bedrooms', value: (l) => l.bedrooms },
  { header: 'Url', value: (l) => l.url },
  { header: 'Tours', value: (l) => l.tours },
  { header: 'YearBuilt', value: (l) => l.yearBuilt },
  { header: 'MLSNumber', value: (l) => l.mlsNumber },
  { header: 'DaysOnMarket', value: (l) => l.daysOnMarket },
  { header: 'LotArea', value: (l) => l.lotArea },
  { header: 'BuildingArea', value: (l) => l.buildingArea },
  { header: 'ParkingSpots', value: (l) => l.parkingSpots },
  { header: 'Description', value: (l) => l.description },
  { header: 'ExtensionColumn', value: (l) => l.extension.map((e) => `${e.key}=${e.value}`).join('; ') },
  { header: 'RentPrice', value: (l) => l.rentPrice },
  { header: 'SpaceType', value: (l) => l.spaceType },
  { header: 'DepositFee', value: (l) => l.depositFee },
  { header: 'SalePrice', value: (l) => l.salePrice },
  { header: 'UnitAreaPrice', value: (l) => l.unitAreaPrice },
  { header: 'EstimatePrice', value: (l) => l.estimatePrice },
  { header: 'HOAMonth', value: (l) => l.hoaMonth },
];

// OWASP "CSV Injection": a cell a spreadsheet would read as a formula starts with one of these. A leading apostrophe
// makes it text in every common app.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: `null` and non-finite numbers are empty, a finite number is its digits (a number cannot be a formula),
 * and text is prefixed with `'` when it starts like a formula (`=`, `+`, `-`, `@`, tab, CR) and quoted per RFC 4180
 * when it holds a quote, comma or line break (quotes doubled).
 */
export function toCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line per RFC 4180 (CRLF ends it). */
function toCsvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`;
}

/**
 * The CSV text of a list of listings: a UTF-8 byte-order mark (so spreadsheet apps read "São Paulo" right), a header
 * line, then a line per listing.
 */
export function listingsToCsv(listings: readonly Listing[], columns: readonly ListingCsvColumn[] = LISTING_CSV_COLUMNS): string {
  let csv = `\uFEFF${toCsvLine(columns.map((c) => c.header))}`;
  for (const listing of listings) csv += toCsvLine(columns.map((c) => c.value(listing)));
  return csv;
}
