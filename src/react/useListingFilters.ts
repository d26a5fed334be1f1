'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  hasListingFilters,
  initListingFiltersState,
  LISTING_TEXT_FIELDS,
  listingFiltersReducer,
  type ListingFilterDraft,
  type ListingFiltersAction,
  type ListingTextField,
} from '../core/listings/listingFiltersReducer';
import { normalizeListingFilters, type ListingFilters } from '../core/listings/normalizeListingParams';
import { useControllableState } from './useControllableState';

export type { ListingFilterDraft };

/** Why a filter draft changed: the user edited one field, or cleared them all. */
export interface ListingFilterChange {
  /** `input`: typing in a text field or picking a sale type; `clear`: the Clear button. */
  reason: 'input' | 'clear';
  /** The field that changed; `undefined` when all were cleared. */
  field: keyof ListingFilterDraft | undefined;
}

/** Options of {@link useListingFilters}. */
export interface UseListingFiltersOptions {
  /**
   * The applied filters, when you own them (e.g. in the URL); update them from `onFiltersChange`.
   * @default uncontrolled, starting at `defaultFilters`
   * @example filters: { cityName: searchParams.get('city') ?? undefined }
   */
  filters?: ListingFilters | undefined;
  /** The first filters when `filters` is not given. @default {} @example defaultFilters: { saleType: 'for_rent' } */
  defaultFilters?: ListingFilters | undefined;
  /**
   * Called with the new applied filters (normalised: trimmed, empty ones left out).
   * @default no callback
   * @example onFiltersChange: (filters) => setSearchParams(toSearchParams(filters))
   */
  onFiltersChange?: ((filters: ListingFilters) => void) | undefined;
  /** Quiet time after the last keystroke in City or MLS number before it applies. @default 300 @example debounceMs: 500 */
  debounceMs?: number | undefined;
}

/** What {@link useListingFilters} returns. */
export interface UseListingFiltersResult {
  /** The applied filters: pass them to `useRealEstateList`. */
  filters: ListingFilters;
  /** What the inputs show. Never replaced while the user is typing in a field. */
  draft: ListingFilterDraft;
  /**
   * Sets what the inputs show (`<ListingFilterBar onValueChange>`): City and MLS number apply after `debounceMs` of
   * quiet in that field; a sale type, or a `clear` change (every field emptied), applies at once.
   * @example setDraft({ ...draft, cityName: 'Austin' })
   */
  setDraft: (draft: ListingFilterDraft, change?: ListingFilterChange) => void;
  /** Apply everything typed so far at once (the Enter key). */
  commit: () => void;
  /** Empty every field and apply at once. */
  clear: () => void;
  /** True while typed text waits for its debounce. */
  isDebouncing: boolean;
  /** True when any filter is applied or typed. */
  hasFilters: boolean;
}

/**
 * Filter state for a listing browser, controlled or uncontrolled. City and MLS number apply after 300 ms without
 * typing, each on its own timer (typing "Austin" asks once, not six times); sale type and Enter apply at once. Typed
 * text is never overwritten: when the applied value comes back (an owner's echo, or a slow one), a field the user is
 * typing in keeps its text. The rules are the pure `listingFiltersReducer`; this hook adds the timers.
 *
 * @example
 * const f = useListingFilters();
 * const list = useRealEstateList({ serialNumber, ...f.filters });
 * <ListingFilterBar value={f.draft} onValueChange={f.setDraft} onCommit={f.commit} hasFilters={f.hasFilters} isDebouncing={f.isDebouncing} />
 */
export function useListingFilters(options: UseListingFiltersOptions = {}): UseListingFiltersResult {
  const { filters: value, defaultFilters, debounceMs = 300 } = options;
  // Compared by content: an inline `filters: { cityName }` is a new object every render.
  const isControlled = value !== undefined;
  const { cityName, mlsNumber, saleType } = value ?? {};
  const controlled = useMemo(
    () => (isControlled ? normalizeListingFilters({ cityName, mlsNumber, saleType }) : undefined),
    [isControlled, cityName, mlsNumber, saleType],
  );
  const { onFiltersChange } = options;
  const [filters, setFilters] = useControllableState<ListingFilters, undefined>({
    prop: controlled,
    defaultProp: normalizeListingFilters(defaultFilters ?? {}),
    // The owner's callback gets the filters alone, as documented.
    onChange: onFiltersChange && ((next) => onFiltersChange(next)),
  });

  // The reducer's latest state is also kept in a ref: an event handler must know the filters it just applied before
  // React renders again (to report them, and to build the next apply on them).
  const [state, setState] = useState(() => initListingFiltersState(filters));
  const latest = useRef(state);
  /** Runs an event through the reducer; returns the state before it. */
  const step = useCallback((action: ListingFiltersAction) => {
    const before = latest.current;
    setState((latest.current = listingFiltersReducer(before, action)));
    return before;
  }, []);
  /** Runs an event through the reducer and reports the filters when it applied new ones. */
  const dispatch = useCallback(
    (action: ListingFiltersAction) => {
      if (step(action).applied !== latest.current.applied) setFilters(latest.current.applied, undefined);
    },
    [step, setFilters],
  );

  // The owner's new filters reach the reducer after commit: `filters` shows them at once, the inputs a render later.
  useEffect(() => {
    if (controlled) step({ type: 'external', value: controlled });
  }, [controlled, step]);

  const timers = useRef<Partial<Record<ListingTextField, ReturnType<typeof setTimeout>>>>({});
  const stopTimers = useCallback(() => {
    for (const field of LISTING_TEXT_FIELDS) clearTimeout(timers.current[field]);
    timers.current = {};
  }, []);
  useEffect(() => stopTimers, [stopTimers]);

  // Enter and Clear apply at once: the typing still waiting for its debounce is applied (or cleared) with them.
  const commit = useCallback(() => {
    stopTimers();
    dispatch({ type: 'commit' });
  }, [dispatch, stopTimers]);
  const clear = useCallback(() => {
    stopTimers();
    dispatch({ type: 'clear' });
  }, [dispatch, stopTimers]);

  const setDraft = useCallback(
    (next: ListingFilterDraft, change?: ListingFilterChange) => {
      if (change?.reason === 'clear') return clear();
      const current = latest.current.draft;
      for (const field of LISTING_TEXT_FIELDS) {
        const text = next[field];
        if (text === current[field]) continue;
        step({ type: 'type', field, text });
        clearTimeout(timers.current[field]);
        timers.current[field] = setTimeout(() => {
          delete timers.current[field];
          dispatch({ type: 'settle', field, text });
        }, debounceMs);
      }
      if (next.saleType !== current.saleType) dispatch({ type: 'saleType', saleType: next.saleType });
    },
    [step, dispatch, debounceMs, clear],
  );

  return {
    filters,
    draft: state.draft,
    setDraft,
    commit,
    clear,
    isDebouncing: Object.keys(state.pending).length > 0,
    hasFilters: hasListingFilters(state.draft, filters),
  };
}
