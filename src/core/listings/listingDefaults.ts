/**
 * Defaults of the listing capability (issue 4). Kept in one place so the
 * query options, the hook and the components agree.
 */

/** SERVICE.md §4.4 rule 1: page 1 when PageNumber is omitted. */
export const DEFAULT_PAGE_NUMBER = 1;

/** SERVICE.md §4.4 rule 2: 20 items per page when PageSize is omitted. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * How long a fetched page counts as fresh. Going back and forth between pages
 * within this time makes no request (issue 4 §2, "Caching").
 */
export const LISTING_STALE_TIME_MS = 30_000;

/** At most this many retries of a transient failure (network, 5xx, 408, 429). */
export const MAX_LISTING_RETRIES = 3;
