import type { Listing } from '../../core/types';
import { resolveListingLabels, type ListingLabels } from './listingLabels';

/** A field of the details dialog: a `Listing` field, with `coordinates` for LATITUDE and LONGITUDE. */
export type ListingDetailField = Exclude<keyof Listing, 'saleTypeLabel' | 'latitude' | 'longitude' | 'raw'> | 'coordinates';

/**
 * Texts of the table, the details dialog and the CSV export, on top of {@link ListingLabels}. Kept apart so an app that
 * never shows them does not ship them. Pass overrides in the same `labels` object.
 */
export interface ListingTableLabels {
  /** Read after "—" in an empty cell. @default 'not given' */
  notGiven: string;
  /** Header of the photo column. @default 'Photo' */
  columnPhoto: string;
  /** @default 'Address' */
  columnAddress: string;
  /** @default 'City, state' */
  columnPlace: string;
  /** @default 'Price' */
  columnPrice: string;
  /** @default 'Status' */
  columnStatus: string;
  /** @default 'Days on market' */
  columnDaysOnMarket: string;
  /** @default 'Link' */
  columnLink: string;
  /** Headers of the built-in columns that are off by default. @default English names ('Property type', 'ZIP', …) */
  columnNames: Record<'propertyType' | 'zip' | 'yearBuilt' | 'lotArea' | 'parkingSpots' | 'hoaMonth' | 'depositFee' | 'estimatePrice', string>;
  /** The column menu's button. @default 'Columns' */
  columns: string;
  /** Announced when a column is shown or hidden. @default (name, shown) => `${name} column ${shown ? 'shown' : 'hidden'}` */
  columnToggled: (column: string, shown: boolean) => string;
  /** The details dialog's close button. @default 'Close' */
  close: string;
  /** Group headings of the details. @default { price: 'Price', place: 'Place', property: 'Property', market: 'Market', links: 'Links and media' } */
  detailGroups: Record<'price' | 'place' | 'property' | 'market' | 'links', string>;
  /** Names of the fields in the details dialog, by `Listing` field. @default English names */
  fieldNames: Record<ListingDetailField, string>;
  /** The link that opens a map of the coordinates. @default 'Open in a map' */
  openMap: string;
  /** Shown when `ExtensionColumn` cannot be read as key/value pairs. @default 'Could not be read as key/value pairs; as sent:' */
  extensionMalformed: string;
  /** Shown for a photo that did not load. @default 'Photo could not be loaded' */
  imageBroken: string;
  /** The export button. @default 'Download CSV' */
  downloadCsv: string;
  /** @default 'Cancel' */
  cancel: string;
  /** Progress of an export. @default (page, count) => count ? `page ${page} of ${count}` : `page ${page}` (numbers formatted) */
  exportProgress: (page: string, pageCount: string | undefined) => string;
  /** Announced when an export is ready. @default (rows) => `CSV ready: ${rows} listings` */
  exportDone: (rows: string) => string;
  /** Announced when an export is cancelled. @default 'Export cancelled' */
  exportCancelled: string;
  /** Shown (and announced) next to the export button when an export fails, before the error's message. @default 'The export failed.' */
  exportFailed: string;
}

/** The English defaults of {@link ListingTableLabels}. */
export const defaultListingTableLabels: ListingTableLabels = {
  notGiven: 'not given',
  columnPhoto: 'Photo',
  columnAddress: 'Address',
  columnPlace: 'City, state',
  columnPrice: 'Price',
  columnStatus: 'Status',
  columnDaysOnMarket: 'Days on market',
  columnLink: 'Link',
  columnNames: {
    propertyType: 'Property type',
    zip: 'ZIP',
    yearBuilt: 'Year built',
    lotArea: 'Lot area',
    parkingSpots: 'Parking',
    hoaMonth: 'HOA / month',
    depositFee: 'Deposit',
    estimatePrice: 'Estimate',
  },
  columns: 'Columns',
  columnToggled: (column, shown) => `${column} column ${shown ? 'shown' : 'hidden'}`,
  close: 'Close',
  detailGroups: { price: 'Price', place: 'Place', property: 'Property', market: 'Market', links: 'Links and media' },
  fieldNames: {
    price: 'Price',
    salePrice: 'Sale price',
    rentPrice: 'Rent per month',
    depositFee: 'Deposit',
    hoaMonth: 'HOA per month',
    unitAreaPrice: 'Price per unit area',
    estimatePrice: 'Estimated value',
    currencySymbol: 'Currency',
    address: 'Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP',
    area: 'Area',
    coordinates: 'Coordinates',
    propertyType: 'Property type',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    buildingArea: 'Building area',
    lotArea: 'Lot area',
    yearBuilt: 'Year built',
    parkingSpots: 'Parking spots',
    spaceType: 'Space type',
    description: 'Description',
    saleType: 'Sale type',
    status: 'Status',
    daysOnMarket: 'Days on market',
    mlsNumber: 'MLS number',
    id: 'ID',
    tours: 'Tours',
    url: 'Listing page',
    images: 'Photos',
    extension: 'More details',
  },
  openMap: 'Open in a map',
  extensionMalformed: 'Could not be read as key/value pairs; as sent:',
  imageBroken: 'Photo could not be loaded',
  downloadCsv: 'Download CSV',
  cancel: 'Cancel',
  exportProgress: (page, count) => (count ? `page ${page} of ${count}` : `page ${page}`),
  exportDone: (rows) => `CSV ready: ${rows} listings`,
  exportCancelled: 'Export cancelled',
  exportFailed: 'The export failed.',
};

/** Both default sets with the caller's overrides on top: the texts of the table, the details and the export. */
export const resolveTableLabels = (labels: Partial<ListingLabels & ListingTableLabels> | undefined): ListingLabels & ListingTableLabels => ({
  ...defaultListingTableLabels,
  ...resolveListingLabels(labels),
});
