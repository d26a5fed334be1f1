// The page defaults live apart from the operation table so that the listing
// UI (reducers, pager) can read them without pulling in the table's zod
// schemas: a listing app that never validates a request ships no zod for it.

/** docs/SERVICE.md §4.4 rules 1–2 and §8: what the server uses when PageNumber / PageSize are left out. */
export const LISTING_PAGE_DEFAULTS = {
  PageNumber: 1,
  PageSize: 20,
} as const;

/** docs/SERVICE.md §4.4 rule 1: page 1 when PageNumber is omitted. */
export const DEFAULT_PAGE_NUMBER: number = LISTING_PAGE_DEFAULTS.PageNumber;

/** docs/SERVICE.md §4.4 rule 2: 20 items per page when PageSize is omitted. */
export const DEFAULT_PAGE_SIZE: number = LISTING_PAGE_DEFAULTS.PageSize;
