import { hasListingKeyPrefix } from './listingKeys';
import { toPageNumber } from './toPageNumber';

/**
 * Which page of a listing to show, tracked against the result set (filters, chatbot, page size) it was chosen for; the
 * page value itself lives with its owner (a prop, or the hook's state). When the result set changes while the owner's
 * page stays, {@link NEW_FILTERS_PAGE} is shown (`override`) until the owner moves there, so page N of new filters is
 * never requested; a page that changes together with the result set (Back restoring both from the URL) is honoured.
 * `sync` is idempotent (the same input gives the same object), so a hook may compute it during render and commit it in
 * an effect.
 */
export interface ListingPageTrack {
  /** The result set the page belongs to (a filters-level query key). */
  filtersKey: readonly unknown[];
  /** The owner's page when last seen. */
  page: number;
  /** The result set changed while the owner's page stayed: page 1 is shown meanwhile. */
  override: boolean;
}

/** The only action: "this is the result set and the owner's page now". */
export interface ListingPageSync {
  type: 'sync';
  filtersKey: readonly unknown[];
  page: number;
}

/**
 * The page new filters start at, whoever owns the page: URL state writes it with the new filters in one history entry
 * (so Back returns to the old filters on their old page); any other owner is asked to move there
 * (`onPageNumberChange(1, 'filters')`) while the list already shows it.
 */
export const NEW_FILTERS_PAGE = 1;

/** The page to request and show for a track. */
export const selectListingPage = (track: ListingPageTrack): number => (track.override ? NEW_FILTERS_PAGE : track.page);

/** See {@link ListingPageTrack}. */
export function listingPageReducer(track: ListingPageTrack, { filtersKey, page }: ListingPageSync): ListingPageTrack {
  if (hasListingKeyPrefix(track.filtersKey, filtersKey)) {
    // Same result set: the override lasts until the owner's page moves.
    return page === track.page ? track : { filtersKey: track.filtersKey, page, override: false };
  }
  // A new result set. The owner moved the page with it: honour it; else show NEW_FILTERS_PAGE.
  return { filtersKey, page, override: page === track.page && page !== NEW_FILTERS_PAGE };
}

/**
 * A page the user asked for ({@link toPageNumber}'s rule), kept within the known `pageCount`.
 * @example clampListingPage(99, 5) // 5
 */
export function clampListingPage(page: number, pageCount: number | undefined): number {
  const target = toPageNumber(page);
  return pageCount !== undefined ? Math.min(target, pageCount) : target;
}
