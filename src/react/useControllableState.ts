'use client';
import { useCallback, useInsertionEffect, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
interface UseControllableStateOptions<T, Detail> {
  /** The value, when the owner controls it; `undefined` means uncontrolled. */
  prop: T | undefined;
  /** The first value when uncontrolled. */
  defaultProp: T;
  /** Called with every value set (and why, when the caller says), controlled or not. */
  onChange?: ((value: T, detail: Detail) => void) | undefined;
}

/**
 * One value taken controlled or uncontrolled (as Radix's `useControllableState`): the owner's `prop` when given, else
 * own state from `defaultProp`. The setter is stable and calls `onChange` for every value it is given (an owner may be
 * behind the latest value it was sent).
 *
 * @example
 * const [page, setPage] = useControllableState({ prop: pageNumber, defaultProp: 1, onChange: onPageNumberChange });
 */
export function useControllableState<T, Detail = undefined>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateOptions<T, Detail>): [T, (value: T, detail: Detail) => void] {
  const [own, setOwn] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : own;

  // The latest callback and mode, for the stable setter: an insertion effect runs before any effect or handler, and
  // never warns on a server (React 18).
  const latest = useRef({ onChange, isControlled });
  useInsertionEffect(() => {
    latest.current = { onChange, isControlled };
  });

  const setValue = useCallback((next: T, detail: Detail) => {
    if (!latest.current.isControlled) setOwn(() => next);
    latest.current.onChange?.(next, detail);
  }, []);

  return [value, setValue];
}
