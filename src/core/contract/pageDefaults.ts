// Apart from the operation table, so the listing UI reads them without its zod schemas.

/** docs/SERVICE.md §4.4 rules 1–2 and §8: what the server uses when PageNumber / PageSize are left out. */
export const LISTING_PAGE_DEFAULTS = {
  PageNumber: 1,
  PageSize: 20,
} as const;

/** docs/SERVICE.md §4.4 rule 1: page 1 when PageNumber is omitted. */
export const DEFAULT_PAGE_NUMBER: number = LISTING_PAGE_DEFAULTS.PageNumber;

/** docs/SERVICE.md §4.4 rule 2: 20 items per page when PageSize is omitted. */
export const DEFAULT_PAGE_SIZE: number = LISTING_PAGE_DEFAULTS.PageSize;
