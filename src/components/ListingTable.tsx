'use client';
import type { ComponentPropsWithoutRef, ReactNode, ForwardRefExoticComponent, RefAttributes } from 'react';
import type { Listing } from '../core/types';
import type { ListingGridState, ListingResultsProps } from './ListingGrid';
import { ListingTableView } from './listings/ListingTableView';
import type { ListingLabels } from './listings/listingLabels';
import type { ListingTableColumn, ListingTableColumnId } from './listings/listingTableColumns';
import type { ListingTableLabels } from './listings/listingTableLabels';

/** State a table's `className` and `children` functions receive: the grid's, plus its columns. */
export interface ListingTableState extends ListingGridState {
  /** Ids of the columns shown, in order. */
  visibleColumns: string[];
  /** Row height. */
  density: 'compact' | 'comfortable';
}

/**
 * Props of {@link ListingTable}: the {@link ListingResultsProps} of `ListingGrid`, its columns, and any attribute of
 * its root `<div>` (its `aria-labelledby` names the table, as {@link ListingResultsProps} says).
 */
export interface ListingTableProps extends ListingResultsProps, Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children' | 'aria-labelledby'> {
  /** Overrides of the texts. @default English @example labels={{ columns: 'Spalten' }} */
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
  /** Extra class on the root, or a function of its state. The root always has `ck-listing-table`. @default none */
  className?: string | ((state: ListingTableState) => string | undefined);
  /**
   * The columns the menu offers, in order: built-in ids and your own `{ id, header, cell }`. The first is the row
   * header: it holds the button that opens the details, is pinned when the table scrolls sideways, and cannot be
   * hidden.
   * @default every built-in column (address first); shown: `address`, `photo`, `place`, `price`, `beds`, `baths`,
   *   `area`, `status`, `daysOnMarket`, `mls`, `link`
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
   * Keep the column choice in `localStorage` under this key, so it survives a reload. It is read after mount (server
   * and first client render agree); with controlled `visibleColumns`, the stored choice goes to
   * `onVisibleColumnsChange`.
   * @default not kept
   * @example persistKey="admin-listings"
   */
  persistKey?: string | undefined;
  /** Row height. @default 'comfortable' */
  density?: 'compact' | 'comfortable' | undefined;
  /**
   * Enter on a row's button (or a click on the row) opens `<ListingDetails>` for it. `false`: rows only call
   * `onOpenListing`.
   * @default true
   */
  details?: boolean | undefined;
  /** Called when a row is opened, with its listing. @default no callback @example onOpenListing={(l) => log(l.id)} */
  onOpenListing?: ((listing: Listing) => void) | undefined;
  /**
   * Replaces the table's whole content (toolbar, alert, table, empty state) inside its root; a node, or a function of
   * its state.
   * @default column menu, alert, table, empty state and details
   * @example children={(state) => state.status === 'empty' ? <MyEmpty /> : undefined}
   */
  children?: ReactNode | ((state: ListingTableState) => ReactNode);
}

/**
 * One page of listings as a semantic `<table>`, for admins who scan many at once, with the grid's states and focus
 * rules. A column menu shows and hides columns (kept per `persistKey`, announced politely); the header sticks; a narrow
 * table scrolls sideways in its own focusable region with the first column pinned; an empty cell shows "—", read as
 * "not given". Each row's first cell is a button that opens the listing's details in a modal dialog. No sorting: the
 * service has no order, and one page sorted alone would pass for a global order. Its root is a `<div>` with
 * `data-state` (a `ListingStatus`), `data-density`, `aria-busy` while a page loads, the `className`, a `ref` and any
 * other attribute given (`aria-labelledby` names the table).
 *
 * @example
 * const list = useRealEstateList({ serialNumber });
 * <ListingTable items={list.items} isLoading={list.isLoading} error={list.error} onRetry={list.refetch} persistKey="listings" />
 *
 * Its code is ./listings/ListingTableView, which `RealEstateBrowser` loads with `import()`: so a bundler splitting by
 * file keeps it out of a first load.
 */
export const ListingTable: ForwardRefExoticComponent<ListingTableProps & RefAttributes<HTMLDivElement>> = ListingTableView;
