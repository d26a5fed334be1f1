import { describe, expect, it } from 'vitest';
import { listingKeys } from '../../../src/core/listings/listingKeys';
import {
  clampListingPage,
  listingPageReducer,
  selectListingPage,
  type ListingPageTrack,
} from '../../../src/core/listings/listingPageReducer';

const austin = listingKeys.filters('s', { serialNumber: 'bot', cityName: 'Austin' });
const boston = listingKeys.filters('s', { serialNumber: 'bot', cityName: 'Boston' });
const sync = (filtersKey: readonly unknown[], page: number) =>
  ({ type: 'sync', filtersKey, page }) as const;
const at = (filtersKey: readonly unknown[], page: number, override = false): ListingPageTrack => ({ filtersKey, page, override });

describe('listingPageReducer', () => {
  it('shows the owner\'s page while the result set stays the same', () => {
    const next = listingPageReducer(at(austin, 3), sync(austin, 4));
    expect(selectListingPage(next)).toBe(4);
  });

  it('shows page 1 when the filters change while the page stays, until the owner moves', () => {
    const changed = listingPageReducer(at(austin, 3), sync(boston, 3));
    expect(changed.override).toBe(true);
    expect(selectListingPage(changed)).toBe(1);
    // The owner has not moved yet: still page 1.
    expect(selectListingPage(listingPageReducer(changed, sync(boston, 3)))).toBe(1);
    // The owner moved (to 1, or anywhere): its page is shown again.
    expect(selectListingPage(listingPageReducer(changed, sync(boston, 1)))).toBe(1);
    expect(selectListingPage(listingPageReducer(changed, sync(boston, 2)))).toBe(2);
  });

  it('honours a page that changes together with the filters (the back button restoring both)', () => {
    const next = listingPageReducer(at(austin, 3), sync(boston, 2));
    expect(next.override).toBe(false);
    expect(selectListingPage(next)).toBe(2);
  });

  it('needs no reset when the page was 1 already', () => {
    expect(listingPageReducer(at(austin, 1), sync(boston, 1)).override).toBe(false);
  });

  it('treats equivalent filters as the same result set', () => {
    const same = listingKeys.filters('s', { serialNumber: 'bot', cityName: ' Austin ', mlsNumber: '' });
    const track = at(austin, 3);
    expect(listingPageReducer(track, sync(same, 3))).toBe(track);
  });

  it('is idempotent: the same input twice gives the same state object', () => {
    const once = listingPageReducer(at(austin, 3), sync(boston, 3));
    expect(listingPageReducer(once, sync(boston, 3))).toBe(once);
  });
});

describe('clampListingPage', () => {
  it('keeps a requested page within 1 … pageCount', () => {
    expect(clampListingPage(99, 5)).toBe(5);
    expect(clampListingPage(-3, 5)).toBe(1);
    expect(clampListingPage(2.7, undefined)).toBe(1);
    expect(clampListingPage(Number.NaN, 5)).toBe(1);
  });
});
