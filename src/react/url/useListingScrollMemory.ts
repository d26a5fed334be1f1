'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

interface Memory {
  y: number;
  /** The `href` of the last "View listing" link the user opened here. */
  href: string | null;
}

// Per list URL, for this page's lifetime: where the user was and which card they opened. In memory: it outlives a
// client-side route change (a detail page and Back) and holds nothing but a scroll offset and a public link.
const memories = new Map<string, Memory>();
const here = (key: string) => `${window.location.pathname}?${key}`;
const LINK = 'a[data-part="link"]';

/**
 * Internal: going Back to a list (a traversal, or the list mounting again after a detail route) restores the scroll
 * position and focuses the "View listing" link last opened there, per `urlKey` (the list's own parameters).
 * `remember()` runs before a page change pushes an entry; opening a card remembers too.
 */
export function useListingScrollMemory(urlKey: string) {
  // Bumped by every history traversal; restoring once per traversal (and once on mount).
  const [traversal, setTraversal] = useState(0);
  const restored = useRef(-1);

  // Not tied to the URL: the URL store re-renders synchronously inside the popstate dispatch, and a listener swapped
  // out then would miss the event.
  useEffect(() => {
    const onPop = () => setTraversal((n) => n + 1);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const restore = useCallback(
    (root: HTMLElement | null, isReady: boolean) => {
      if (!root) return undefined;
      const onClick = (event: MouseEvent) => {
        const link = (event.target as Element | null)?.closest?.(LINK);
        if (link) memories.set(here(urlKey), { y: window.scrollY, href: link.getAttribute('href') });
      };
      root.addEventListener('click', onClick);
      let stop = () => {};
      let memory: Memory | undefined;
      if (isReady && restored.current !== traversal) {
        restored.current = traversal;
        memory = memories.get(here(urlKey));
        memories.delete(here(urlKey));
      }
      if (memory) {
        const { y, href } = memory;
        // Photos still loading may leave the page too short for the offset yet: try again as the list grows, until
        // reached, the user scrolls, or 2 s.
        const reach = () => {
          window.scrollTo(0, y);
          return Math.abs(window.scrollY - y) < 2;
        };
        if (!reach() && typeof ResizeObserver === 'function') {
          const observer = new ResizeObserver(() => reach() && stop());
          const timer = setTimeout(() => stop(), 2000);
          stop = () => {
            observer.disconnect();
            clearTimeout(timer);
            for (const type of ['wheel', 'keydown', 'touchstart']) window.removeEventListener(type, stop);
          };
          observer.observe(root);
          for (const type of ['wheel', 'keydown', 'touchstart']) window.addEventListener(type, stop, { passive: true });
        }
        // The scroll position is the user's; focusing must not move it.
        [...root.querySelectorAll<HTMLAnchorElement>(LINK)].find((link) => link.getAttribute('href') === href)?.focus({ preventScroll: true });
      }
      return () => {
        root.removeEventListener('click', onClick);
        stop();
      };
    },
    [urlKey, traversal],
  );

  return {
    restore,
    remember() {
      memories.set(here(urlKey), { y: window.scrollY, href: memories.get(here(urlKey))?.href ?? null });
    },
  };
}
