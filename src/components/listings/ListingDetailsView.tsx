'use client';
import { forwardRef, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { mergeRefs } from '../../react/mergeRefs';
import { useControllableState } from '../../react/useControllableState';
import type { ListingDetailsProps, ListingDetailsState } from '../ListingDetails';
import { renderChildren } from '../shared/renderChildren';
import { resolveClassName } from '../shared/resolveClassName';
import { ListingValue } from './ListingValue';
import { listingDetailGroups } from './listingDetailGroups';
import { resolveTableLabels } from './listingTableLabels';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The code of `ListingDetails` (../ListingDetails, where its props and docs are): its own module so that it loads with
 * the table that opens it.
 */
export const ListingDetailsView = forwardRef<HTMLDialogElement, ListingDetailsProps>(function ListingDetails(
  { listing, open: openProp, defaultOpen = false, onOpenChange, locale, labels: overrides, className, headingLevel = 2, children, ...rest },
  forwardedRef,
) {
  const labels = resolveTableLabels(overrides);
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

  // A modal dialog keeps the page inert, but Tab past its last control still leaves it (for the browser's own UI, or
  // the body): cycle back instead.
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
