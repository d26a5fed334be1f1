'use client';
import { forwardRef, useId, useRef, type ComponentPropsWithoutRef, type ReactNode, type KeyboardEvent } from 'react';
import { hasListingFilters } from '../core/listings/listingFiltersReducer';
import { isSaleType, SALE_TYPES, type SaleType } from '../core/contract/saleTypes';
import { useControllableState } from '../react/useControllableState';
import type { ListingFilterChange, ListingFilterDraft } from '../react/useListingFilters';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { renderChildren } from './shared/renderChildren';
import { resolveClassName } from './shared/resolveClassName';

/** State a filter bar's `className` and `children` functions receive. */
export interface ListingFilterBarState {
  /** What the inputs show. */
  value: ListingFilterDraft;
  /** Some filter is set or typed. */
  hasFilters: boolean;
  /** Typed text waits for its debounce. */
  isDebouncing: boolean;
}

const EMPTY_DRAFT: ListingFilterDraft = { cityName: '', mlsNumber: '', saleType: '' };

/**
 * Props of {@link ListingFilterBar}: its own, and any attribute of its root `<form>`. Feed it from `useListingFilters`,
 * or let it keep its own value.
 */
export interface ListingFilterBarProps extends Omit<ComponentPropsWithoutRef<'form'>, 'className' | 'children' | 'defaultValue'> {
  /**
   * What the inputs show, when you own it (`useListingFilters().draft`); update it from `onValueChange`.
   * @default uncontrolled, starting at `defaultValue`
   * @example value={f.draft}
   */
  value?: ListingFilterDraft | undefined;
  /** What the inputs show first, when `value` is not given. @default every field empty @example defaultValue={{ cityName: 'Austin', mlsNumber: '', saleType: '' }} */
  defaultValue?: ListingFilterDraft | undefined;
  /**
   * Called with the new value when the user types in City or MLS number, picks a sale type (`''` is Any), or clears the
   * fields (`change.reason` is `clear`).
   * @default no callback
   * @example onValueChange={f.setDraft}
   */
  onValueChange?: ((value: ListingFilterDraft, change: ListingFilterChange) => void) | undefined;
  /** Enter in a text field, or the form's submit: apply the value at once (`useListingFilters().commit`). @default none @example onCommit={f.commit} */
  onCommit?: ((value: ListingFilterDraft) => void) | undefined;
  /** Typed text waits for its debounce (sets `data-state="debouncing"`). @default false */
  isDebouncing?: boolean | undefined;
  /**
   * Some filter is applied or typed (`useListingFilters().hasFilters`): it enables Clear and sets
   * `data-state="filtered"` (so a filter still applied while its erased text waits counts).
   * @default whether `value` shows a filter
   */
  hasFilters?: boolean | undefined;
  /** Overrides of the texts. @default English @example labels={{ city: 'Ville' }} */
  labels?: Partial<ListingLabels> | undefined;
  /** Extra class on the form, or a function of its state. It always has `ck-listing-filters`. @default none */
  className?: string | ((state: ListingFilterBarState) => string | undefined);
  /**
   * Replaces the fields and Clear inside the `<form role="search">` (which keeps Enter-to-commit); a node, or a
   * function of its state.
   * @default City, MLS number, Sale type and Clear
   * @example children={({ value }) => <MyFields value={value} />}
   */
  children?: ReactNode | ((state: ListingFilterBarState) => ReactNode);
}

/**
 * The listing filters: labelled inputs 'City' and 'MLS number', a select 'Sale type' (Any, For sale, For rent) and a
 * Clear button, in a `search` landmark. Its root is that `<form role="search">`, with `data-state` (`idle`, `filtered`,
 * `debouncing`), the `className`, a `ref` and any other attribute given (event handlers run before its own; its
 * `aria-label` is the `filters` label unless one is given). Clear puts focus on City: the button, disabled once nothing
 * is set, cannot keep it. Renders only: timing (debounce, Enter) is the hook's.
 *
 * @example
 * const f = useListingFilters();
 * <ListingFilterBar value={f.draft} onValueChange={f.setDraft} onCommit={f.commit} hasFilters={f.hasFilters} isDebouncing={f.isDebouncing} />
 */
export const ListingFilterBar = forwardRef<HTMLFormElement, ListingFilterBarProps>(function ListingFilterBar(
  {
    value: valueProp,
    defaultValue = EMPTY_DRAFT,
    onValueChange,
    onCommit,
    isDebouncing = false,
    hasFilters: hasFiltersProp,
    labels: labelOverrides,
    className,
    children,
    ...rest
  },
  ref,
) {
  const labels = resolveListingLabels(labelOverrides);
  const id = useId();
  const cityRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useControllableState({ prop: valueProp, defaultProp: defaultValue, onChange: onValueChange });
  const hasFilters = hasFiltersProp ?? hasListingFilters(value);
  const saleTypeLabels: Record<SaleType, string> = { for_sale: labels.saleTypeForSale, for_rent: labels.saleTypeForRent };
  const state: ListingFilterBarState = { value, hasFilters, isDebouncing };
  const edit = (field: keyof ListingFilterDraft, next: string) => setValue({ ...value, [field]: next }, { reason: 'input', field });
  // Two text inputs and no submit button: browsers do not submit on Enter, so it is handled here.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onCommit?.(value);
    }
  };

  return (
    <form
      role="search"
      aria-label={labels.filters}
      {...rest}
      ref={ref}
      className={resolveClassName('ck-listing-filters', className, state)}
      data-state={isDebouncing ? 'debouncing' : hasFilters ? 'filtered' : 'idle'}
      onSubmit={(event) => {
        rest.onSubmit?.(event);
        event.preventDefault();
        onCommit?.(value);
      }}
    >
      {renderChildren(children, state, () => (
        <>
          <div data-part="field">
            <label htmlFor={`${id}-city`}>{labels.city}</label>
            <input
              ref={cityRef}
              id={`${id}-city`}
              type="text"
              name="cityName"
              autoComplete="address-level2"
              value={value.cityName}
              onChange={(event) => edit('cityName', event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <div data-part="field">
            <label htmlFor={`${id}-mls`}>{labels.mlsNumber}</label>
            <input
              id={`${id}-mls`}
              type="text"
              name="mlsNumber"
              autoComplete="off"
              spellCheck={false}
              value={value.mlsNumber}
              onChange={(event) => edit('mlsNumber', event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <div data-part="field">
            <label htmlFor={`${id}-sale`}>{labels.saleType}</label>
            <select
              id={`${id}-sale`}
              name="saleType"
              value={value.saleType}
              onChange={(event) => edit('saleType', isSaleType(event.target.value) ? event.target.value : '')}
            >
              <option value="">{labels.saleTypeAny}</option>
              {SALE_TYPES.map((saleType) => (
                <option key={saleType} value={saleType}>
                  {saleTypeLabels[saleType]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            data-part="clear"
            onClick={() => {
              setValue(EMPTY_DRAFT, { reason: 'clear', field: undefined });
              // WCAG 2.4.3: the first field, where a new search starts, instead of <body>.
              cityRef.current?.focus();
            }}
            disabled={!hasFilters}
          >
            {labels.clear}
          </button>
        </>
      ))}
    </form>
  );
});
