'use client';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';

/** Listings per row that a page's reveal draws at a time: `ListingGrid`'s default `priorityImageCount`. */
export const REVEAL_ROW_SIZE = 4;

/** Where a page that took the place of skeletons is, as it comes in row by row. */
export interface ListingReveal {
  /** How many listings, from the first, are drawn; the others' places are held. */
  drawnCount: number;
  /** Not every listing is drawn and shown yet: the page says `loading`, its cards hidden from assistive technology. */
  isRevealing: boolean;
}

/**
 * How far a page's listings are drawn.
 *
 * When listings take the place of skeletons, `ListingGrid` draws the first
 * row (the page's largest paint) in the render that ends the load, one row
 * more in each task after it, and shows the page in a last task of its own:
 * each task lays out and paints a row's cards, where one task for a whole
 * page is several frames long on a slow device. Until that last task the
 * grid holds the places of the cards still to come, hides its cards from
 * assistive technology and says `loading`, and so does
 * `useRealEstateBrowser`: the browser calls this hook and hands the result
 * to the grid (`reveal`), so the cards, the status, the announcement and
 * the range change in one commit.
 *
 * Every listing is drawn and shown at once when the render is itself
 * deferred (a transition), when a component mounts with its listings (a
 * server render, cached data), when a page replaces a page, when they fit
 * in one row, and when `enabled` is false.
 * @param isLoading nothing to show yet: skeletons are on screen
 * @param total how many listings there are to show once loaded
 * @param rowSize how many listings each step draws
 * @param enabled false where nothing is drawn row by row (a table, your own content, an error)
 */
export function useRevealingRows(isLoading: boolean, total: number, rowSize: number, enabled = true): ListingReveal {
  // True from the render that ends a load (the one right after the skeletons)
  // until React's deferred render catches up; never in a transition's render.
  const endsLoad = useDeferredValue(isLoading) && !isLoading;
  // null until a load ends; then the count drawn, and Infinity once the page
  // is shown, until a new load starts over. Never null again before that: the
  // steps' updates can hold React's deferred render back, so a render after a
  // step may still be one that ends the load.
  const [count, setCount] = useState<number | null>(null);
  const starts = enabled && endsLoad && count === null;
  const first = rowSize < total ? rowSize : Infinity;
  // Set while rendering (React renders again before committing), so the
  // first row is drawn in the very render that ends the load.
  if (starts) setCount(first);
  if (isLoading && count !== null) setCount(null);
  useEffect(() => {
    if (count === null || count === Infinity) return;
    // A row more, or, once all are drawn, the page shown.
    const next = count < total ? Math.min(count + rowSize, total) : Infinity;
    // A timer, not a frame: the step also comes in a tab in the background.
    const timer = setTimeout(() => setCount(next), 0);
    return () => clearTimeout(timer);
  }, [count, total, rowSize]);
  const step = starts ? first : (count ?? Infinity);
  const isRevealing = enabled && step !== Infinity;
  const drawnCount = isRevealing ? Math.min(step, total) : total;
  // Kept between renders, so a memoised grid given it renders only when it changes.
  return useMemo(() => ({ drawnCount, isRevealing }), [drawnCount, isRevealing]);
}
