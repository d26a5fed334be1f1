'use client';
import { useRef, type ReactNode } from 'react';
import { getListingStatus } from '../../core/listings/getListingStatus';
import type { Listing } from '../../core/types';
import type { ListingResultsProps } from '../ListingGrid';
import { focusHeld, useFocusHandOff } from '../shared/useFocusHandOff';
import { listingErrorMessage } from './listingErrorMessage';
import type { ListingLabels } from './listingLabels';

/**
 * The data props of a grid or table with their defaults, its status, and the rest of its props. `labelledBy` names the
 * results: where focus goes after a state's button.
 */
export function splitListingResults<P extends ListingResultsProps>({
  items,
  isLoading = false,
  isFetching = false,
  isPlaceholderData = false,
  error,
  onRetry,
  onClearFilters,
  skeletonCount = 6,
  locale,
  'aria-labelledby': labelledBy,
  ...rest
}: P) {
  const status = getListingStatus({ hasError: error != null, isLoading, isPlaceholderData, itemCount: items.length });
  const busy = isFetching || status === 'loading';
  return { results: { items, isFetching, isPlaceholderData, error, onRetry, onClearFilters, skeletonCount, locale, labelledBy, status, busy }, rest };
}

type ListingResults = ReturnType<typeof splitListingResults>['results'];

/** A row's key: ids may repeat or be missing in malformed data, so the index keeps keys unique. */
export const listingKey = (listing: Listing, index: number) => `${listing.id ?? '-'}:${index}`;

/**
 * The states of a listing view around its list or table: the error alert (with "Try again" when `onRetry` is given),
 * the hidden loading text, and the empty state (with "Clear filters" when `onClearFilters` is given).
 */
export function ListingResultStates({ results: r, labels }: { results: ListingResults; labels: ListingLabels }) {
  return (
    <>
      {r.error != null ? (
        <div role="alert" data-part="error">
          <p data-part="error-title">{labels.errorTitle}</p>
          <p data-part="error-message">{listingErrorMessage(r.error)}</p>
          {r.onRetry ? (
            <ResultStateButton part="retry" onClick={r.onRetry} labelledBy={r.labelledBy}>
              {labels.retry}
            </ResultStateButton>
          ) : null}
        </div>
      ) : null}
      {r.status === 'loading' ? (
        <p data-part="loading" className="ck-visually-hidden">
          {labels.loading}
        </p>
      ) : null}
      {r.status === 'empty' ? (
        <div data-part="empty">
          <p>{labels.empty}</p>
          {r.onClearFilters ? (
            <ResultStateButton part="clear-filters" onClick={r.onClearFilters} labelledBy={r.labelledBy}>
              {labels.clearFilters}
            </ResultStateButton>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * "Try again" or "Clear filters". When the button leaves the page while it has focus (its state is over), focus moves
 * to the results' heading (the element of `labelledBy`, where paging puts focus too) or, with none, to the grid or
 * table itself, made focusable by script if it is not; the next Tab goes on into the new results.
 */
function ResultStateButton({ part, onClick, labelledBy, children }: { part: string; onClick: () => void; labelledBy: string | undefined; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusHandOff(ref, (button) => {
    const view = button.closest<HTMLElement>('.ck-listing-grid, .ck-listing-table');
    return () => focusHeld((labelledBy && button.ownerDocument.getElementById(labelledBy)) || view);
  });
  return (
    <button ref={ref} type="button" data-part={part} onClick={() => onClick()}>
      {children}
    </button>
  );
}
