import type { ListingUrlParams } from './listingUrlParams';

const keyOf = (segment: string): string => {
  const raw = segment.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * A query string with `params` set (`null` removes one) and every other
 * parameter kept exactly as it was, byte for byte: no re-encoding, order kept.
 * Returns `''` or a string starting with `?`.
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
