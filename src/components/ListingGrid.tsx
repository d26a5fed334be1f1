'use client';
import { forwardRef, memo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as ReactDOM from 'react-dom';
import type { ListingStatus } from '../core/listings/getListingStatus';
import type { Listing } from '../core/types';
import { ListingCard, listingPhoto, type ListingCardProps } from './ListingCard';
import { listingKey, ListingResultStates, splitListingResults } from './listings/ListingResultStates';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { renderChildren } from './shared/renderChildren';
import { resolveClassName } from './shared/resolveClassName';

/** State a grid's `className` and `children` functions receive. */
export interface ListingGridState {
  /** What the view shows: `loading`, `error`, `empty`, `ready` or `placeholder` (the previous page while the next loads). */
  status: ListingStatus;
  /** A request is in flight (`aria-busy` is set). */
  isFetching: boolean;
  /** The listings given. */
  items: Listing[];
  /** The failure given, if any. */
  error: unknown;
}

/** What `renderItem` receives with each listing. */
export interface ListingGridItemState {
  /** The listing's position on the page, from 0. */
  index: number;
  /** The listing belongs to the previous page, shown while this page loads. */
  isPlaceholderData: boolean;
}

/**
 * The data props of a page of results, the same on `<ListingGrid>` and `<ListingTable>`: feed them from
 * `useRealEstateList` (or spread `useRealEstateBrowser().getGridProps()`).
 */
export interface ListingResultsProps {
  /** The listings to show (the previous page's while `isPlaceholderData`). @example items={list.items} */
  items: Listing[];
  /** No data to show yet: skeletons (cards, or rows in a table) are shown. @default false */
  isLoading?: boolean | undefined;
  /** A request is in flight: `aria-busy` is set. @default false */
  isFetching?: boolean | undefined;
  /** The items are the previous page's, shown while this page loads. @default false */
  isPlaceholderData?: boolean | undefined;
  /** The failure to show as an alert with a retry button. @default none */
  error?: unknown;
  /** Called by the retry button. Without it, no retry button. @default none */
  onRetry?: (() => void) | undefined;
  /** Called by the empty state's "Clear filters". Without it, no button. @default none */
  onClearFilters?: (() => void) | undefined;
  /** How many skeletons while loading (use the page size). @default 6 */
  skeletonCount?: number | undefined;
  /** Locale for prices and numbers. @default the runtime's locale @example locale="en-US" */
  locale?: string | undefined;
  /** Id of the element that names the results (e.g. the results heading). @default the `list` label names them */
  'aria-labelledby'?: string | undefined;
}

/** Props of {@link ListingGrid}: the {@link ListingResultsProps}, how cards are drawn, and any attribute of its root `<div>`. */
export interface ListingGridProps extends ListingResultsProps, Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children' | 'aria-labelledby'> {
  /** Overrides of the texts. @default English */
  labels?: Partial<ListingLabels>;
  /** Extra class on the grid, or a function of its state. The grid always has `ck-listing-grid`. @default none */
  className?: string | ((state: ListingGridState) => string | undefined);
  /** How many cards, from the first, load their photo at once with `fetchpriority="high"` (set it to your columns); the others load lazily. @default 4 */
  priorityImageCount?: number;
  /** Props given to every default card (heading level, attribution, …); `priority` comes from `priorityImageCount`. @default none */
  cardProps?: Omit<ListingCardProps, 'listing' | 'locale' | 'labels' | 'priority'>;
  /**
   * Render each listing yourself instead of the default `<ListingCard>`; it is wrapped in a list item.
   * @default a `<ListingCard>` with `cardProps`
   * @example renderItem={(listing, { index }) => <MyCard listing={listing} eager={index < 3} />}
   */
  renderItem?: ((listing: Listing, state: ListingGridItemState) => ReactNode) | undefined;
  /**
   * Replaces the grid's whole content inside its root; a node, or a function of its state.
   * @default the alert, skeletons, list and empty state
   * @example children={(state) => state.status === 'empty' ? <MyEmpty /> : undefined}
   */
  children?: ReactNode | ((state: ListingGridState) => ReactNode);
}


/** React 19's resource hint, kept once per URL by React; React 18 has none, and asks for a photo when its card commits. */
const preload = (ReactDOM as { preload?: (href: string, options: { as: 'image'; fetchPriority: 'high' }) => void }).preload;

/**
 * The results of a listing query: a list of cards, card-sized skeletons while loading, an empty state, and an error
 * alert with retry. When "Try again" or "Clear filters" goes with focus on it, focus moves to the `aria-labelledby`
 * element (else the grid). Renders only, and is memoised (typing in a filter leaves it alone). Its root is a `<div>`
 * with `data-state` (a {@link ListingStatus}), `aria-busy` while a page loads, the `className`, a `ref` and any other
 * attribute given.
 */
export const ListingGrid = memo(
  forwardRef<HTMLDivElement, ListingGridProps>(function ListingGrid(props, ref) {
    const { results, rest: { labels: labelOverrides, className, cardProps, priorityImageCount = 4, renderItem, children, ...rest } } = splitListingResults(props);
    const { items, status, isFetching, isPlaceholderData, error, locale, labelledBy, busy } = results;
    const labels = resolveListingLabels(labelOverrides);
    const state: ListingGridState = { status, isFetching, items, error };
    const listName = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': labels.list };
    const showsList = items.length > 0 && status !== 'loading';
    // The first row's photos are the page's largest paint: asked for now, not after the cards commit.
    if (preload && showsList && !renderItem && !children) {
      for (const listing of items.slice(0, priorityImageCount)) {
        const photo = listingPhoto(listing);
        if (photo) preload(photo, { as: 'image', fetchPriority: 'high' });
      }
    }

    return (
      <div
        {...rest}
        ref={ref}
        className={resolveClassName('ck-listing-grid', className, state)}
        data-state={status}
        aria-busy={busy || undefined}
      >
        {renderChildren(children, state, () => (
          <>
            <ListingResultStates results={results} labels={labels} />
            {status === 'loading' ? (
              <ul role="list" data-part="list" data-state="loading" aria-busy="true" {...listName}>
                {Array.from({ length: Math.max(1, results.skeletonCount) }, (_, i) => (
                  <li key={i} role="listitem" data-part="skeleton" aria-hidden="true">
                    <div className="ck-listing-card" data-part="card">
                      <div data-part="media" />
                      <div data-part="body">
                        <span data-part="skeleton-line" />
                        <span data-part="skeleton-line" />
                        <span data-part="skeleton-line" />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            {showsList ? (
              <ul role="list" data-part="list" aria-busy={busy || undefined} {...listName}>
                {items.map((listing, index) => (
                  // Default cards are keyed by their place: a new page updates the same cards in place. Your own items
                  // keep the listing's key, so their state stays with it.
                  <li key={renderItem ? listingKey(listing, index) : index} role="listitem" data-part="item">
                    {renderItem ? renderItem(listing, { index, isPlaceholderData }) : (
                      <ListingCard {...cardProps} priority={index < priorityImageCount} listing={listing} locale={locale} labels={labelOverrides} />
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ))}
      </div>
    );
  }),
);
