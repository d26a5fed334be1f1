import type { Listing } from '../../core/types';
import { formatMoney } from './formatMoney';
import type { ListingLabels } from './listingLabels';

/**
 * The price line of a listing card: the amount with the item's
 * `CurrencySymbol` (see `formatMoney`). Rentals show the rent with its period
 * (`$2,400 / month`). Without a usable amount: `labels.priceUnknown`.
 */
export function formatListingPrice(
  listing: Listing,
  locale: string | undefined,
  labels: Pick<ListingLabels, 'rentPrice' | 'priceUnknown'>,
): string {
  const isRent = listing.saleType === 'for_rent';
  const amount = isRent ? (listing.rentPrice ?? listing.price) : (listing.price ?? listing.salePrice);
  if (amount === null || !Number.isFinite(amount)) return labels.priceUnknown;
  const text = formatMoney(amount, listing.currencySymbol, locale);
  return isRent ? labels.rentPrice(text) : text;
}
