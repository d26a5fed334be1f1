'use client';
import { useDeferredValue } from 'react';

/**
 * Whether this render ends a load by showing the first row of listings alone.
 *
 * When listings take the place of skeletons, `ListingGrid` builds its first
 * row (the page's largest paint) in this render and holds the other cards'
 * places; the other cards follow in the render React defers right after it.
 * Until that render the grid's list items are hidden from assistive
 * technology, and the grid and `useRealEstateBrowser` keep the status at
 * `loading`, with no announcement and no range. React renders every value
 * deferred in one render together, so the cards, the status and the
 * announcement are committed at once.
 *
 * False when the render is itself deferred (a transition), and when a
 * component mounts with its listings (a server render, cached data).
 * @param isLoading nothing to show yet: skeletons are on screen
 * @param hasItems there are listings to show once loaded
 */
export function useRevealingFirstRow(isLoading: boolean, hasItems: boolean): boolean {
  const wasLoading = useDeferredValue(isLoading);
  return wasLoading && !isLoading && hasItems;
}
