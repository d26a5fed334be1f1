'use client';
import { forwardRef, memo, useId, useState, version, type ComponentPropsWithoutRef, type ReactNode, type ImgHTMLAttributes } from 'react';
import { isSafeHttpUrl } from '../core/normalize/isSafeHttpUrl';
import type { Listing } from '../core/types';
import { formatListingPrice } from './listings/formatListingPrice';
import { formatNumber } from '../core/formatNumber';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { renderChildren } from './shared/renderChildren';
import { resolveClassName } from './shared/resolveClassName';

/** State a card's `className` function and render-prop receive. */
export interface ListingCardState {
  /** The listing shown. */
  listing: Listing;
  /** The photo shown, or `null` when the fallback is shown (missing, broken or unsafe). */
  imageSrc: string | null;
  /** The listing link, or `null` when the listing has no http(s) Url. */
  href: string | null;
  /** The formatted price line. */
  priceText: string;
  /** The texts in use: the defaults with your overrides. */
  labels: ListingLabels;
}

/** Props of {@link ListingCard}: its own, and any attribute of its root `<article>`. */
export interface ListingCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'className' | 'children'> {
  /** A listing as the client gives it (`useRealEstateList().items`, `client.realEstateList()`). */
  listing: Listing;
  /** Locale for prices and numbers (Intl). @default the runtime's locale */
  locale?: string;
  /** Overrides of the texts. @default English ({@link defaultListingLabels}) */
  labels?: Partial<ListingLabels>;
  /** Extra class on the card, or a function of its state. The card always has `ck-listing-card`. @default none */
  className?: string | ((state: ListingCardState) => string | undefined);
  /** Level of the card's heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Load the photo at once with `fetchpriority="high"`, not lazily: for a likely largest paint (the grid's first row). @default false */
  priority?: boolean;
  /**
   * Brokerage attribution at the foot of the card (MLS rules often require it); a node, or a function of its state.
   * @default none
   * @example attribution={({ listing }) => `MLS ${listing.mlsNumber ?? ''}`}
   */
  attribution?: ReactNode | ((state: ListingCardState) => ReactNode);
  /**
   * Replaces the card's content inside its `<article>` (which keeps its class, `data-*` and name); a node, or a
   * function of its state.
   * @default photo, price, title, facts, link, details and attribution
   * @example children={({ listing, priceText }) => <p>{listing.address}: {priceText}</p>}
   */
  children?: ReactNode | ((state: ListingCardState) => ReactNode);
}

/** React 19 knows `fetchPriority`; React 18 passes the lowercase attribute through as it is. */
const HIGH_PRIORITY = {
  loading: 'eager',
  ...(Number.parseInt(version, 10) >= 19 ? { fetchPriority: 'high' } : { fetchpriority: 'high' }),
} as ImgHTMLAttributes<HTMLImageElement>;
const LAZY: ImgHTMLAttributes<HTMLImageElement> = { loading: 'lazy', decoding: 'async' };

/** The photo a card shows for `listing` while it loads: its first safe http(s) image, or `null`. */
export const listingPhoto = (listing: Listing): string | null => listing.images.find((src) => isSafeHttpUrl(src)) ?? null;

/**
 * One listing: photo, price, facts, status, address, days on market, MLS number, link, description and extension
 * fields. The photo and the link are checked with `isSafeHttpUrl` again here (a `Listing` may be hand-made or come from
 * a cache), and all text is rendered as text. Its root is an `<article>` named by its heading (unless `aria-labelledby`
 * is given), with `data-state` (`with-image` or `no-image`), the `className`, a `ref` and any other attribute given.
 */
export const ListingCard = memo(
  forwardRef<HTMLElement, ListingCardProps>(function ListingCard(
    { listing, locale, labels: labelOverrides, className, headingLevel = 3, priority = false, attribution, children, ...rest },
    ref,
  ) {
    const labels = resolveListingLabels(labelOverrides);
    const headingId = useId();
    const candidate = listingPhoto(listing);
    // Remember which src failed, so a new photo for this card gets its own chance.
    const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
    const imageSrc = candidate !== null && candidate !== brokenSrc ? candidate : null;
    const href = isSafeHttpUrl(listing.url) ? listing.url : null;
    const priceText = formatListingPrice(listing, locale, labels);
    const state: ListingCardState = { listing, imageSrc, href, priceText, labels };
    const Heading = `h${headingLevel}` as const;
    const num = (n: number, digits = 0) => formatNumber(n, locale, digits);

    const title = listing.address || labels.untitled(listing);
    const place = [listing.city, [listing.state, listing.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const facts: [string, string][] = [];
    if (listing.bedrooms !== null) facts.push([labels.beds, num(listing.bedrooms, 1)]);
    if (listing.bathrooms !== null) facts.push([labels.baths, num(listing.bathrooms, 1)]);
    if (listing.buildingArea !== null) {
      facts.push([labels.buildingArea, `${num(listing.buildingArea)}${labels.areaUnit ? ` ${labels.areaUnit}` : ''}`]);
    }
    const attributionNode = renderChildren(attribution, state, () => null);

    return (
      <article
        aria-labelledby={headingId}
        {...rest}
        ref={ref}
        className={resolveClassName('ck-listing-card', className, state)}
        data-part="card"
        data-sale-type={listing.saleType ?? undefined}
        data-state={imageSrc ? 'with-image' : 'no-image'}
      >
        {renderChildren(children, state, () => (
          <>
            <div data-part="media">
              {imageSrc ? (
                // Keyed by its photo: a card given another listing (the grid keeps its cards across pages) gets a new
                // element, never the old photo while the new one loads.
                <img
                  key={imageSrc}
                  data-part="image"
                  src={imageSrc}
                  alt={labels.imageAlt(listing)}
                  {...(priority ? HIGH_PRIORITY : LAZY)}
                  onError={() => setBrokenSrc(imageSrc)}
                />
              ) : (
                <div data-part="image-fallback" role="img" aria-label={labels.noImage}>
                  <span aria-hidden="true">{labels.noImage}</span>
                </div>
              )}
              {listing.status ? (
                <span data-part="status" data-status={listing.status.toLowerCase()}>
                  {listing.status}
                </span>
              ) : null}
            </div>
            <div data-part="body">
              <p data-part="price">{priceText}</p>
              <Heading id={headingId} data-part="title">
                {title}
              </Heading>
              {place ? <p data-part="place">{place}</p> : null}
              {facts.length > 0 ? (
                <dl data-part="facts">
                  {facts.map(([term, value]) => (
                    <div key={term} data-part="fact">
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <p data-part="meta">
                {listing.daysOnMarket !== null ? (
                  <span data-part="days-on-market">{labels.daysOnMarket(num(listing.daysOnMarket), listing.daysOnMarket)}</span>
                ) : null}
                {listing.mlsNumber ? (
                  <span data-part="mls">
                    {labels.mls} {listing.mlsNumber}
                  </span>
                ) : null}
              </p>
              {listing.description ? <p data-part="description">{listing.description}</p> : null}
              {listing.extension.length > 0 ? (
                // A new listing in this card starts with its details closed.
                <details key={listing.id ?? title} data-part="details">
                  <summary>{labels.details}</summary>
                  <dl>
                    {listing.extension.map((entry, i) => (
                      <div key={`${entry.key}-${i}`} data-part="detail">
                        <dt>{entry.key}</dt>
                        <dd>{entry.value}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ) : null}
              {href ? (
                <a data-part="link" href={href} target="_blank" rel="noopener noreferrer" aria-describedby={headingId}>
                  {labels.viewListing}
                  <span className="ck-visually-hidden"> {labels.opensInNewTab}</span>
                </a>
              ) : null}
            </div>
            {attributionNode ? <footer data-part="attribution">{attributionNode}</footer> : null}
          </>
        ))}
      </article>
    );
  }),
);
