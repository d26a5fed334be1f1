'use client';
import { forwardRef, useState, type MouseEvent } from 'react';
import type { Listing } from '../../core/types';
import type { ListingTableProps, ListingTableState } from '../ListingTable';
import { renderChildren } from '../shared/renderChildren';
import { resolveClassName } from '../shared/resolveClassName';
import { ListingColumnMenu } from './ListingColumnMenu';
import { ListingDetailsView } from './ListingDetailsView';
import { listingKey, ListingResultStates, splitListingResults } from './ListingResultStates';
import { ListingValue } from './ListingValue';
import { BUILT_IN_COLUMNS, builtInColumns, DEFAULT_LISTING_TABLE_COLUMNS, type ListingTableColumnId } from './listingTableColumns';
import { resolveTableLabels } from './listingTableLabels';
import { useColumnVisibility } from './useColumnVisibility';


/**
 * The code of `ListingTable` (../ListingTable, where its props and docs are): its own module so that
 * `RealEstateBrowser` loads it on first use.
 */
export const ListingTableView = forwardRef<HTMLDivElement, ListingTableProps>(function ListingTableView(props, ref) {
  const {
    results,
    rest: { labels: labelOverrides, className, columns: columnsProp, visibleColumns, defaultVisibleColumns, onVisibleColumnsChange, persistKey, ...more },
  } = splitListingResults(props);
  // The rest are attributes of its root <div>.
  const { density = 'comfortable', details = true, onOpenListing, children, ...rest } = more;
  const { items, status, isFetching, isPlaceholderData, error, locale, labelledBy } = results;
  const labels = resolveTableLabels(labelOverrides);
  const builtIn = builtInColumns(locale, labels);
  const columns = (columnsProp ?? BUILT_IN_COLUMNS).map((c) => (typeof c === 'string' ? builtIn[c as ListingTableColumnId] : c)).filter(Boolean);
  const ids = columns.map((c) => c.id);
  const requiredId = ids[0];
  const columnState = useColumnVisibility({
    ids,
    requiredId,
    value: visibleColumns,
    defaultValue: defaultVisibleColumns ?? (columnsProp ? ids : DEFAULT_LISTING_TABLE_COLUMNS),
    onValueChange: onVisibleColumnsChange,
    persistKey,
  });
  const shown = columns.filter((c) => columnState.visible.includes(c.id));
  const [opened, setOpened] = useState<Listing | null>(null);

  const state: ListingTableState = { status, isFetching, items, error, visibleColumns: columnState.visible, density };
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': labels.list };
  const changed = columnState.lastChange && columns.find((c) => c.id === columnState.lastChange?.id);

  const open = (listing: Listing) => {
    onOpenListing?.(listing);
    if (details) setOpened(listing);
  };
  // A click anywhere on a row opens it, except on its own link or button.
  const onRowClick = (listing: Listing) => (event: MouseEvent) => {
    if (!(event.target as Element).closest('a, button, input')) open(listing);
  };

  return (
    <div
      {...rest}
      ref={ref}
      className={resolveClassName('ck-listing-table', className, state)}
      data-state={status}
      data-density={density}
      aria-busy={results.busy || undefined}
    >
      {renderChildren(children, state, () => (
        <>
          <div data-part="toolbar">
            <ListingColumnMenu columns={columns} visible={columnState.visible} requiredId={requiredId} onToggle={columnState.toggle} label={labels.columns} />
          </div>
          <p role="status" aria-live="polite" className="ck-visually-hidden" data-part="column-announcement">
            {changed ? labels.columnToggled(changed.header, columnState.lastChange!.shown) : ''}
          </p>
          <ListingResultStates results={results} labels={labels} />
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
                    ? Array.from({ length: Math.max(1, results.skeletonCount) }, (_, i) => (
                        <tr key={i} data-part="skeleton" aria-hidden="true">
                          {shown.map((column) => (
                            <td key={column.id}>
                              <span data-part="skeleton-line" />
                            </td>
                          ))}
                        </tr>
                      ))
                    : items.map((listing, index) => (
                        <tr key={listingKey(listing, index)} data-part="row" onClick={onRowClick(listing)}>
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
          {details ? <ListingDetailsView listing={opened} open={opened !== null} onOpenChange={(open) => open || setOpened(null)} locale={locale} labels={labelOverrides} /> : null}
        </>
      ))}
    </div>
  );
});
