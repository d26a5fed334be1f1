import { isSaleType } from '../../contract/saleTypes';
import type { ListingFilters } from '../normalizeListingParams';
import { toPageNumber } from '../toPageNumber';

/** The query-string names of a listing's state. */
export interface ListingUrlNames {
  /** @default 'city' */
  city: string;
  /** @default 'saleType' */
  saleType: string;
  /** @default 'mls' */
  mls: string;
  /** @default 'page' */
  page: string;
  /** The view of `RealEstateBrowser` (`grid` or `table`). @default 'view' */
  view: string;
}

/** What a URL says about a listing: the filters and the page. */
export interface ListingUrlValues {
  filters: ListingFilters;
  pageNumber: number;
}

/** A parameter's value as read (`null`: absent), or written (`null`: remove it). */
export type ListingUrlParams = Record<string, string | null>;

// A URL is shared and edited by hand: anything longer than a real city or MLS number is read as "no filter", so a
// crafted link never sends garbage.
const MAX_TEXT = 100;

const NAME_KEYS = ['city', 'saleType', 'mls', 'page', 'view'] as const;

/** The full names, prefix included; each defaults to its key (`city`, `saleType`, `mls`, `page`, `view`). */
export function getListingUrlNames({ prefix = '', names }: { prefix?: string | undefined; names?: Partial<ListingUrlNames> | undefined } = {}): ListingUrlNames {
  return Object.fromEntries(NAME_KEYS.map((key) => [key, prefix + (names?.[key] ?? key)])) as unknown as ListingUrlNames;
}

// Control characters and U+FFFD (what broken percent-encoding decodes to) are no city.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const GARBAGE = /[\u0000-\u001f\u007f\ufffd]/;

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_TEXT && !GARBAGE.test(trimmed) ? trimmed : undefined;
};

/**
 * Reads a listing's state from its URL parameters. Anything unusable reads as the default: the page by {@link
 * toPageNumber} (`page=-3`, `page=2.5`, `page=abc` → page 1, as a click on such a page); `saleType=villa` → any; a 10
 * KB city → no city. Never throws.
 * @example readListingUrl({ city: 'Austin', page: '3' }, getListingUrlNames()) // { filters: { cityName: 'Austin' }, pageNumber: 3 }
 */
export function readListingUrl(params: ListingUrlParams, names: ListingUrlNames): ListingUrlValues {
  const filters: ListingFilters = {};
  const cityName = text(params[names.city]);
  const mlsNumber = text(params[names.mls]);
  // Only the two values written here: a URL is not a display form to guess at.
  const saleType = params[names.saleType];
  if (cityName) filters.cityName = cityName;
  if (isSaleType(saleType)) filters.saleType = saleType;
  if (mlsNumber) filters.mlsNumber = mlsNumber;
  return { filters, pageNumber: toPageNumber(params[names.page]) };
}

/**
 * The parameters to write for a state, the page included: defaults (no filter, page 1) are `null`, i.e. left out of the
 * URL. New filters are written with their page, `NEW_FILTERS_PAGE`, in the same entry.
 */
export function toListingUrlParams({ filters, pageNumber }: ListingUrlValues, names: ListingUrlNames): ListingUrlParams {
  return {
    [names.city]: text(filters.cityName) ?? null,
    [names.saleType]: filters.saleType ?? null,
    [names.mls]: text(filters.mlsNumber) ?? null,
    [names.page]: pageNumber > 1 ? String(pageNumber) : null,
  };
}

const keyOf = (segment: string): string => {
  const raw = segment.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * A query string with `params` set (`null` removes one) and every other parameter kept exactly as it was, byte for
 * byte: no re-encoding, order kept. Returns `''` or a string starting with `?`.
 * @example mergeListingSearch('?tab=a%20b&page=2', { page: null, city: 'San Antonio' }) // '?tab=a%20b&city=San+Antonio'
 */
export function mergeListingSearch(search: string, params: ListingUrlParams): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((segment) => segment !== '' && !Object.hasOwn(params, keyOf(segment)));
  const ours = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null) ours.append(key, value);
  const all = [...kept, ours.toString()].filter(Boolean).join('&');
  return all ? `?${all}` : '';
}

/** The values of `keys` in a query string (`null`: absent). */
export function readSearchParams(search: string, keys: readonly string[]): ListingUrlParams {
  const params = new URLSearchParams(search);
  return Object.fromEntries(keys.map((key) => [key, params.get(key)]));
}
