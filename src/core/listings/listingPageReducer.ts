import { toPageNumber } from './toPageNumber';

/**
 * Which page of a listing to show, as a pure reducer (DESIGN.md "Pure
 * reducers in core"). The page value itself lives with its owner (a prop, or
 * the hook's own state); this tracks it against the result set it was chosen
 * for, so the rules hold however the value is stored:
 *
 * - the result set (filters, chatbot, page size) changes while the page stays:
 *   {@link NEW_FILTERS_PAGE} is shown until the owner moves (`override`), and
 *   the owner is asked to move there. Page N of the new filters is never requested;
 * - the page changes together with the result set (e.g. the back button
 *   restores both from the URL): that page is honoured.
 *
 * An owner that changes the page with the filters needs no reset: URL state
 * writes new filters and page 1 in one history entry, which this honours.
 *
 * `sync` is idempotent: applying it twice with the same input gives the same
 * state (the same object), so a hook may compute it during render and commit
 * it in an effect, and a render React repeats or throws away does no harm.
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
  /** How to tell result sets apart: a key-prefix match. */
  isSameFilters: (a: readonly unknown[], b: readonly unknown[]) => boolean;
}

/**
 * The page new filters start at: page 1, the first page of the new result
 * set. The one rule for a filter change, whoever owns the page: URL state
 * writes it with the new filters in one history entry (so Back returns to
 * the old filters on their old page); any other owner keeps its page, so the
 * list shows this one and asks the owner to move there
 * (`onPageNumberChange(1, 'filters')`). A page that changes together with
 * the filters without a filter change (Back restoring both) is honoured.
 */
export const NEW_FILTERS_PAGE = 1;

/** The page to request and show for a track. */
export const selectListingPage = (track: ListingPageTrack): number => (track.override ? NEW_FILTERS_PAGE : track.page);

/** See {@link ListingPageTrack}. */
export function listingPageReducer(track: ListingPageTrack, action: ListingPageSync): ListingPageTrack {
  const { filtersKey, page } = action;
  if (action.isSameFilters(track.filtersKey, filtersKey)) {
    // Same result set: the override lasts until the owner's page moves.
    if (page === track.page) return track;
    return { filtersKey: track.filtersKey, page, override: false };
  }
  // A new result set. The owner moved the page with it: honour it; else show NEW_FILTERS_PAGE.
  return { filtersKey, page, override: page === track.page && page !== NEW_FILTERS_PAGE };
}

/**
 * A page the user asked for ({@link toPageNumber}'s rule), kept within the
 * known `pageCount`.
 * @example clampListingPage(99, 5) // 5
 */
export function clampListingPage(page: number, pageCount: number | undefined): number {
  const target = toPageNumber(page);
  return pageCount !== undefined ? Math.min(target, pageCount) : target;
}
