'use client';
import { useState, type MouseEvent } from 'react';
import { getListingStatus } from '../core/listings/getListingStatus';
import type { Listing } from '../core/types';
import { ListingDetails } from './ListingDetails';
import type { ListingGridState } from './ListingGrid';
import { ListingColumnMenu } from './listings/ListingColumnMenu';
import { ListingEmptyState, ListingErrorAlert } from './listings/ListingResultStates';
import { ListingValue } from './listings/ListingValue';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import {
  builtInColumns,
  DEFAULT_LISTING_TABLE_COLUMNS,
  type ListingTableColumn,
  type ListingTableColumnId,
} from './listings/listingTableColumns';
import { defaultListingTableLabels, type ListingTableLabels } from './listings/listingTableLabels';
import { useColumnVisibility } from './listings/useColumnVisibility';
import { renderChildren, type ChildrenProp } from './shared/renderChildren';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';

/** State a table's `className` and `children` functions receive: the grid's, plus its columns. */
export interface ListingTableState extends ListingGridState {
  /** Ids of the columns shown, in order. */
  visibleColumns: string[];
  /** Row height. */
  density: 'compact' | 'comfortable';
}

/** Props of {@link ListingTable}: the data props of `ListingGrid` (feed it from `useRealEstateList`), plus columns. */
export interface ListingTableProps {
  /** The listings to show (the previous page's while `isPlaceholderData`). @example items={list.items} */
  items: Listing[];
  /** No data to show yet: skeleton rows are shown. @default false */
  isLoading?: boolean | undefined;
  /** A request is in flight: `aria-busy` is set. @default false */
  isFetching?: boolean | undefined;
  /** The items are the previous page's, shown while this page loads. @default false */
  isPlaceholderData?: boolean | undefined;
  /** The failure to show as an alert with a retry button. @default none */
  error?: unknown;
  /** Called by the retry button. Without it, no retry button. @default none */
  onRetry?: (() => void) | undefined;
  /** Called by the empty state's "Clear filters". Without it, no button. @default none */
  onClearFilters?: (() => void) | undefined;
  /** How many skeleton rows while loading (use the page size). @default 6 */
  skeletonCount?: number | undefined;
  /** Locale for prices and numbers. @default the runtime's locale @example locale="en-US" */
  locale?: string | undefined;
  /** Overrides of the texts. @default English @example labels={{ columns: 'Spalten' }} */
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
  /** Extra class on the root, or a function of its state. The root always has `ck-listing-table`. @default none */
  className?: ClassNameProp<ListingTableState>;
  /** Id of the element that names the table (e.g. the results heading). @default the `list` label names it */
  'aria-labelledby'?: string | undefined;
  /**
   * The columns the menu offers, in order: built-in ids and your own
   * `{ id, header, cell }`. The first is the row header: it holds the button
   * that opens the details, is pinned when the table scrolls sideways, and
   * cannot be hidden.
   * @default every built-in column (address first); shown: `address`, `photo`, `place`, `price`, `beds`, `baths`, `area`, `status`, `daysOnMarket`, `mls`, `link`
   * @example columns={['address', 'price', 'mls', { id: 'pool', header: 'Pool', cell: (l) => l.extension.find((e) => e.key === 'Pool')?.value }]}
   */
  columns?: readonly (ListingTableColumnId | ListingTableColumn)[] | undefined;
  /** Ids of the columns shown, when you own them. Update them from `onVisibleColumnsChange`. @default uncontrolled @example visibleColumns={shown} */
  visibleColumns?: readonly string[] | undefined;
  /** Columns shown first when `visibleColumns` is not given. @default the default columns, or all of `columns` when given @example defaultVisibleColumns={['address', 'price']} */
  defaultVisibleColumns?: readonly string[] | undefined;
  /** Called with the ids shown after the user shows or hides a column. @default no callback @example onVisibleColumnsChange={setShown} */
  onVisibleColumnsChange?: ((columns: string[]) => void) | undefined;
  /**
   * Keep the column choice in `localStorage` under this key, so it survives a
   * reload. It is read after mount (server and first client render agree);
   * with controlled `visibleColumns`, the stored choice goes to `onVisibleColumnsChange`.
   * @default not kept
   * @example persistKey="admin-listings"
   */
  persistKey?: string | undefined;
  /** Row height. @default 'comfortable' */
  density?: 'compact' | 'comfortable' | undefined;
  /**
   * Enter on a row's button (or a click on the row) opens `<ListingDetails>`
   * for it. `false`: rows only call `onOpenListing`.
   * @default true
   */
  details?: boolean | undefined;
  /** Called when a row is opened, with its listing. @default no callback @example onOpenListing={(l) => log(l.id)} */
  onOpenListing?: ((listing: Listing) => void) | undefined;
  /**
   * Replaces the table's whole content (toolbar, alert, table, empty state) inside its root; a node, or a function of its state.
   * @default column menu, alert, table, empty state and details
   * @example children={(state) => state.status === 'empty' ? <MyEmpty /> : undefined}
   */
  children?: ChildrenProp<ListingTableState>;
}

// Ids may repeat or be missing in malformed data; the index keeps keys unique.
const keyOf = (listing: Listing, index: number) => `${listing.id ?? '-'}:${index}`;
const BUILT_IN_ORDER: readonly ListingTableColumnId[] = [
  ...DEFAULT_LISTING_TABLE_COLUMNS,
  ...(['propertyType', 'saleType', 'zip', 'yearBuilt', 'lotArea', 'parkingSpots', 'hoaMonth', 'depositFee', 'estimatePrice'] as const),
];

/**
 * One page of listings as a semantic `<table>`: the same data, states and
 * announcements as `ListingGrid` (skeleton rows, empty state, error alert with
 * retry, `aria-busy`, and where focus goes after "Try again" or "Clear
 * filters"), for admins who scan many listings at once. A column menu
 * shows and hides columns (kept per `persistKey`, announced politely); the
 * header sticks; on narrow screens the table scrolls sideways in its own
 * focusable region with the first column pinned. An empty cell shows "—",
 * read as "not given". Each row's first cell is a button: Enter opens the
 * listing's details in a modal dialog, and closing it returns focus there.
 * There is no sorting: the service has no order, and one page sorted alone
 * would pass for a global order.
 *
 * @example
 * const list = useRealEstateList({ serialNumber });
 * <ListingTable items={list.items} isLoading={list.isLoading} error={list.error} onRetry={list.refetch} persistKey="listings" />
 */
export function ListingTable(props: ListingTableProps) {
  const { items, isLoading = false, isFetching = false, isPlaceholderData = false, error, onRetry, onClearFilters } = props;
  const { skeletonCount = 6, locale, className, 'aria-labelledby': labelledBy, density = 'comfortable', details = true } = props;
  const labels = { ...defaultListingTableLabels, ...resolveListingLabels(props.labels) };
  const builtIn = builtInColumns(locale, labels);
  const columns = (props.columns ?? BUILT_IN_ORDER).map((c) => (typeof c === 'string' ? builtIn[c as ListingTableColumnId] : c)).filter(Boolean);
  const ids = columns.map((c) => c.id);
  const requiredId = ids[0];
  const columnState = useColumnVisibility({
    ids,
    requiredId,
    value: props.visibleColumns,
    defaultValue: props.defaultVisibleColumns ?? (props.columns ? ids : DEFAULT_LISTING_TABLE_COLUMNS),
    onValueChange: props.onVisibleColumnsChange,
    persistKey: props.persistKey,
  });
  const shown = columns.filter((c) => columnState.visible.includes(c.id));
  const [opened, setOpened] = useState<Listing | null>(null);

  const hasError = error !== undefined && error !== null;
  const status = getListingStatus({ hasError, isLoading, isPlaceholderData, itemCount: items.length });
  const state: ListingTableState = { status, isFetching, items, error, visibleColumns: columnState.visible, density };
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': labels.list };
  const changed = columnState.lastChange && columns.find((c) => c.id === columnState.lastChange?.id);

  const open = (listing: Listing) => {
    props.onOpenListing?.(listing);
    if (details) setOpened(listing);
  };
  // A click anywhere on a row opens it, except on its own link or button.
  const onRowClick = (listing: Listing) => (event: MouseEvent) => {
    if (!(event.target as Element).closest('a, button, input')) open(listing);
  };

  return (
    <div
      className={resolveClassName('ck-listing-table', className, state)}
      data-state={status}
      data-density={density}
      aria-busy={isFetching || status === 'loading' || undefined}
    >
      {renderChildren(props.children, state, () => (
        <>
          <div data-part="toolbar">
            <ListingColumnMenu columns={columns} visible={columnState.visible} requiredId={requiredId} onToggle={columnState.toggle} label={labels.columns} />
          </div>
          <p role="status" aria-live="polite" className="ck-visually-hidden" data-part="column-announcement">
            {changed ? labels.columnToggled(changed.header, columnState.lastChange!.shown) : ''}
          </p>
          {hasError ? <ListingErrorAlert error={error} onRetry={onRetry} labels={labels} labelledBy={labelledBy} /> : null}
          {status === 'loading' ? (
            <p data-part="loading" className="ck-visually-hidden">
              {labels.loading}
            </p>
          ) : null}
          {status === 'loading' || items.length > 0 ? (
            // Focusable, so keyboard users can scroll it sideways (WCAG 2.1.1); a group, not a region: the browser section is already the landmark of that name.
            <div data-part="scroll" role="group" tabIndex={0} {...name}>
              <table data-part="table" {...name}>
                <thead>
                  <tr>
                    {shown.map((column) => (
                      <th key={column.id} scope="col" data-column={column.id}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {status === 'loading'
                    ? Array.from({ length: Math.max(1, skeletonCount) }, (_, i) => (
                        <tr key={i} data-part="skeleton" aria-hidden="true">
                          {shown.map((column) => (
                            <td key={column.id}>
                              <span data-part="skeleton-line" />
                            </td>
                          ))}
                        </tr>
                      ))
                    : items.map((listing, index) => (
                        <tr key={keyOf(listing, index)} data-part="row" onClick={onRowClick(listing)}>
                          {shown.map((column, i) =>
                            i === 0 ? (
                              <th key={column.id} scope="row" data-column={column.id}>
                                <button type="button" data-part="open" aria-haspopup="dialog" onClick={() => open(listing)}>
                                  <ListingValue value={column.cell(listing, { index, isPlaceholderData })} notGiven={labels.notGiven} />
                                </button>
                              </th>
                            ) : (
                              <td key={column.id} data-column={column.id}>
                                <ListingValue value={column.cell(listing, { index, isPlaceholderData })} notGiven={labels.notGiven} />
                              </td>
                            ),
                          )}
                        </tr>
                      ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {status === 'empty' ? <ListingEmptyState onClearFilters={onClearFilters} labels={labels} labelledBy={labelledBy} /> : null}
          {details ? <ListingDetails listing={opened} open={opened !== null} onOpenChange={(open) => open || setOpened(null)} locale={locale} labels={props.labels} /> : null}
        </>
      ))}
    </div>
  );
}
