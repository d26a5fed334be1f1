'use client';
import { forwardRef, lazy, Suspense, useId, useMemo, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import {
  useRealEstateBrowser,
  type RealEstateBrowserState,
  type UseRealEstateBrowserOptions,
  type UseRealEstateBrowserResult,
} from '../react/useRealEstateBrowser';
import { ListingFilterBar } from './ListingFilterBar';
import { ListingGrid, type ListingGridProps } from './ListingGrid';
import type { ListingCardProps } from './ListingCard';
import type { ListingTableProps } from './ListingTable';
import { Pagination } from './Pagination';
import { formatNumber } from '../core/formatNumber';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import type { ListingTableLabels } from './listings/listingTableLabels';
import { renderChildren } from './shared/renderChildren';
import { resolveClassName } from './shared/resolveClassName';

export type { RealEstateBrowserState };

// The table view and the export load on first use: an app that shows cards only does not ship them.
const ListingTable = /* @__PURE__ */ lazy(() => import('./listings/ListingTableView').then((m) => ({ default: m.ListingTableView })));
const ListingExportButton = /* @__PURE__ */ lazy(() =>
  import('./listings/ListingExportButtonView').then((m) => ({ default: m.ListingExportButtonView })),
);

/** Props of {@link RealEstateBrowser}: its own, the options of `useRealEstateBrowser`, and any attribute of its root `<section>`. */
export interface RealEstateBrowserProps extends UseRealEstateBrowserOptions, Omit<ComponentPropsWithoutRef<'section'>, 'className' | 'children'> {
  /** Locale for prices, numbers and announcements (Intl). @default the runtime's locale @example locale: 'de-DE' */
  locale?: string;
  /**
   * Overrides of every text it, its grid, pager, table, details and export show.
   * @default English (`defaultListingLabels`, `defaultListingTableLabels`)
   * @example labels: { heading: 'Homes', downloadCsv: 'CSV herunterladen' }
   */
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
  /** Extra class on the root, or a function of its state. It always has `ck-real-estate-browser`. @default none @example className: (s) => s.status */
  className?: string | ((state: RealEstateBrowserState) => string | undefined);
  /** Level of the results heading; cards use the next level. @default 2 @example headingLevel: 3 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Brokerage attribution on every card. @default none @example cardAttribution: ({ listing }) => `Listed by ${listing.city} Realty` */
  cardAttribution?: ListingCardProps['attribution'];
  /** Render each listing yourself instead of the default card, as `<ListingGrid renderItem>`. @default a `<ListingCard>` */
  renderItem?: ListingGridProps['renderItem'];
  /** Show the switch between cards and the table. @default true @example viewSwitch: false */
  viewSwitch?: boolean | undefined;
  /**
   * Props of the table view (columns, `persistKey`, density, …) but its data, `locale` and `labels`.
   * @default the default columns, not kept
   * @example tableProps: { persistKey: 'admin-listings', density: 'compact' }
   */
  tableProps?: Omit<ListingTableProps, keyof ReturnType<UseRealEstateBrowserResult['getGridProps']> | 'locale' | 'labels'> | undefined;
  /**
   * Show "Download CSV" (`<ListingExportButton>`) for every page of the filtered result: `true`, or the name of the
   * downloaded file.
   * @default false
   * @example exportCsv: 'austin-listings.csv'
   */
  exportCsv?: boolean | string | undefined;
  /**
   * Replaces the default content inside the `<section>`; a node, or a function of the browser's state (or rebuild it
   * with `useRealEstateBrowser`).
   * @default filters, heading, announcement, results and pager
   * @example children: (state) => <p>{state.status}</p>
   */
  children?: ReactNode | ((state: RealEstateBrowserState) => ReactNode);
}

/** Every option of `useRealEstateBrowser` (the compiler refuses a missing or unknown key), so none is taken for an attribute of the root. */
const BROWSER_OPTION_KEYS: Record<keyof UseRealEstateBrowserOptions, true> = {
  serialNumber: true, pageSize: true, filters: true, defaultFilters: true, onFiltersChange: true, debounceMs: true,
  pageNumber: true, defaultPageNumber: true, onPageNumberChange: true, client: true, staleTime: true, prefetchNextPage: true,
  urlState: true, view: true, defaultView: true, onViewChange: true,
};

/** The hook's options among the browser's other props, and the rest: attributes of its root. */
function splitBrowserProps(props: UseRealEstateBrowserOptions & ComponentPropsWithoutRef<'section'>) {
  const options: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (key in BROWSER_OPTION_KEYS ? options : rest)[key] = value;
  return { options: options as unknown as UseRealEstateBrowserOptions, rest: rest as ComponentPropsWithoutRef<'section'> };
}

/**
 * A complete listing browser: filters, results, pagination, a polite announcement of 'N listings, page X of Y' when a
 * page settles, and focus moved to the results heading on page change; a layout over `useRealEstateBrowser`'s prop
 * getters. Its root is a `<section>` named by its heading (unless `aria-labelledby` is given), with `data-state` (a
 * `ListingStatus`), the `className`, a `ref` and any other attribute given.
 *
 * @example
 * <ChatbotProvider baseUrl="/api/chatbot">
 *   <RealEstateBrowser serialNumber="bot-123" locale="en-US" />
 * </ChatbotProvider>
 */
export const RealEstateBrowser = forwardRef<HTMLElement, RealEstateBrowserProps>(function RealEstateBrowser(
  {
    locale,
    labels: labelOverrides,
    className,
    headingLevel = 2,
    cardAttribution,
    renderItem,
    viewSwitch = true,
    tableProps,
    exportCsv = false,
    children,
    // The options of useRealEstateBrowser and the attributes of its root <section>.
    ...props
  },
  ref,
) {
  const { options, rest } = splitBrowserProps(props);
  const labels = resolveListingLabels(labelOverrides);
  const browser = useRealEstateBrowser(options);
  const { state, announcement, range } = browser;
  const pagerId = useId();
  const fmt = (n: number) => formatNumber(n, locale);
  // A keyboard user lands on the heading after paging: one Tab reaches this link, Enter lands on "Next page" (instead
  // of some 47 Tabs through the cards). No hash is written: it would add a history entry.
  const skipToPager = (event: MouseEvent<HTMLAnchorElement>) => {
    const pager = document.getElementById(pagerId);
    const next = pager?.querySelector<HTMLElement>('[data-part=next]:enabled') ?? pager?.querySelector<HTMLElement>('button:enabled');
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const Heading = `h${headingLevel}` as const;
  const cardHeadingLevel = (headingLevel + 1) as 3 | 4 | 5 | 6;
  // Kept between renders, so a key typed in a filter does not render the (memoised) grid.
  const cardProps = useMemo(() => ({ headingLevel: cardHeadingLevel, attribution: cardAttribution }), [cardHeadingLevel, cardAttribution]);

  return (
    <section {...browser.getRootProps({ ...rest, ref, className: resolveClassName('ck-real-estate-browser', className, state) })}>
      {renderChildren(children, state, () => (
        <>
          <ListingFilterBar {...browser.getFilterBarProps()} labels={labelOverrides} />
          <Heading {...browser.getHeadingProps()}>{labels.heading}</Heading>
          {/* Its line is held while a page loads, so the results do not move down when it is known. */}
          {range || state.status === 'loading' || state.status === 'placeholder' ? (
            <p data-part="range">
              {range ? labels.range({ first: fmt(range.first), last: fmt(range.last), total: fmt(range.total), isTotal: range.isTotal }) : null}
            </p>
          ) : null}
          {browser.showPager ? (
            <a href={`#${pagerId}`} data-part="skip-link" onClick={skipToPager}>
              {labels.skipToPagination}
            </a>
          ) : null}
          {/* After the skip link: one Tab from the heading still reaches it. */}
          {viewSwitch || exportCsv ? (
            <div data-part="toolbar">
              {viewSwitch ? (
                <div role="group" aria-label={labels.view} data-part="view-switch">
                  {(['grid', 'table'] as const).map((view) => (
                    <button key={view} type="button" aria-pressed={state.view === view} onClick={() => browser.setView(view)}>
                      {view === 'grid' ? labels.viewGrid : labels.viewTable}
                    </button>
                  ))}
                </div>
              ) : null}
              {exportCsv ? (
                <Suspense fallback={null}>
                  <ListingExportButton
                    fileName={typeof exportCsv === 'string' ? exportCsv : undefined}
                    params={{ serialNumber: options.serialNumber, pageSize: browser.list.pageSize, ...browser.filters }}
                    client={options.client}
                    locale={locale}
                    labels={labelOverrides}
                  />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          {/* Emptied while a page loads, so every settled page is announced, even with the same text. */}
          <p role="status" aria-live="polite" aria-atomic="true" className="ck-visually-hidden" data-part="announcement">
            {announcement ? labels.resultsAnnouncement({ ...announcement, format: fmt }) : ''}
          </p>
          {state.view === 'table' ? (
            <Suspense fallback={<p data-part="loading">{labels.loading}</p>}>
              <ListingTable {...tableProps} {...browser.getGridProps()} locale={locale} labels={labelOverrides} />
            </Suspense>
          ) : (
            <ListingGrid
              {...browser.getGridProps()}
              locale={locale}
              labels={labelOverrides}
              cardProps={cardProps}
              renderItem={renderItem}
            />
          )}
          {browser.showPager ? <Pagination {...browser.getPaginationProps()} id={pagerId} locale={locale} labels={labelOverrides} /> : null}
        </>
      ))}
    </section>
  );
});
