'use client';
import { useEffect, useState } from 'react';
import { useControllableState } from '../../react/useControllableState';

const storageKey = (persistKey: string) => `chatbot-kit:listing-table:${persistKey}:columns`;

/** The stored choice, when there is a readable one: ids known to the table only. */
function readStored(persistKey: string, known: readonly string[]): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(persistKey)) ?? 'null');
    if (!Array.isArray(parsed)) return undefined;
    return parsed.filter((id): id is string => typeof id === 'string' && known.includes(id));
  } catch {
    // Storage blocked (private mode, sandbox) or not JSON: no stored choice.
    return undefined;
  }
}

function writeStored(persistKey: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(storageKey(persistKey), JSON.stringify(ids));
  } catch {
    // Full or blocked storage: the choice holds for this page only.
  }
}

/** Options of {@link useColumnVisibility}. */
interface ColumnVisibilityOptions {
  /** Every column id the table can show, in order. */
  ids: readonly string[];
  /** Shown whatever the choice (the row header). */
  requiredId: string | undefined;
  value: readonly string[] | undefined;
  defaultValue: readonly string[];
  onValueChange: ((ids: string[]) => void) | undefined;
  persistKey: string | undefined;
}

/**
 * Internal: which of a table's columns are shown, controllable, kept per `persistKey` in localStorage (read after
 * mount, so a server render and the first client render agree), with the text of the last change to announce.
 */
export function useColumnVisibility({ ids, requiredId, value, defaultValue, onValueChange, persistKey }: ColumnVisibilityOptions) {
  const [chosen, setChosen] = useControllableState<readonly string[], undefined>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
  });
  const [lastChange, setLastChange] = useState<{ id: string; shown: boolean } | null>(null);
  const idsKey = ids.join('\n');

  useEffect(() => {
    if (!persistKey) return;
    const stored = readStored(persistKey, idsKey.split('\n'));
    if (stored) setChosen(stored, undefined);
  }, [persistKey, idsKey, setChosen]);

  const visible = ids.filter((id) => id === requiredId || chosen.includes(id));
  return {
    visible,
    lastChange,
    toggle(id: string) {
      if (id === requiredId) return;
      const shown = !visible.includes(id);
      const next = ids.filter((other) => (other === id ? shown : visible.includes(other)));
      setChosen(next, undefined);
      setLastChange({ id, shown });
      if (persistKey) writeStored(persistKey, next);
    },
  };
}
