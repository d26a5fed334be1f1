/**
 * Defaults of the listing capability (issue 4). Kept in one place so the
 * query options, the hook and the components agree. The page defaults are the
 * service's own (SERVICE.md §4.4 rules 1–2): their only home is the contract
 * table, read here.
 */
export { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '../contract/pageDefaults';

/**
 * How long a fetched page counts as fresh. Going back and forth between pages
 * within this time makes no request (issue 4 §2, "Caching").
 */
export const LISTING_STALE_TIME_MS = 30_000;
