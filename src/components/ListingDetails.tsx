'use client';
import { forwardRef, useEffect, useId, useRef, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import type { Listing } from '../core/types';
import { ListingValue } from './listings/ListingValue';
import { listingDetailGroups } from './listings/listingDetailGroups';
import { resolveListingLabels, type ListingLabels } from './listings/listingLabels';
import { defaultListingTableLabels, type ListingTableLabels } from './listings/listingTableLabels';
import { mergeRefs } from '../react/mergeRefs';
import { useControllableState } from '../react/useControllableState';
import { renderChildren, type ChildrenProp } from './shared/renderChildren';
import { resolveClassName, type ClassNameProp } from './shared/resolveClassName';

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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Every field of one listing in a modal native `<dialog>` (`showModal`), its
 * root element, which carries `data-state` (`open` or `closed`), the
 * `className`, a `ref` and any other attribute given (`id`, `style`,
 * `data-*`, `aria-*`, event handlers, which run before the dialog's own).
 * Its `aria-labelledby` names it by its heading unless one is given. While
 * open, Tab and Shift+Tab cycle through its controls and never leave it; Escape
 * closes it; focus goes back to where it was when it opened (the row's
 * button in a table). Fields come in five groups (price, place, property,
 * market, links); a missing value shows "—", read as "not given";
 * `ExtensionColumn` is a key/value table, or the text as sent when it cannot
 * be read; photos form a small gallery. Everything from the service is
 * rendered as text, and only safe http(s) URLs reach `href`/`src`.
 *
 * @example
 * const [opened, setOpened] = useState<Listing | null>(null);
 * <ListingDetails listing={opened} open={opened !== null} onOpenChange={(open) => { if (!open) setOpened(null); }} />
 */
export const ListingDetails = forwardRef<HTMLDialogElement, ListingDetailsProps>(function ListingDetails(
  { listing, open: openProp, defaultOpen = false, onOpenChange, locale, labels: overrides, className, headingLevel = 2, children, ...rest },
  forwardedRef,
) {
  const labels = { ...defaultListingTableLabels, ...resolveListingLabels(overrides) };
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const [wanted, setWanted] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const open = wanted && listing !== null;
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
    if (open) setWanted(false, undefined);
  };

  // A modal dialog keeps the page inert, but Tab past its last control still
  // leaves it (for the browser's own UI, or the body): cycle back instead.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const controls = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey ? active === first || active === ref.current : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3';
  return (
    <dialog
      aria-labelledby={headingId}
      {...rest}
      ref={mergeRefs(ref, forwardedRef)}
      className={resolveClassName('ck-listing-details', className, state)}
      data-state={open ? 'open' : 'closed'}
      onClose={(event) => {
        rest.onClose?.(event);
        onDialogClose();
      }}
      onKeyDown={(event) => {
        rest.onKeyDown?.(event);
        if (!event.defaultPrevented) keepFocusInside(event);
      }}
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
});
