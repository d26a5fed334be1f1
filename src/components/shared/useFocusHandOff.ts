'use client';
import type { RefObject } from 'react';
import { useBeforePaintEffect } from '../../react/useBeforePaintEffect';

/**
 * Where focus goes once a focused element has left the page: called while the element is still there (so it can read its neighbours), it returns a
 * function, called after the commit, that moves focus.
 */
export type FocusHandOff = (leaving: HTMLElement) => () => void;

/**
 * Internal: when the element of `ref` leaves the page while it has focus (a button whose action made it go: Retry, Remove, "Try again"), focus moves
 * as `handOff` says instead of falling to `<body>` (WCAG 2.4.3).
 *
 * The component that calls this must unmount with the element: React runs its layout-effect cleanup before it takes the element out of the page, the
 * one moment the element can still say it has focus. Focus moves once the commit is over, so to an element the same commit may add, and only if it is
 * still nowhere then (nothing else in that commit took it). An element that stays in the page (hidden by a Suspense fallback, say) keeps its focus. A
 * new `handOff` only renews the effect.
 */
export function useFocusHandOff(ref: RefObject<HTMLElement | null>, handOff: FocusHandOff): void {
  useBeforePaintEffect(() => {
    const element = ref.current;
    return () => {
      const doc = element?.ownerDocument;
      if (!element || doc?.activeElement !== element) return;
      const moveFocus = handOff(element);
      queueMicrotask(() => {
        if (!element.isConnected && (!doc.activeElement || doc.activeElement === doc.body)) moveFocus();
      });
    };
  }, [ref, handOff]);
}

/**
 * Focuses `target`; one out of the tab order (a heading, a container) is first made focusable, by script only (`tabindex="-1"`), as the results
 * heading is.
 */
export function focusHeld(target: HTMLElement | null | undefined): void {
  if (target && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target?.focus();
}
