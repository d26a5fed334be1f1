'use client';
import type { ReactNode } from 'react';
import { isSafeHttpUrl } from '../../core/normalize/isSafeHttpUrl';
import type { Listing } from '../../core/types';
import type { ListingGridItemState } from '../ListingGrid';
import { ListingThumb } from './ListingThumb';
import { formatListingPrice, formatMoney } from './formatListingPrice';
import { formatNumber } from '../../core/formatNumber';
import type { ListingLabels } from './listingLabels';
import type { ListingTableLabels } from './listingTableLabels';

/** A column of `<ListingTable>`: built in (by id) or your own. */
export interface ListingTableColumn {
  /** Unique among the table's columns; kept in `visibleColumns` and in storage. */
  id: string;
  /** Header text, also the column's name in the column menu. */
  header: string;
  /**
   * The cell of one listing, rendered as text or elements (never as HTML): the collection form `renderItem(item,
   * state)`, with the row's state. `null`, `undefined` and `''` show "—", read as "not given".
   * @example cell: (listing, { index }) => `${index + 1}. ${listing.address}`
   */
  cell: (listing: Listing, state: ListingGridItemState) => ReactNode;
}

/** Ids of the built-in columns. */
export type ListingTableColumnId =
  | 'address' | 'photo' | 'place' | 'price' | 'beds' | 'baths' | 'area' | 'status' | 'daysOnMarket' | 'mls' | 'link'
  | 'propertyType' | 'saleType' | 'zip' | 'yearBuilt' | 'lotArea' | 'parkingSpots' | 'hoaMonth' | 'depositFee' | 'estimatePrice';

/** Every built-in column, in the column menu's order: the first eleven are shown by default. */
export const BUILT_IN_COLUMNS: readonly ListingTableColumnId[] = [
  'address', 'photo', 'place', 'price', 'beds', 'baths', 'area', 'status', 'daysOnMarket', 'mls', 'link',
  'propertyType', 'saleType', 'zip', 'yearBuilt', 'lotArea', 'parkingSpots', 'hoaMonth', 'depositFee', 'estimatePrice',
];

/** The columns a table shows by default, in order. The first is the row header and is pinned. */
export const DEFAULT_LISTING_TABLE_COLUMNS: readonly ListingTableColumnId[] = BUILT_IN_COLUMNS.slice(0, 11);

type Labels = ListingLabels & ListingTableLabels;

/** Every built-in column for one locale and set of labels. */
export function builtInColumns(locale: string | undefined, labels: Labels): Record<ListingTableColumnId, ListingTableColumn> {
  const num = (n: number | null, digits = 0) => (n === null ? null : formatNumber(n, locale, digits));
  const money = (l: Listing, n: number | null) => (n === null ? null : formatMoney(n, l.currencySymbol, locale));
  const col = (id: ListingTableColumnId, header: string, cell: (l: Listing) => ReactNode): [ListingTableColumnId, ListingTableColumn] => [
    id,
    { id, header, cell },
  ];
  return Object.fromEntries([
    col('photo', labels.columnPhoto, (l) => (
      <ListingThumb src={l.images[0]} alt={labels.imageAlt(l)} fallback={labels.noImage} />
    )),
    col('address', labels.columnAddress, (l) => l.address || labels.untitled(l)),
    col('place', labels.columnPlace, (l) => [l.city, l.state].filter(Boolean).join(', ')),
    // A missing amount is "not given", never "$0" or "NaN".
    col('price', labels.columnPrice, (l) => {
      const text = formatListingPrice(l, locale, labels);
      return text === labels.priceUnknown ? null : text;
    }),
    col('beds', labels.beds, (l) => num(l.bedrooms, 1)),
    col('baths', labels.baths, (l) => num(l.bathrooms, 1)),
    col('area', labels.buildingArea, (l) => {
      const n = num(l.buildingArea);
      return n && labels.areaUnit ? `${n} ${labels.areaUnit}` : n;
    }),
    col('status', labels.columnStatus, (l) => l.status),
    col('daysOnMarket', labels.columnDaysOnMarket, (l) => num(l.daysOnMarket)),
    col('mls', labels.mls, (l) => l.mlsNumber),
    col('link', labels.columnLink, (l) =>
      isSafeHttpUrl(l.url) ? (
        <a data-part="link" href={l.url} target="_blank" rel="noopener noreferrer">
          {labels.viewListing}
          <span className="ck-visually-hidden"> {labels.opensInNewTab}</span>
        </a>
      ) : null,
    ),
    col('propertyType', labels.columnNames.propertyType, (l) => l.propertyType),
    col('saleType', labels.saleType, (l) => l.saleTypeLabel),
    col('zip', labels.columnNames.zip, (l) => l.zip),
    col('yearBuilt', labels.columnNames.yearBuilt, (l) => (l.yearBuilt === null ? null : String(l.yearBuilt))),
    col('lotArea', labels.columnNames.lotArea, (l) => num(l.lotArea)),
    col('parkingSpots', labels.columnNames.parkingSpots, (l) => num(l.parkingSpots)),
    col('hoaMonth', labels.columnNames.hoaMonth, (l) => money(l, l.hoaMonth)),
    col('depositFee', labels.columnNames.depositFee, (l) => money(l, l.depositFee)),
    col('estimatePrice', labels.columnNames.estimatePrice, (l) => money(l, l.estimatePrice)),
  ]) as Record<ListingTableColumnId, ListingTableColumn>;
}
