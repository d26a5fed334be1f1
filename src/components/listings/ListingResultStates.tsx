'use client';
import { useRef, type ReactNode } from 'react';
import { focusHeld, useFocusHandOff } from '../shared/useFocusHandOff';
import { listingErrorMessage } from './listingErrorMessage';
import type { ListingLabels } from './listingLabels';

/** What the error alert and the empty state of a listing view (grid or table) take. */
interface ResultStateProps {
  labels: ListingLabels;
  /** Id of the element that names the results (`aria-labelledby` of the grid or table): where focus goes after the state's button. */
  labelledBy: string | undefined;
}

/**
 * The error alert of a listing view (grid or table), with "Try again" when
 * `onRetry` is given. Its button goes with the alert once the results come
 * back; focus then moves as {@link ResultStateButton} says.
 */
export function ListingErrorAlert({ error, onRetry, labels, labelledBy }: ResultStateProps & { error: unknown; onRetry: (() => void) | undefined }) {
  return (
    <div role="alert" data-part="error">
      <p data-part="error-title">{labels.errorTitle}</p>
      <p data-part="error-message">{listingErrorMessage(error)}</p>
      {onRetry ? (
        <ResultStateButton part="retry" onClick={onRetry} labelledBy={labelledBy}>
          {labels.retry}
        </ResultStateButton>
      ) : null}
    </div>
  );
}

/**
 * The empty state of a listing view, with "Clear filters" when
 * `onClearFilters` is given. Its button goes with the empty state once the
 * filters are cleared; focus then moves as {@link ResultStateButton} says.
 */
export function ListingEmptyState({ onClearFilters, labels, labelledBy }: ResultStateProps & { onClearFilters: (() => void) | undefined }) {
  return (
    <div data-part="empty">
      <p>{labels.empty}</p>
      {onClearFilters ? (
        <ResultStateButton part="clear-filters" onClick={onClearFilters} labelledBy={labelledBy}>
          {labels.clearFilters}
        </ResultStateButton>
      ) : null}
    </div>
  );
}

/**
 * "Try again" or "Clear filters". When the button leaves the page while it
 * has focus (the state it belongs to is over), focus moves to the results'
 * heading (the element of `labelledBy`: RealEstateBrowser's heading, where
 * paging puts focus too), or, with no such element, to the grid or table
 * itself. Either is made focusable by script (`tabindex="-1"`) if it is
 * not; the next Tab goes on into the new results.
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
