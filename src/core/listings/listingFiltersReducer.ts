import type { SaleType } from '../types';
import { isSameListingFilters } from './listingKeys';
import { normalizeListingFilters, type ListingFilters } from './normalizeListingParams';

/** The text fields of the filter bar: debounced per field. */
export type ListingTextField = 'cityName' | 'mlsNumber';

/** What the filter inputs show: exactly what the user typed, not yet applied. */
export interface ListingFilterDraft {
  /** What the City field shows; `''` when empty. */
  cityName: string;
  /** What the MLS number field shows; `''` when empty. */
  mlsNumber: string;
  /** `''` is "Any". */
  saleType: SaleType | '';
}

/** State of {@link listingFiltersReducer}. */
export interface ListingFiltersState {
  /** The applied filters as of the latest event, ahead of an owner that has not re-rendered yet. */
  applied: ListingFilters;
  /** What the inputs show. */
  draft: ListingFilterDraft;
  /** Text fields whose typed text waits for its debounce. */
  pending: Partial<Record<ListingTextField, true>>;
  /** Applied values a controlling owner has not echoed back yet (oldest first, at most 50). */
  echoes: ListingFilters[];
}

/** Events of a filter bar. */
export type ListingFiltersAction =
  /** A keystroke: shown at once, applied when its debounce `settle`s. */
  | { type: 'type'; field: ListingTextField; text: string }
  /** The debounce of a field elapsed: apply what was typed there. */
  | { type: 'settle'; field: ListingTextField; text: string }
  /** Sale type picked (`''` for Any): applied at once. */
  | { type: 'saleType'; saleType: SaleType | '' }
  /** Enter: apply everything typed at once. */
  | { type: 'commit' }
  /** Empty every field and apply at once. */
  | { type: 'clear' }
  /** A new value from a controlling owner: an echo, a late echo, or a change from outside. */
  | { type: 'external'; value: ListingFilters };

/** The filters typed as text (debounced by the hook, trimmed here). */
export const LISTING_TEXT_FIELDS: readonly ListingTextField[] = ['cityName', 'mlsNumber'];
const MAX_ECHOES = 50;

/** The draft that shows `filters`. */
const toListingFilterDraft = (filters: ListingFilters | undefined): ListingFilterDraft => ({
  cityName: filters?.cityName ?? '',
  mlsNumber: filters?.mlsNumber ?? '',
  saleType: filters?.saleType ?? '',
});

/** The first state for `filters`. */
export function initListingFiltersState(filters: ListingFilters): ListingFiltersState {
  const applied = normalizeListingFilters(filters);
  return { applied, draft: toListingFilterDraft(applied), pending: {}, echoes: [] };
}

// Applies a patch on top of the latest applied filters, so two quick applies (City, then Sale type) build on each
// other. Unchanged filters change nothing.
function apply(state: ListingFiltersState, patch: ListingFilters, rest: Partial<ListingFiltersState>): ListingFiltersState {
  const next = normalizeListingFilters({ ...state.applied, ...patch });
  if (isSameListingFilters(next, state.applied)) return { ...state, ...rest };
  return { ...state, ...rest, applied: next, echoes: [...state.echoes.slice(1 - MAX_ECHOES), next] };
}

function withoutPending(pending: ListingFiltersState['pending'], field: ListingTextField) {
  const { [field]: _done, ...rest } = pending;
  return rest;
}

// A new owner's value is one of three things:
// - the echo of what was applied last: nothing to do;
// - a late echo of something applied before (the owner is catching up, e.g.
//   through an async router): ignored, or it would overwrite newer text;
// - a change from outside (back button, a reset elsewhere): shown in the
//   inputs, except in a field the user is typing in right now.
function receive(state: ListingFiltersState, value: ListingFilters): ListingFiltersState {
  if (isSameListingFilters(value, state.applied)) return state.echoes.length === 0 ? state : { ...state, echoes: [] };
  const late = state.echoes.findIndex((echo) => isSameListingFilters(echo, value));
  if (late >= 0) return { ...state, echoes: state.echoes.slice(late + 1) };
  const applied = normalizeListingFilters(value);
  const draft = { ...state.draft, saleType: applied.saleType ?? ('' as const) };
  for (const field of LISTING_TEXT_FIELDS) {
    if (!state.pending[field] && state.draft[field].trim() !== (applied[field] ?? '')) draft[field] = applied[field] ?? '';
  }
  return { ...state, applied, draft, echoes: [] };
}

/**
 * The rules of a listing filter bar as a pure reducer: text is shown as typed and applied per field after its debounce;
 * sale type, Enter and Clear apply at once; typed text is never overwritten by a value that comes back from the owner.
 * Timers and notifications are the hook's job.
 */
export function listingFiltersReducer(state: ListingFiltersState, action: ListingFiltersAction): ListingFiltersState {
  switch (action.type) {
    case 'type':
      return {
        ...state,
        draft: { ...state.draft, [action.field]: action.text },
        pending: state.pending[action.field] ? state.pending : { ...state.pending, [action.field]: true },
      };
    case 'settle':
      return apply(state, { [action.field]: action.text }, { pending: withoutPending(state.pending, action.field) });
    case 'saleType':
      return apply(
        state,
        { saleType: action.saleType === '' ? undefined : action.saleType },
        { draft: { ...state.draft, saleType: action.saleType } },
      );
    case 'commit': {
      const { cityName, mlsNumber, saleType } = state.draft;
      return apply(state, { cityName, mlsNumber, saleType: saleType === '' ? undefined : saleType }, { pending: {} });
    }
    case 'clear':
      return apply(
        state,
        { cityName: undefined, mlsNumber: undefined, saleType: undefined },
        { pending: {}, draft: toListingFilterDraft(undefined) },
      );
    case 'external':
      return receive(state, action.value);
  }
}

/**
 * The one rule for "some filter is set": a filter is applied, or typed or picked in `draft` and not applied yet; blank
 * text is no filter. It is `useListingFilters().hasFilters`, and `<ListingFilterBar>` enables Clear and says
 * `data-state="filtered"` by it. So while a field's erased text waits for its debounce, the filter it held still counts
 * (it still narrows the list) and Clear stays enabled.
 */
export function hasListingFilters(draft: ListingFilterDraft, applied: ListingFilters = {}): boolean {
  const drafted = normalizeListingFilters({ ...draft, saleType: draft.saleType || undefined });
  return Object.keys(drafted).length > 0 || Object.keys(normalizeListingFilters(applied)).length > 0;
}
