'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';

interface Memory {
  y: number;
  /** The `href` of the last "View listing" link the user opened here. */
  href: string | null;
}

// Per list URL, for this page's lifetime: where the user was and which card
// they opened. In memory: it outlives a client-side route change (a detail
// page and Back) and holds nothing but a scroll offset and a public link.
const memories = new Map<string, Memory>();
const here = (key: string) => `${window.location.pathname}?${key}`;

/** Input of {@link useListingScrollMemory}. */
export interface UseListingScrollMemoryOptions {
  enabled: boolean;
  /** The list's state in the URL (its own parameters). */
  urlKey: string;
  /** The page on screen is this URL's settled page. */
  isReady: boolean;
  /** The element that holds the cards. */
  rootRef: RefObject<HTMLElement | null>;
}

/**
 * Internal: going Back to a list (a history traversal, or the list mounting
 * again after a detail route) restores the scroll position and focuses the
 * "View listing" link the user last opened there. `remember()` is called
 * before a page change pushes a new entry; opening a card remembers too.
 */
export function useListingScrollMemory({ enabled, urlKey, isReady, rootRef }: UseListingScrollMemoryOptions) {
  // Bumped by every history traversal; restoring once per traversal (and once on mount).
  const [traversal, setTraversal] = useState(0);
  const restored = useRef(-1);

  // Not tied to the URL: the URL store re-renders synchronously inside the
  // popstate dispatch, and a listener swapped out then would miss the event.
  useEffect(() => {
    if (!enabled) return;
    const onPop = () => setTraversal((n) => n + 1);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [enabled]);

  useEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-part="link"]');
      if (link) memories.set(here(urlKey), { y: window.scrollY, href: link.getAttribute('href') });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [enabled, urlKey, rootRef]);

  useEffect(() => {
    if (!enabled || !isReady || restored.current === traversal) return;
    restored.current = traversal;
    const memory = memories.get(here(urlKey));
    if (!memory) return;
    memories.delete(here(urlKey));
    // Photos still loading may leave the page too short for the offset yet:
    // try again as the list grows, until reached, the user scrolls, or 2 s.
    const reach = () => {
      window.scrollTo(0, memory.y);
      return Math.abs(window.scrollY - memory.y) < 2;
    };
    let stop = () => {};
    if (!reach() && rootRef.current && typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => reach() && stop());
      const timer = setTimeout(() => stop(), 2000);
      stop = () => {
        observer.disconnect();
        clearTimeout(timer);
        window.removeEventListener('wheel', stop);
        window.removeEventListener('keydown', stop);
        window.removeEventListener('touchstart', stop);
      };
      observer.observe(rootRef.current);
      for (const type of ['wheel', 'keydown', 'touchstart']) window.addEventListener(type, stop, { passive: true });
    }
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-part="link"]') ?? [];
    for (const link of links) {
      if (link.getAttribute('href') === memory.href) {
        // The scroll position is the user's; focusing must not move it.
        link.focus({ preventScroll: true });
        break;
      }
    }
    return stop;
  }, [enabled, isReady, traversal, urlKey, rootRef]);

  return {
    remember() {
      if (enabled) memories.set(here(urlKey), { y: window.scrollY, href: memories.get(here(urlKey))?.href ?? null });
    },
  };
}
