'use client';
import { useRef, type ReactNode } from 'react';
import { focusHeld, useFocusHandOff, type FocusHandOff } from '../shared/useFocusHandOff';

/**
 * Internal: a row's Cancel, Retry or Remove (`action` is its `data-part`).
 * Each goes once its action is done (Retry gives way to Cancel, Cancel to
 * Retry and Remove, a stored file loses Cancel, Remove takes the row away);
 * when it goes with focus on it, focus moves as {@link rowHandOff} says
 * instead of falling to `<body>`.
 */
export function UploadActionButton({ action, onClick, children }: { action: string; onClick: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusHandOff(ref, rowHandOff);
  return (
    <button ref={ref} type="button" data-part={action} onClick={onClick}>
      {children}
    </button>
  );
}

/** The first button of a row (its first action). */
export const firstButtonOf = (row: Element) => row.querySelector<HTMLElement>('button:not(:disabled)');

/**
 * Where focus goes from a row's button that went: the row's first button
 * now (Retry → Cancel, Cancel → Retry); a row left with none (a stored file
 * while it is reported) holds focus itself until a button comes back
 * (`UploadListItem`). From a row that went (Remove): the first button of
 * the next row, else of the nearest row before it, else, with the list
 * gone, the last control before the list that takes focus (a dropzone's
 * "Choose files": where Shift+Tab from the list would have gone).
 */
const rowHandOff: FocusHandOff = (button) => {
  const row = button.closest('li')!;
  const list = row.parentElement!;
  const rows = [...list.children];
  const index = rows.indexOf(row);
  const others = [...rows.slice(index + 1), ...rows.slice(0, index).reverse()];
  const doc = button.ownerDocument;
  const before = [...doc.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]')].filter(
    (element) => element.tabIndex >= 0 && (element.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) > 0 && !element.contains(list),
  );
  return () => {
    if (row.isConnected) return focusHeld(firstButtonOf(row) ?? row);
    for (const other of others) {
      const next = other.isConnected && firstButtonOf(other);
      if (next) return next.focus();
    }
    // Nearest first; a hidden or disabled one does not take focus, so the one before it is tried.
    for (const element of before.reverse()) {
      element.focus();
      if (doc.activeElement === element) return;
    }
  };
};
