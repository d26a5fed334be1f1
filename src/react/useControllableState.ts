'use client';
import { useCallback, useInsertionEffect, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface UseControllableStateOptions<T, Detail> {
  /**
   * The value, when the owner controls it. `undefined` means uncontrolled.
   * @example prop: props.pageNumber
   */
  prop: T | undefined;
  /**
   * The first value when uncontrolled.
   * @example defaultProp: props.defaultPageNumber ?? 1
   */
  defaultProp: T;
  /**
   * Called with every value set (and why, when the caller says), controlled
   * or not. With a controlled `prop` it is the only way the value moves.
   * @default no callback
   */
  onChange?: ((value: T, detail: Detail) => void) | undefined;
}


/**
 * One value a component takes controlled or uncontrolled (Radix's and
 * UploadThing's `useControllableState`): the owner's `prop` when given, else
 * state of its own that starts at `defaultProp`. The setter is stable and
 * calls `onChange` for every value it is given, so the caller decides what
 * counts as new (an owner may be behind the latest value it was sent).
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

  // The latest callback and mode, handed to the stable setter after commit and
  // before any effect or handler can call it. An insertion effect: it runs
  // first and, unlike useLayoutEffect, never warns on a server (React 18).
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
