'use client';
import type { ComponentPropsWithoutRef, ForwardRefExoticComponent, RefAttributes } from 'react';
import type { RealEstateListParams } from '../core/types';
import type { ListingExportState, UseListingExportOptions } from '../react/useListingExport';
import { ListingExportButtonView } from './listings/ListingExportButtonView';
import type { ListingLabels } from './listings/listingLabels';
import type { ListingTableLabels } from './listings/listingTableLabels';

/** Props of {@link ListingExportButton}: its own, the export's options, and any attribute of its root `<div>`. */
export interface ListingExportButtonProps
  extends UseListingExportOptions,
    Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children'> {
  /**
   * The result to export: `serialNumber`, the filters and `pageSize` (the page is ignored).
   * @example params={{ serialNumber, cityName: 'Austin', pageSize: 50 }}
   */
  params: RealEstateListParams;
  /** Locale for the numbers it shows (Intl). @default the runtime's locale @example locale="de-DE" */
  locale?: string | undefined;
  /** Overrides of its texts. @default English @example labels={{ downloadCsv: 'CSV herunterladen' }} */
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
  /** Extra class on the root, or a function of the export's state. It always has `ck-listing-export`. @default none @example className="toolbar-item" */
  className?: string | ((state: ListingExportState) => string | undefined);
}

/**
 * "Download CSV" for a whole filtered result, beside a `<ListingTable>` or anywhere: the layout of {@link
 * useListingExport}. Its root is a `<div>` with `data-state` (`idle`, `running`, `done`, `cancelled`, `failed`), the
 * `className`, a `ref` and any other attribute given. It shows a button, then a progress bar ("page 7 of 12") with
 * Cancel, a polite announcement when the file is ready or cancelled, and a visible alert with the error's message when
 * the export fails (the button, back in its place, tries again).
 *
 * @example
 * <ListingExportButton params={{ serialNumber, ...filters }} fileName="listings-2026-11.csv" />
 *
 * Its code is ./listings/ListingExportButtonView, which `RealEstateBrowser` loads with `import()`: so a bundler
 * splitting by file keeps it out of a first load.
 */
export const ListingExportButton: ForwardRefExoticComponent<ListingExportButtonProps & RefAttributes<HTMLDivElement>> = ListingExportButtonView;
