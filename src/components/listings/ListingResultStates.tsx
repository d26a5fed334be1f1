'use client';
import { listingErrorMessage } from './listingErrorMessage';
import type { ListingLabels } from './listingLabels';

/** The error alert of a listing view (grid or table), with a retry button when `onRetry` is given. */
export function ListingErrorAlert({ error, onRetry, labels }: { error: unknown; onRetry: (() => void) | undefined; labels: ListingLabels }) {
  return (
    <div role="alert" data-part="error">
      <p data-part="error-title">{labels.errorTitle}</p>
      <p data-part="error-message">{listingErrorMessage(error)}</p>
      {onRetry ? (
        <button type="button" data-part="retry" onClick={onRetry}>
          {labels.retry}
        </button>
      ) : null}
    </div>
  );
}

/** The empty state of a listing view, with "Clear filters" when `onClearFilters` is given. */
export function ListingEmptyState({ onClearFilters, labels }: { onClearFilters: (() => void) | undefined; labels: ListingLabels }) {
  return (
    <div data-part="empty">
      <p>{labels.empty}</p>
      {onClearFilters ? (
        <button type="button" data-part="clear-filters" onClick={onClearFilters}>
          {labels.clearFilters}
        </button>
      ) : null}
    </div>
  );
}
