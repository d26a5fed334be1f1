import type { Listing } from '../../core/types';
import { formatNumber } from '../../core/formatNumber';
import type { ListingLabels } from './listingLabels';

/**
 * The price line of a listing card: the amount with the item's `CurrencySymbol` (see `formatMoney`). Rentals show the
 * rent with its period (`$2,400 / month`). Without a usable amount: `labels.priceUnknown`.
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

/**
 * An amount with the listing's currency symbol: the number formatted for `locale` (no decimals, formatNumber), the
 * symbol before its digits. The service sends a symbol, not an ISO code, so Intl's currency style cannot be used; the
 * sign goes before the symbol as that style puts it (`-$5,000`, not `$-5,000`), with the locale's own minus sign.
 */
export function formatMoney(amount: number, symbol: string, locale: string | undefined): string {
  const text = formatNumber(amount, locale);
  // What comes before the first digit is the sign (with any direction mark the locale puts with it).
  const digits = text.search(/\p{Nd}/u);
  return digits < 0 ? `${symbol}${text}` : `${text.slice(0, digits)}${symbol}${text.slice(digits)}`;
}
