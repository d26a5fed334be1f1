'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { createSubscribable } from '../../core/createSubscribable';
import { mergeListingSearch, readSearchParams } from '../../core/listings/urlState/listingUrlParams';
import type { ListingUrlAccess, ListingUrlAdapter } from './useListingUrlState';

// Our own writes: pushState and replaceState fire no event, so every subscriber (two browsers on one page) is told
// here.
const writes = createSubscribable();

function subscribe(onChange: () => void): () => void {
  const stop = writes.subscribe(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    stop();
    window.removeEventListener('popstate', onChange);
  };
}
const getSearch = () => window.location.search;
// The server has no URL here: it renders the defaults and the client reads the real query string right after hydration.
const getServerSearch = () => '';

/** The default {@link ListingUrlAdapter}: the History API (`popstate`, `pushState`, `replaceState`). */
export const useHistoryUrl: ListingUrlAdapter = (keys): ListingUrlAccess => {
  const search = useSyncExternalStore(subscribe, getSearch, getServerSearch);
  const joined = keys.join('\n');
  const params = useMemo(() => readSearchParams(search, joined.split('\n')), [search, joined]);
  const write = useCallback<ListingUrlAccess['write']>((next, mode) => {
    const { pathname, search: current, hash } = window.location;
    const search = mergeListingSearch(current, next);
    if (search === current) return;
    // A new entry starts with no state of its own; a rewritten one keeps its state.
    if (mode === 'push') window.history.pushState(null, '', pathname + search + hash);
    else window.history.replaceState(window.history.state, '', pathname + search + hash);
    writes.emit();
  }, []);
  return { params, write };
};
