'use client';
import { useId, useRef, type ReactNode } from 'react';
import type { ListingFilters } from '../core/listings/normalizeListingParams';
import type { ChatbotClient, Listing } from '../core/types';
import { useListingFilters } from '../react/useListingFilters';
import { useRealEstateList, type ListingPageChangeReason } from '../react/useRealEstateList';
import { ListingFilterBar } from './ListingFilterBar';
import { ListingGrid } from './ListingGrid';
import type { ListingCardProps } from './ListingCard';
import { Pagination } from './Pagination';
import { formatNumber } from './listings/formatNumber';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';

/** State a browser's `className` function receives. */
export interface RealEstateBrowserState {
  status: 'loading' | 'error' | 'empty' | 'ready' | 'placeholder';
  pageNumber: number;
  pageCount: number | undefined;
  isFetching: boolean;
}

/** Props of {@link RealEstateBrowser}. */
export interface RealEstateBrowserProps {
  /** Chatbot ID (`SerialNumber`) whose listings to browse. Must be a traditional chatbot (SERVICE.md §4.4 rule 3). */
  serialNumber: string;
  /** Items per page. @default 20 */
  pageSize?: number;
  /** Locale for prices, numbers and announcements (Intl). @default the runtime's locale */
  locale?: string;
  /** Overrides of every text, for i18n. @default English */
  labels?: Partial<ListingLabels>;
  /** Extra class on the root, or a function of its state. It always has `ck-real-estate-browser`. */
  className?: ClassNameProp<RealEstateBrowserState>;
  /** Applied filters, when you own them (e.g. in the URL). Update them from `onFiltersChange`. */
  filters?: ListingFilters;
  /** First filters when `filters` is not given. @default {} */
  defaultFilters?: ListingFilters;
  /** Called with the applied filters when they change. */
  onFiltersChange?: (filters: ListingFilters) => void;
  /** The page, when you own it. Update it from `onPageChange`. */
  pageNumber?: number;
  /** First page when `pageNumber` is not given. @default 1 */
  defaultPageNumber?: number;
  /** Called when the page should change (user, filters reset, or past the end). */
  onPageChange?: (pageNumber: number, reason: ListingPageChangeReason) => void;
  /** Quiet time before typed City / MLS number apply. @default 300 */
  debounceMs?: number;
  /** Level of the results heading; cards use the next level. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Brokerage attribution on every card. */
  cardAttribution?: ListingCardProps['attribution'];
  /** Render each listing yourself instead of the default card. */
  renderCard?: (listing: Listing, index: number) => ReactNode;
  /** The client to use. @default the client of the nearest `<ChatbotProvider>` */
  client?: ChatbotClient;
  /** How long a page stays fresh. @default 30_000 */
  staleTime?: number;
  /** Prefetch the next page once the current one has settled. @default true */
  prefetchNextPage?: boolean;
}

/**
 * A complete listing browser (issue 4 §3): filters, results, pagination, a
 * polite announcement of 'N listings, page X of Y' when a page settles, and
 * focus moved to the results heading on page change. Composes
 * `useListingFilters`, `useRealEstateList` and the render-only components —
 * rebuild it from those for a different layout.
 *
 * @example
 * <ChatbotProvider baseUrl="/api/chatbot">
 *   <RealEstateBrowser serialNumber="bot-123" locale="en-US" />
 * </ChatbotProvider>
 */
export function RealEstateBrowser({
  serialNumber,
  pageSize,
  locale,
  labels: labelOverrides,
  className,
  filters: controlledFilters,
  defaultFilters,
  onFiltersChange,
  pageNumber: controlledPage,
  defaultPageNumber,
  onPageChange,
  debounceMs,
  headingLevel = 2,
  cardAttribution,
  renderCard,
  client,
  staleTime,
  prefetchNextPage,
}: RealEstateBrowserProps) {
  const labels = resolveListingLabels(labelOverrides);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const filterState = useListingFilters({
    value: controlledFilters,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
    debounceMs,
  });
  const list = useRealEstateList(
    { serialNumber, pageSize, pageNumber: controlledPage, ...filterState.filters },
    { client, defaultPageNumber, onPageChange, staleTime, prefetchNextPage },
  );

  // The pager keeps the last settled page count of these filters while the
  // next page loads, so its buttons do not vanish under the pointer. The
  // hook's own totals stay settled-only; this is display memory, not data.
  const filterKey = JSON.stringify([serialNumber, list.pageSize, filterState.filters]);
  const lastSettled = useRef<{ key: string; pageCount: number | undefined } | null>(null);
  const isSettled = list.isSuccess && !list.isPlaceholderData;
  if (isSettled) lastSettled.current = { key: filterKey, pageCount: list.pageCount };
  const pagerPageCount =
    !isSettled && lastSettled.current?.key === filterKey ? lastSettled.current.pageCount : list.pageCount;
  const pagerHasNext = pagerPageCount !== undefined ? list.pageNumber < pagerPageCount : list.hasNextPage;

  // Announced once the page has settled (not while placeholder data is shown):
  // the count is then the count of what is on screen. The region is emptied
  // while a page loads, so every settled page is announced, even with the same text.
  const fmt = (n: number) => formatNumber(n, locale);
  const announcement =
    isSettled && !list.isPageOutOfRange
      ? labels.resultsAnnouncement({
          count: list.totalCount ?? list.items.length,
          isTotal: list.totalCount !== undefined,
          pageNumber: list.pageNumber,
          pageCount: list.pageCount,
          format: fmt,
        })
      : '';

  const goToPage = (page: number) => {
    list.setPage(page);
    // WCAG 2.4.3: after paging, keyboard and screen-reader users continue at
    // the top of the new results instead of at a pager button that moved.
    headingRef.current?.focus();
  };

  const isLoading = list.isLoading || list.isPageOutOfRange;
  const status: RealEstateBrowserState['status'] = list.isError
    ? 'error'
    : isLoading
      ? 'loading'
      : list.isPlaceholderData
        ? 'placeholder'
        : list.items.length === 0
          ? 'empty'
          : 'ready';
  // Also shown on an error past page 1, so the user can go back.
  const showPager = !isLoading && (list.pageNumber > 1 || pagerHasNext || (pagerPageCount ?? 0) > 1);
  const Heading = `h${headingLevel}` as const;
  const cardHeadingLevel = (headingLevel + 1) as 3 | 4 | 5 | 6;

  return (
    <section
      className={resolveClassName('ck-real-estate-browser', className, {
        status,
        pageNumber: list.pageNumber,
        pageCount: list.pageCount,
        isFetching: list.isFetching,
      })}
      data-state={status}
      aria-labelledby={headingId}
    >
      <ListingFilterBar
        value={filterState.draft}
        onTextChange={filterState.setText}
        onSaleTypeChange={filterState.setSaleType}
        onCommit={filterState.commit}
        onClear={filterState.clear}
        isDebouncing={filterState.isDebouncing}
        labels={labelOverrides}
      />
      <Heading id={headingId} ref={headingRef} tabIndex={-1} data-part="heading">
        {labels.heading}
      </Heading>
      <p role="status" aria-live="polite" aria-atomic="true" className="ck-visually-hidden" data-part="announcement">
        {announcement}
      </p>
      <ListingGrid
        items={isLoading ? [] : list.items}
        isLoading={isLoading}
        isFetching={list.isFetching}
        isPlaceholderData={list.isPlaceholderData}
        error={list.error ?? undefined}
        onRetry={list.refetch}
        onClearFilters={filterState.hasFilters ? filterState.clear : undefined}
        skeletonCount={Math.min(list.pageSize, 6)}
        locale={locale}
        labels={labelOverrides}
        aria-labelledby={headingId}
        cardProps={{ headingLevel: cardHeadingLevel, attribution: cardAttribution }}
      >
        {renderCard}
      </ListingGrid>
      {showPager ? (
        <Pagination
          pageNumber={list.pageNumber}
          pageCount={pagerPageCount}
          hasNextPage={pagerHasNext}
          onPageChange={goToPage}
          locale={locale}
          labels={labelOverrides}
        />
      ) : null}
    </section>
  );
}
