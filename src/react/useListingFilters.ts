'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { normalizeListingFilters, type ListingFilters } from '../core/listings/normalizeListingParams';
import type { SaleType } from '../core/types';

/** The text fields of the filter bar: debounced per field. */
export type ListingTextField = 'cityName' | 'mlsNumber';

/** What the filter inputs show: exactly what the user typed, not yet applied. */
export interface ListingFilterDraft {
  cityName: string;
  mlsNumber: string;
  /** `''` is "Any". */
  saleType: SaleType | '';
}

/** Options of {@link useListingFilters}. */
export interface UseListingFiltersOptions {
  /**
   * The applied filters, when you own them (e.g. in the URL). Update it from
   * `onChange`. Leave it out and the hook keeps them (start with `defaultValue`).
   */
  value?: ListingFilters;
  /** The first filters when `value` is not given. @default {} */
  defaultValue?: ListingFilters;
  /** Called with the new applied filters (normalised: trimmed, empty ones left out). */
  onChange?: (filters: ListingFilters) => void;
  /** Quiet time after the last keystroke in City or MLS number before it applies. @default 300 */
  debounceMs?: number;
}

/** What {@link useListingFilters} returns. */
export interface UseListingFiltersResult {
  /** The applied filters: pass them to `useRealEstateList`. */
  filters: ListingFilters;
  /** What the inputs show. Never replaced while the user is typing in a field. */
  draft: ListingFilterDraft;
  /** Type into City or MLS number: applies after `debounceMs` of quiet in that field. */
  setText: (field: ListingTextField, text: string) => void;
  /** Pick a sale type (`''` for Any): applies at once. */
  setSaleType: (saleType: SaleType | '') => void;
  /** Apply everything typed so far at once (the Enter key). */
  commit: () => void;
  /** Empty every field and apply at once. */
  clear: () => void;
  /** True while typed text waits for its debounce. */
  isDebouncing: boolean;
  /** True when any filter is applied or typed. */
  hasFilters: boolean;
}

const TEXT_FIELDS: ListingTextField[] = ['cityName', 'mlsNumber'];

const toDraft = (filters: ListingFilters | undefined): ListingFilterDraft => ({
  cityName: filters?.cityName ?? '',
  mlsNumber: filters?.mlsNumber ?? '',
  saleType: filters?.saleType ?? '',
});

const sameFilters = (a: ListingFilters, b: ListingFilters) =>
  a.cityName === b.cityName && a.mlsNumber === b.mlsNumber && a.saleType === b.saleType;

/**
 * Filter state for a listing browser (issue 4 §2), controlled or uncontrolled.
 *
 * City and MLS number apply after 300 ms without typing, each field on its own
 * timer, so typing "Austin" asks the service once, not six times. Sale type and
 * Enter (`commit`) apply at once. Typed text is never overwritten: when the
 * applied value comes back (an echo from the owner, or a slow answer), a field
 * the user is still typing in keeps what they typed.
 *
 * @example
 * const f = useListingFilters();
 * const list = useRealEstateList({ serialNumber, ...f.filters });
 * <ListingFilterBar value={f.draft} onTextChange={f.setText} onSaleTypeChange={f.setSaleType} onCommit={f.commit} onClear={f.clear} />
 */
export function useListingFilters(options: UseListingFiltersOptions = {}): UseListingFiltersResult {
  const { value, debounceMs = 300 } = options;
  const isControlled = value !== undefined;
  const controlled = useMemo(
    () => (value ? normalizeListingFilters(value) : undefined),
    // Compare by content: an inline `value={{ cityName }}` is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [value?.cityName, value?.mlsNumber, value?.saleType, isControlled],
  );
  const [own, setOwn] = useState<ListingFilters>(() => normalizeListingFilters(options.defaultValue ?? {}));
  const filters = controlled ?? own;

  const [draft, setDraft] = useState<ListingFilterDraft>(() => toDraft(filters));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const timers = useRef<Partial<Record<ListingTextField, ReturnType<typeof setTimeout>>>>({});
  const [pending, setPending] = useState<Partial<Record<ListingTextField, true>>>({});
  // The applied filters as of the latest change, ahead of the owner's re-render,
  // so two quick applies (City then Sale type) build on each other.
  const applied = useRef(filters);
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;

  // Filters we emitted that the owner has not echoed back yet (controlled mode).
  const echoes = useRef<ListingFilters[]>([]);

  // A new controlled value is one of three things:
  // - the echo of what we applied last: nothing to do;
  // - a late echo of something we applied before (the owner is catching up,
  //   e.g. through an async router): ignored, or it would overwrite newer text;
  // - a change from outside (back button, a reset elsewhere): shown in the
  //   inputs, except in a field the user is typing in right now.
  const [seen, setSeen] = useState(controlled);
  if (controlled !== seen) {
    setSeen(controlled);
    if (controlled) {
      if (sameFilters(controlled, applied.current)) {
        echoes.current = [];
      } else {
        const late = echoes.current.findIndex((e) => sameFilters(e, controlled));
        if (late >= 0) {
          echoes.current = echoes.current.slice(late + 1);
        } else {
          echoes.current = [];
          applied.current = controlled;
          const next = { ...draft, saleType: controlled.saleType ?? ('' as const) };
          for (const field of TEXT_FIELDS) {
            if (!pending[field] && draft[field].trim() !== (controlled[field] ?? '')) next[field] = controlled[field] ?? '';
          }
          setDraft(next);
        }
      }
    }
  }

  const apply = useCallback(
    (patch: ListingFilters) => {
      const next = normalizeListingFilters({ ...applied.current, ...patch });
      if (sameFilters(next, applied.current)) return;
      applied.current = next;
      if (isControlled) echoes.current = [...echoes.current.slice(-49), next];
      else setOwn(next);
      onChange.current?.(next);
    },
    [isControlled],
  );

  const stopTimer = (field: ListingTextField) => {
    clearTimeout(timers.current[field]);
    delete timers.current[field];
  };

  const setText = useCallback(
    (field: ListingTextField, text: string) => {
      setDraft((d) => ({ ...d, [field]: text }));
      stopTimer(field);
      setPending((p) => (p[field] ? p : { ...p, [field]: true }));
      timers.current[field] = setTimeout(() => {
        delete timers.current[field];
        setPending((p) => {
          const { [field]: _done, ...rest } = p;
          return rest;
        });
        apply({ [field]: text });
      }, debounceMs);
    },
    [apply, debounceMs],
  );

  const setSaleType = useCallback(
    (saleType: SaleType | '') => {
      setDraft((d) => ({ ...d, saleType }));
      apply({ saleType: saleType === '' ? undefined : saleType });
    },
    [apply],
  );

  const commit = useCallback(() => {
    const d = draftRef.current;
    for (const field of TEXT_FIELDS) stopTimer(field);
    setPending({});
    apply({ cityName: d.cityName, mlsNumber: d.mlsNumber, saleType: d.saleType === '' ? undefined : d.saleType });
  }, [apply]);

  const clear = useCallback(() => {
    for (const field of TEXT_FIELDS) stopTimer(field);
    setPending({});
    const empty = toDraft(undefined);
    setDraft(empty);
    draftRef.current = empty;
    apply({ cityName: undefined, mlsNumber: undefined, saleType: undefined });
  }, [apply]);

  useEffect(() => {
    const t = timers.current;
    return () => {
      for (const field of TEXT_FIELDS) clearTimeout(t[field]);
    };
  }, []);

  const isDebouncing = Object.keys(pending).length > 0;
  const hasFilters =
    Object.keys(filters).length > 0 || draft.cityName.trim() !== '' || draft.mlsNumber.trim() !== '' || draft.saleType !== '';

  return { filters, draft, setText, setSaleType, commit, clear, isDebouncing, hasFilters };
}
