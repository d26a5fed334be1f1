'use client';
import { useId, useRef, type KeyboardEvent } from 'react';
import { hasListingFilters } from '../core/listings/listingFiltersReducer';
import { isSaleType, SALE_TYPES, type SaleType } from '../core/contract/saleTypes';
import type { ListingFilterDraft, ListingTextField } from '../react/useListingFilters';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { renderChildren, type ChildrenProp } from './shared/renderChildren';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';

/** State a filter bar's `className` and `children` functions receive. */
export interface ListingFilterBarState {
  value: ListingFilterDraft;
  /** Some filter is set or typed. */
  hasFilters: boolean;
  /** Typed text waits for its debounce. */
  isDebouncing: boolean;
}

/** Props of {@link ListingFilterBar}. Feed it from `useListingFilters`. */
export interface ListingFilterBarProps {
  /** What the inputs show (`useListingFilters().draft`). */
  value: ListingFilterDraft;
  /** Typing in City or MLS number (`useListingFilters().setText`). */
  onTextChange: (field: ListingTextField, text: string) => void;
  /** Picking a sale type; `''` is Any (`useListingFilters().setSaleType`). */
  onSaleTypeChange: (saleType: SaleType | '') => void;
  /** Enter in a text field: apply at once (`useListingFilters().commit`). @default none (Enter does nothing more) */
  onCommit?: () => void;
  /** The clear button (`useListingFilters().clear`); focus then moves to City. Without it, no button. @default none */
  onClear?: () => void;
  /** Typed text waits for its debounce (sets `data-state="debouncing"`). @default false */
  isDebouncing?: boolean;
  /**
   * Some filter is applied or typed (`useListingFilters().hasFilters`): it
   * enables Clear and sets `data-state="filtered"`. Give it so that a filter
   * still applied while its erased text waits for the debounce counts.
   * @default whether `value` shows a filter
   */
  hasFilters?: boolean;
  /** Overrides of the texts. @default English */
  labels?: Partial<ListingLabels>;
  /** Extra class on the form, or a function of its state. It always has `ck-listing-filters`. @default none */
  className?: ClassNameProp<ListingFilterBarState>;
  /**
   * Replaces the fields and the clear button inside the `<form role="search">`
   * (which keeps Enter-to-commit); a node, or a function of its state.
   * @default City, MLS number, Sale type and Clear
   * @example children={({ value }) => <MyFields value={value} />}
   */
  children?: ChildrenProp<ListingFilterBarState>;
}

/**
 * The listing filters: labelled inputs 'City' and 'MLS number',
 * a select 'Sale type' (Any, For sale, For rent) and a clear button, in a
 * `search` landmark. Clear puts focus on City: the button, disabled once
 * nothing is set, cannot keep it. Renders only: timing (debounce, Enter) is
 * the hook's.
 */
export function ListingFilterBar({
  value,
  onTextChange,
  onSaleTypeChange,
  onCommit,
  onClear,
  isDebouncing = false,
  hasFilters: hasFiltersProp,
  labels: labelOverrides,
  className,
  children,
}: ListingFilterBarProps) {
  const labels = resolveListingLabels(labelOverrides);
  const id = useId();
  const cityRef = useRef<HTMLInputElement>(null);
  const hasFilters = hasFiltersProp ?? hasListingFilters(value);
  const saleTypeLabels: Record<SaleType, string> = { for_sale: labels.saleTypeForSale, for_rent: labels.saleTypeForRent };
  const state: ListingFilterBarState = { value, hasFilters, isDebouncing };
  // Two text inputs and no submit button: browsers do not submit on Enter, so it is handled here.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onCommit?.();
    }
  };

  return (
    <form
      role="search"
      aria-label={labels.filters}
      className={resolveClassName('ck-listing-filters', className, state)}
      data-state={isDebouncing ? 'debouncing' : hasFilters ? 'filtered' : 'idle'}
      onSubmit={(event) => {
        event.preventDefault();
        onCommit?.();
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
              onChange={(event) => onTextChange('cityName', event.target.value)}
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
              onChange={(event) => onTextChange('mlsNumber', event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <div data-part="field">
            <label htmlFor={`${id}-sale`}>{labels.saleType}</label>
            <select
              id={`${id}-sale`}
              name="saleType"
              value={value.saleType}
              onChange={(event) => onSaleTypeChange(isSaleType(event.target.value) ? event.target.value : '')}
            >
              <option value="">{labels.saleTypeAny}</option>
              {SALE_TYPES.map((saleType) => (
                <option key={saleType} value={saleType}>
                  {saleTypeLabels[saleType]}
                </option>
              ))}
            </select>
          </div>
          {onClear ? (
            <button
              type="button"
              data-part="clear"
              onClick={() => {
                onClear();
                // WCAG 2.4.3: the first field, where a new search starts, instead of <body>.
                cityRef.current?.focus();
              }}
              disabled={!hasFilters}
            >
              {labels.clear}
            </button>
          ) : null}
        </>
      ))}
    </form>
  );
}
