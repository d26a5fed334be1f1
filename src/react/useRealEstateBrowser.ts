'use client';
import { startTransition, useEffect, useId, useRef, type HTMLAttributes, type Ref, type RefObject } from 'react';
import { getListingPagination, sentCountOf } from '../core/listings/getListingPagination';
import { getListingStatus, isListingSettled, type ListingStatus } from '../core/listings/getListingStatus';
import type { ListingFilterDraft } from '../core/listings/listingFiltersReducer';
import type { ListingFilters } from '../core/listings/normalizeListingParams';
import { mergeRefs } from './mergeRefs';
import { useControllableState } from './useControllableState';
import type { ListingUrlState } from './url/useListingUrlState';
import { useListingFilters, type ListingFilterChange, type UseListingFiltersOptions, type UseListingFiltersResult } from './useListingFilters';
import { useRealEstateList, type UseRealEstateListOptions, type UseRealEstateListParams, type UseRealEstateListResult } from './useRealEstateList';

/**
 * Options of {@link useRealEstateBrowser}: the data props of `<RealEstateBrowser>`. The request's, the filters' and the
 * page's options are those of `useRealEstateList` and `useListingFilters`.
 */
export interface UseRealEstateBrowserOptions
  extends Pick<UseRealEstateListParams, 'serialNumber' | 'pageSize'>,
    UseListingFiltersOptions,
    Omit<UseRealEstateListOptions, 'enabled'> {
  /**
   * Keep the filters, the page and the view in the URL: the result of `useListingUrlState()`, which an app imports only
   * when it wants this. The URL then owns filters, page and view: `filters`, `defaultFilters`, `pageNumber`,
   * `defaultPageNumber` and `view` are ignored (the callbacks are still called; `defaultView` is the view when the URL
   * names none).
   * @default none: nothing is read from or written to the URL
   * @example urlState: useListingUrlState({ prefix: 'rentals.' })
   */
  urlState?: ListingUrlState | undefined;
  /** How results are shown, when you own it. Update it from `onViewChange`. @default uncontrolled @example view: 'table' */
  view?: ListingView | undefined;
  /** First view when `view` is not given (and the URL names none). @default 'grid' @example defaultView: 'table' */
  defaultView?: ListingView | undefined;
  /** Called when the user switches the view. @default no callback @example onViewChange: setView */
  onViewChange?: ((view: ListingView) => void) | undefined;
}

/** How a browser shows its results: cards, or a table. */
export type ListingView = 'grid' | 'table';

/** What a browser shows, for `className`, `children` and `data-state`. */
export interface RealEstateBrowserState {
  /** What the results show: `loading`, `error`, `empty`, `ready` or `placeholder`. */
  status: ListingStatus;
  /** The current page, 1-based. */
  pageNumber: number;
  /** Number of pages; `undefined` while unknown. */
  pageCount: number | undefined;
  /** A request is in flight. */
  isFetching: boolean;
  /** How the results are shown. */
  view: ListingView;
}

/** Props of an element of the browser (its root, its heading), as the getters take them and return them. */
type ElementProps<E extends HTMLElement> = HTMLAttributes<E> & {
  [key: `data-${string}`]: string | number | boolean | undefined;
  ref?: Ref<E> | undefined;
};

/** What {@link useRealEstateBrowser} returns. */
export interface UseRealEstateBrowserResult {
  /** What the browser shows: status, page, view; the state its `className` and `children` functions receive. */
  state: RealEstateBrowserState;
  /** The list hook's result, for anything the getters do not cover. */
  list: UseRealEstateListResult;
  /**
   * What to announce once a page has settled, `null` while one loads (so every settled page is announced); format the
   * numbers for the locale.
   */
  announcement: {
    /** Matching listings when known, else the listings on this page. */
    count: number;
    /** True when `count` is the number of all matches. */
    isTotal: boolean;
    /**
     * The page that settled, 1-based.
     */
    pageNumber: number;
    /**
     * Number of pages; `undefined` while unknown.
     */
    pageCount: number | undefined;
  } | null;
  /**
   * The listings on screen as a range of the result set, once a non-empty page has settled: "1–20 of 95" or, when
   * `VirtualCount` cannot be trusted, "1–20 of at least 60".
   */
  range: {
    /** Position of the page's first listing among all matches, 1-based. */
    first: number;
    /** Position of the page's last listing. */
    last: number;
    /**
     * All matches (`isTotal`), or the matches known so far ("at least").
     */
    total: number;
    /**
     * True when `total` is the number of all matches.
     */
    isTotal: boolean;
  } | null;
  /** The applied filters (what an export of the whole result asks for). */
  filters: ListingFilters;
  /** Switches the view (with `urlState`, into the URL). */
  setView: (view: ListingView) => void;
  /** Whether to show a pager (also on an error past page 1, so the user can go back). */
  showPager: boolean;
  /**
   * Props of the root (a `<section>` named by the heading): yours, with `data-state`, `aria-labelledby` (yours wins)
   * and a `ref` that sets yours too.
   * @example <section {...b.getRootProps({ className: 'homes', ref: sectionRef })}>
   */
  getRootProps<E extends HTMLElement = HTMLElement>(
    props?: HTMLAttributes<E> & { [key: `data-${string}`]: string | number | boolean | undefined; ref?: Ref<E> | undefined },
  ): HTMLAttributes<E> & { [key: `data-${string}`]: string | number | boolean | undefined; ref?: Ref<E> | undefined } & {
    'data-state': ListingStatus; 'aria-labelledby': string; ref: Ref<E>;
  };
  /**
   * Props of the results heading, merged into yours like `getRootProps`: focus moves there after paging (WCAG 2.4.3),
   * so it keeps its `id`, `tabIndex` and `ref`.
   */
  getHeadingProps(
    props?: HTMLAttributes<HTMLHeadingElement> & { [key: `data-${string}`]: string | number | boolean | undefined; ref?: Ref<HTMLHeadingElement> | undefined },
  ): HTMLAttributes<HTMLHeadingElement> & { [key: `data-${string}`]: string | number | boolean | undefined; ref?: Ref<HTMLHeadingElement> | undefined } & {
    id: string; tabIndex: -1; 'data-part': 'heading'; ref: Ref<HTMLHeadingElement>;
  };
  /** Props of `<ListingFilterBar>`. */
  getFilterBarProps(): Pick<UseListingFiltersResult, 'isDebouncing' | 'hasFilters'> & {
    value: ListingFilterDraft;
    onValueChange: (value: ListingFilterDraft, change: ListingFilterChange) => void;
    onCommit: () => void;
  };
  /** Props of `<ListingGrid>`. */
  getGridProps(): Pick<UseRealEstateListResult, 'items' | 'isLoading' | 'isFetching' | 'isPlaceholderData'> & {
    error: Error | undefined;
    onRetry: () => void;
    onClearFilters: (() => void) | undefined;
    skeletonCount: number;
    'aria-labelledby': string;
  };
  /** Props of `<Pagination>`. Its `onPageNumberChange` also moves focus to the heading. */
  getPaginationProps(): Pick<UseRealEstateListResult, 'pageNumber' | 'pageCount' | 'hasNextPage'> & {
    onPageNumberChange: (pageNumber: number) => void;
  };
}

/**
 * Everything `<RealEstateBrowser>` knows (filters, results, pagination, the announcement and focus handling) as prop
 * getters, for a layout of your own.
 *
 * @example
 * const b = useRealEstateBrowser({ serialNumber });
 * <section {...b.getRootProps()}>
 *   <ListingFilterBar {...b.getFilterBarProps()} />
 *   <h2 {...b.getHeadingProps()}>Homes</h2>
 *   <ListingGrid {...b.getGridProps()} />
 *   {b.showPager ? <Pagination {...b.getPaginationProps()} /> : null}
 * </section>
 */
export function useRealEstateBrowser(options: UseRealEstateBrowserOptions): UseRealEstateBrowserResult {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const url = options.urlState;
  const { onFiltersChange, onPageNumberChange, onViewChange, defaultView = 'grid' } = options;
  const [view, setView] = useControllableState<ListingView>({
    prop: url ? (url.view ?? defaultView) : options.view,
    defaultProp: defaultView,
    onChange: (next) => {
      url?.setView(next === defaultView ? undefined : next);
      onViewChange?.(next);
    },
  });
  const filterState = useListingFilters({
    filters: url ? url.filters : options.filters,
    defaultFilters: options.defaultFilters,
    onFiltersChange: url
      ? (filters) => {
          url.setFilters(filters);
          onFiltersChange?.(filters);
        }
      : onFiltersChange,
    debounceMs: options.debounceMs,
  });
  const list = useRealEstateList(
    { serialNumber: options.serialNumber, pageSize: options.pageSize, ...filterState.filters },
    {
      client: options.client,
      pageNumber: url ? url.pageNumber : options.pageNumber,
      defaultPageNumber: options.defaultPageNumber,
      onPageNumberChange: url
        ? (page, reason) => {
            url.setPageNumber(page, reason);
            onPageNumberChange?.(page, reason);
          }
        : onPageNumberChange,
      staleTime: options.staleTime,
      prefetchNextPage: options.prefetchNextPage,
    },
  );

  // While the next page loads, the pager keeps the page count of the page on screen (a settled page of the same
  // filters), so its buttons do not vanish under the pointer. A display hint: the list's own totals stay settled-only.
  const shown = list.isPlaceholderData ? list.data : undefined;
  const pagerPageCount = shown
    ? getListingPagination({
        pageNumber: shown.pageNumber,
        pageSize: list.pageSize,
        itemCount: sentCountOf(shown),
        virtualCount: shown.virtualCount,
      }).pageCount
    : list.pageCount;
  const pagerHasNext = pagerPageCount !== undefined ? list.pageNumber < pagerPageCount : list.hasNextPage;

  const isLoading = list.isLoading || list.isPageOutOfRange;
  const isSettled = isListingSettled(list);
  const status = getListingStatus({
    hasError: list.isError,
    isLoading,
    isPlaceholderData: list.isPlaceholderData,
    itemCount: list.items.length,
  });
  const announcement: UseRealEstateBrowserResult['announcement'] =
    isSettled && !list.isPageOutOfRange
      ? {
          count: list.totalCount ?? list.items.length,
          isTotal: list.totalCount !== undefined,
          pageNumber: list.pageNumber,
          pageCount: list.pageCount,
        }
      : null;

  const restoreScroll = url?.restoreScroll;
  const isReady = isSettled && !list.isFetching;
  useEffect(() => restoreScroll?.(rootRef.current, isReady), [restoreScroll, isReady]);
  const range: UseRealEstateBrowserResult['range'] =
    isSettled && list.items.length > 0 && !list.isPageOutOfRange
      ? {
          first: (list.pageNumber - 1) * list.pageSize + 1,
          last: (list.pageNumber - 1) * list.pageSize + list.items.length,
          total: list.totalCount ?? list.knownCount ?? 0,
          isTotal: list.totalCount !== undefined,
        }
      : null;

  const goToPage = (page: number) => {
    // A transition: the click's frame paints at once (focus on the heading); the new page renders interruptibly.
    startTransition(() => list.setPageNumber(page));
    // WCAG 2.4.3: after paging, users continue at the top of the new results.
    headingRef.current?.focus();
  };

  return {
    state: { status, pageNumber: list.pageNumber, pageCount: list.pageCount, isFetching: list.isFetching, view },
    list,
    filters: filterState.filters,
    setView: (next) => setView(next, undefined),
    announcement,
    range,
    showPager: !isLoading && (list.pageNumber > 1 || pagerHasNext || (pagerPageCount ?? 0) > 1),
    getRootProps: <E extends HTMLElement = HTMLElement>({ ref, ...props }: ElementProps<E> = {}) => ({
      ...props,
      'aria-labelledby': props['aria-labelledby'] ?? headingId,
      'data-state': status,
      ref: mergeRefs(rootRef as RefObject<E | null>, ref),
    }),
    getHeadingProps: ({ ref, ...props } = {}) => ({
      ...props,
      id: headingId,
      tabIndex: -1,
      'data-part': 'heading',
      ref: mergeRefs<HTMLHeadingElement>(headingRef, ref),
    }),
    getFilterBarProps: () => ({
      value: filterState.draft,
      onValueChange: filterState.setDraft,
      onCommit: filterState.commit,
      isDebouncing: filterState.isDebouncing,
      hasFilters: filterState.hasFilters,
    }),
    getGridProps: () => ({
      items: isLoading ? [] : list.items,
      isLoading,
      isFetching: list.isFetching,
      isPlaceholderData: list.isPlaceholderData,
      error: list.error ?? undefined,
      onRetry: list.refetch,
      onClearFilters: filterState.hasFilters ? filterState.clear : undefined,
      skeletonCount: Math.min(list.pageSize, 6),
      'aria-labelledby': headingId,
    }),
    getPaginationProps: () => ({
      pageNumber: list.pageNumber,
      pageCount: pagerPageCount,
      hasNextPage: pagerHasNext,
      onPageNumberChange: goToPage,
    }),
  };
}
