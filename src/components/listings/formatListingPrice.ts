'use client';
import type { Listing } from '../../core/types';
import { formatNumber } from './formatNumber';
import type { ListingLabels } from './listingLabels';

/**
 * The price line of a listing card: the amount formatted with
 * Intl for `locale`, no decimals, prefixed with the item's `CurrencySymbol`
 * (the service sends a symbol, not an ISO code, so Intl's currency style
 * cannot be used). Rentals show the rent with its period (`$2,400 / month`).
 * Without a usable amount: `labels.priceUnknown`.
 */
export function formatListingPrice(
  listing: Listing,
  locale: string | undefined,
  labels: Pick<ListingLabels, 'rentPrice' | 'priceUnknown'>,
): string {
  const isRent = listing.saleType === 'for_rent';
  const amount = isRent ? (listing.rentPrice ?? listing.price) : (listing.price ?? listing.salePrice);
  if (amount === null || !Number.isFinite(amount)) return labels.priceUnknown;
  const text = `${listing.currencySymbol}${formatNumber(amount, locale)}`;
  return isRent ? labels.rentPrice(text) : text;
}
