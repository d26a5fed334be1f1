'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ListingTableColumn } from './listingTableColumns';

/** Props of {@link ListingColumnMenu}. */
interface ListingColumnMenuProps {
  columns: readonly ListingTableColumn[];
  visible: readonly string[];
  /** Always shown; its box is checked and disabled. */
  requiredId: string | undefined;
  onToggle: (id: string) => void;
  label: string;
}

/**
 * Internal: the table's column chooser, a disclosure (button + a group of checkboxes) rather than an ARIA menu:
 * checkboxes are reached with Tab and toggled with Space in every screen reader, with no roving focus to get wrong.
 * Escape closes it and puts focus back on its button.
 */
export function ListingColumnMenu({ columns, visible, requiredId, onToggle, label }: ListingColumnMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div data-part="column-menu" data-state={open ? 'open' : 'closed'} onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" data-part="column-menu-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <fieldset id={panelId} data-part="column-menu-panel" hidden={!open}>
        <legend className="ck-visually-hidden">{label}</legend>
        {columns.map((column) => (
          <label key={column.id} data-part="column-option">
            <input
              type="checkbox"
              checked={visible.includes(column.id)}
              disabled={column.id === requiredId}
              onChange={() => onToggle(column.id)}
            />
            {column.header}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
