'use client';
import type { ComponentPropsWithoutRef, ReactNode, ForwardRefExoticComponent, RefAttributes } from 'react';
import type { Listing } from '../core/types';
import { ListingDetailsView } from './listings/ListingDetailsView';
import type { ListingLabels } from './listings/listingLabels';
import type { ListingTableLabels } from './listings/listingTableLabels';

/** State the details' `className` and `children` functions receive. */
export interface ListingDetailsState {
  /** The listing shown, or `null` when none is given. */
  listing: Listing | null;
  /** Whether the dialog is open: `open` is true and a listing is given. */
  open: boolean;
}

/** Props of {@link ListingDetails}: its own, and any attribute of its root `<dialog>`. */
export interface ListingDetailsProps
  extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'className' | 'children'> {
  /**
   * The listing to show. The dialog shows nothing while it is `null`, even when open.
   * @example listing={opened}
   */
  listing: Listing | null;
  /**
   * Whether the dialog is open (modal), when the owner controls it; update it from `onOpenChange`.
   * @default uncontrolled, starting at `defaultOpen`
   * @example open={opened !== null}
   */
  open?: boolean | undefined;
  /**
   * Whether the dialog starts open, when `open` is not given.
   * @default false
   * @example defaultOpen
   */
  defaultOpen?: boolean | undefined;
  /**
   * Called with `false` when the user closes the dialog (Escape or the close button).
   * @example onOpenChange={(open) => { if (!open) setOpened(null); }}
   */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Locale for prices and numbers (Intl). @default the runtime's locale @example locale="de-DE" */
  locale?: string | undefined;
  /** Overrides of the texts. @default English @example labels={{ close: 'Schließen' }} */
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
  /** Extra class on the `<dialog>`, or a function of its state. It always has `ck-listing-details`. @default none @example className="my-dialog" */
  className?: string | ((state: ListingDetailsState) => string | undefined);
  /** Level of the dialog's heading; group headings use the next level. @default 2 @example headingLevel={3} */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /**
   * Replaces the content inside the `<dialog>`; a node, or a function of its state.
   * @default heading, close button and the fields in five groups
   * @example children={({ listing }) => listing && <MyDetails listing={listing} />}
   */
  children?: ReactNode | ((state: ListingDetailsState) => ReactNode);
}

/**
 * Every field of one listing in a modal native `<dialog>` (`showModal`), its root, with `data-state` (`open` or
 * `closed`), the `className`, a `ref` and any other attribute given (event handlers run before its own; its heading
 * names it unless `aria-labelledby` is given). While open, Tab and Shift+Tab cycle through its controls and never leave
 * it; Escape closes it; focus goes back to where it was (the row's button in a table). Fields come in five groups; a
 * missing value shows "—", read as "not given"; `ExtensionColumn` is a key/value table, or the text as sent; photos
 * form a gallery. Text stays text, and only safe http(s) URLs reach `href`/`src`.
 *
 * @example
 * const [opened, setOpened] = useState<Listing | null>(null);
 * <ListingDetails listing={opened} open={opened !== null} onOpenChange={(open) => { if (!open) setOpened(null); }} />
 *
 * Its code is ./listings/ListingDetailsView, loaded with the table's: so a bundler splitting by file keeps it out of a
 * first load.
 */
export const ListingDetails: ForwardRefExoticComponent<ListingDetailsProps & RefAttributes<HTMLDialogElement>> = ListingDetailsView;
