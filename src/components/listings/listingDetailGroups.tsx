'use client';
import type { ReactNode } from 'react';
import { isSafeHttpUrl } from '../../core/normalize/isSafeHttpUrl';
import type { Listing } from '../../core/types';
import { ListingThumb } from './ListingThumb';
import { formatListingPrice, formatMoney } from './formatListingPrice';
import { formatNumber } from '../../core/formatNumber';
import type { ListingLabels } from './listingLabels';
import type { ListingDetailField, ListingTableLabels } from './listingTableLabels';

type Labels = ListingLabels & ListingTableLabels;
/** A group of the details: its key and its fields with their values (`null`: not given). */
export type ListingDetailGroup = [keyof ListingTableLabels['detailGroups'], [ListingDetailField, ReactNode][]];

/** OpenStreetMap at the point: a plain link the user opens; nothing is loaded here. */
const mapHref = (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

function extensionValue(listing: Listing, labels: Labels): ReactNode {
  if (listing.extension.length > 0) {
    return (
      <table data-part="extension">
        <tbody>
          {listing.extension.map((entry, i) => (
            <tr key={`${entry.key}-${i}`}>
              <th scope="row">{entry.key}</th>
              <td>{entry.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  // Sent, but not a list of key/value pairs: shown as sent, as text.
  const raw: unknown = listing.raw?.ExtensionColumn;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '' || text === '[]') return null;
  return (
    <>
      <span data-part="extension-malformed">{labels.extensionMalformed}</span> <code>{text}</code>
    </>
  );
}

function gallery(listing: Listing, labels: Labels): ReactNode {
  const images = listing.images.filter((src) => isSafeHttpUrl(src));
  if (images.length === 0) return null;
  return (
    <ul data-part="gallery">
      {images.map((src, i) => (
        <li key={src}>
          <ListingThumb src={src} alt={`${labels.imageAlt(listing)} (${i + 1}/${images.length})`} fallback={labels.imageBroken} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The 33 fields of `docs/SERVICE.md §2.4` in five groups (price, place, property, market, links), as React nodes: text
 * stays text, and only safe http(s) URLs reach `href`/`src`.
 */
export function listingDetailGroups(listing: Listing, locale: string | undefined, labels: Labels): ListingDetailGroup[] {
  const num = (n: number | null, digits = 0) => (n === null ? null : formatNumber(n, locale, digits));
  const money = (n: number | null) => (n === null ? null : formatMoney(n, listing.currencySymbol, locale));
  const headline = formatListingPrice(listing, locale, labels);
  const { latitude: lat, longitude: lon } = listing;
  const url = isSafeHttpUrl(listing.url) ? listing.url : null;
  return [
    [
      'price',
      [
        ['price', headline === labels.priceUnknown ? null : headline],
        ['salePrice', money(listing.salePrice)],
        ['rentPrice', money(listing.rentPrice)],
        ['depositFee', money(listing.depositFee)],
        ['hoaMonth', money(listing.hoaMonth)],
        ['unitAreaPrice', money(listing.unitAreaPrice)],
        ['estimatePrice', money(listing.estimatePrice)],
        ['currencySymbol', listing.currencySymbol],
      ],
    ],
    [
      'place',
      [
        ['address', listing.address],
        ['city', listing.city],
        ['state', listing.state],
        ['zip', listing.zip],
        ['area', listing.area],
        [
          'coordinates',
          lat !== null && lon !== null ? (
            <>
              <span data-part="coordinates">{`${lat}, ${lon}`}</span>{' '}
              <a data-part="map-link" href={mapHref(lat, lon)} target="_blank" rel="noopener noreferrer">
                {labels.openMap}
                <span className="ck-visually-hidden"> {labels.opensInNewTab}</span>
              </a>
            </>
          ) : null,
        ],
      ],
    ],
    [
      'property',
      [
        ['propertyType', listing.propertyType],
        ['bedrooms', num(listing.bedrooms, 1)],
        ['bathrooms', num(listing.bathrooms, 1)],
        ['buildingArea', num(listing.buildingArea)],
        ['lotArea', num(listing.lotArea)],
        ['yearBuilt', listing.yearBuilt === null ? null : String(listing.yearBuilt)],
        ['parkingSpots', num(listing.parkingSpots)],
        ['spaceType', listing.spaceType],
        ['description', listing.description],
      ],
    ],
    [
      'market',
      [
        ['saleType', listing.saleTypeLabel],
        ['status', listing.status],
        ['daysOnMarket', num(listing.daysOnMarket)],
        ['mlsNumber', listing.mlsNumber],
        ['id', listing.id === null ? null : String(listing.id)],
        ['tours', listing.tours],
      ],
    ],
    [
      'links',
      [
        [
          'url',
          url ? (
            <a data-part="link" href={url} target="_blank" rel="noopener noreferrer">
              {labels.viewListing}
              <span className="ck-visually-hidden"> {labels.opensInNewTab}</span>
            </a>
          ) : null,
        ],
        ['images', gallery(listing, labels)],
        ['extension', extensionValue(listing, labels)],
      ],
    ],
  ];
}
