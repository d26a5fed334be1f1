'use client';
import { useEffect, useId, useRef } from 'react';
import type { Listing } from '../core/types';
import { ListingValue } from './listings/ListingValue';
import { listingDetailGroups } from './listings/listingDetailGroups';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { defaultListingTableLabels, type ListingTableLabels } from './listings/listingTableLabels';
import { renderChildren, type ChildrenProp } from './shared/renderChildren';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';

/** State the details' `className` and `children` functions receive. */
export interface ListingDetailsState {
  /** The listing shown, or `null` while closed. */
  listing: Listing | null;
  /** Whether the dialog is open (a listing is given). */
  open: boolean;
}

/** Props of {@link ListingDetails}. */
export interface ListingDetailsProps {
  /**
   * The listing to show. The dialog is open (modal) while it is not `null`.
   * @example listing={opened}
   */
  listing: Listing | null;
  /**
   * Called when the user closes the dialog (Escape or the close button); set `listing` to `null` then.
   * @example onClose={() => setOpened(null)}
   */
  onClose: () => void;
  /** Locale for prices and numbers (Intl). @default the runtime's locale @example locale="de-DE" */
  locale?: string | undefined;
  /** Overrides of the texts. @default English @example labels={{ close: 'Schließen' }} */
  labels?: Partial<ListingLabels & ListingTableLabels> | undefined;
  /** Extra class on the `<dialog>`, or a function of its state. It always has `ck-listing-details`. @default none @example className="my-dialog" */
  className?: ClassNameProp<ListingDetailsState>;
  /** Level of the dialog's heading; group headings use the next level. @default 2 @example headingLevel={3} */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /**
   * Replaces the content inside the `<dialog>`; a node, or a function of its state.
   * @default heading, close button and the fields in five groups
   * @example children={({ listing }) => listing && <MyDetails listing={listing} />}
   */
  children?: ChildrenProp<ListingDetailsState>;
}

/**
 * Every field of one listing in a modal native `<dialog>` (`showModal`): the
 * browser traps focus inside it and closes it on Escape; focus goes back to
 * where it was when the dialog opened (the row's button in a table). Fields
 * come in five groups (price, place, property, market, links); a missing
 * value shows "—", read as "not given"; `ExtensionColumn` is a key/value
 * table, or the text as sent when it cannot be read; photos form a small
 * gallery. Everything from the service is rendered as text, and only safe
 * http(s) URLs reach `href`/`src`.
 *
 * @example
 * const [opened, setOpened] = useState<Listing | null>(null);
 * <ListingDetails listing={opened} onClose={() => setOpened(null)} />
 */
export function ListingDetails({ listing, onClose, locale, labels: overrides, className, headingLevel = 2, children }: ListingDetailsProps) {
  const labels = { ...defaultListingTableLabels, ...resolveListingLabels(overrides) };
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const open = listing !== null;
  const state: ListingDetailsState = { listing, open };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Focus back where it was (browsers differ on doing so for a dialog closed by script).
  const onDialogClose = () => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
    if (open) onClose();
  };

  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3';
  return (
    <dialog
      ref={ref}
      className={resolveClassName('ck-listing-details', className, state)}
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={headingId}
      onClose={onDialogClose}
    >
      {listing
        ? renderChildren(children, state, () => (
            <>
              <div data-part="header">
                <Heading id={headingId} data-part="title">
                  {listing.address || labels.untitled(listing)}
                </Heading>
                <button type="button" data-part="close" onClick={() => ref.current?.close()}>
                  {labels.close}
                </button>
              </div>
              {listingDetailGroups(listing, locale, labels).map(([group, fields]) => (
                <section key={group} data-part="group" data-group={group} aria-labelledby={`${headingId}-${group}`}>
                  <GroupHeading id={`${headingId}-${group}`}>{labels.detailGroups[group]}</GroupHeading>
                  <dl>
                    {fields.map(([field, value]) => (
                      <div key={field} data-part="field" data-field={field}>
                        <dt>{labels.fieldNames[field]}</dt>
                        <dd>
                          <ListingValue value={value} notGiven={labels.notGiven} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </>
          ))
        : null}
    </dialog>
  );
}
