import { createSubscribable } from '../createSubscribable';
import {
  initListingFiltersState,
  listingFiltersReducer,
  type ListingFiltersAction,
  type ListingFiltersState,
} from './listingFiltersReducer';
import type { ListingFilters } from './normalizeListingParams';

/** A filter bar's state outside React: read by `useSyncExternalStore`, changed by events. */
export interface ListingFiltersStore {
  getState(): ListingFiltersState;
  /** Runs the reducer now and notifies at once; returns the state before and after. */
  dispatch(action: ListingFiltersAction): { before: ListingFiltersState; after: ListingFiltersState };
  subscribe(listener: () => void): () => void;
}

/**
 * Holds {@link listingFiltersReducer}'s state. It lives outside React because
 * an event handler must know the filters it just applied before React
 * re-renders (to report them, and to build the next apply on them).
 */
export function createListingFiltersStore(filters: ListingFilters): ListingFiltersStore {
  let state = initListingFiltersState(filters);
  const listeners = createSubscribable();
  return {
    getState: () => state,
    dispatch(action) {
      const before = state;
      state = listingFiltersReducer(state, action);
      if (state !== before) listeners.emit();
      return { before, after: state };
    },
    subscribe: listeners.subscribe,
  };
}
