import { describe, expect, it, vi } from 'vitest';
import {
  createUrlAge,
  getPresignedDeadline,
} from '../../../src/core/upload/getPresignedDeadline';
import { presignedUrl } from './helpers/scriptedClient';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;
/** A monotonic reading: small, unrelated to any date. */
const RECEIVED = 12_345.6;

describe('getPresignedDeadline (age counts from when the URL was received)', () => {
  it('applies the 5-minute rule of docs/SERVICE.md §4.1 even when X-Amz-Expires says 600 s', () => {
    expect(getPresignedDeadline(presignedUrl('1', T0, 600), RECEIVED)).toBe(RECEIVED + 5 * MIN);
  });

  it('uses the signature lifetime when it is shorter (X-Amz-Expires=60)', () => {
    expect(getPresignedDeadline(presignedUrl('1', T0, 60), RECEIVED)).toBe(RECEIVED + MIN);
  });

  it('ignores X-Amz-Date: a URL just received is fresh whatever the page clock says of its date', () => {
    // Signed "10 minutes ago" or "2 hours in the future" by our wrong clock: same deadline.
    for (const signedAt of [T0 - 10 * MIN, T0 + 120 * MIN, T0 - 120 * MIN]) {
      expect(getPresignedDeadline(presignedUrl('1', signedAt, 600), RECEIVED)).toBe(RECEIVED + 5 * MIN);
    }
  });

  it('falls back to the service rule for a URL without signing parameters', () => {
    expect(getPresignedDeadline('https://bucket.test/x', RECEIVED)).toBe(RECEIVED + 5 * MIN);
    expect(getPresignedDeadline('https://bucket.test/x?X-Amz-Expires=abc', RECEIVED, 1000)).toBe(RECEIVED + 1000);
  });

  it('reads X-Amz-Expires from the query only, the first one counting', () => {
    // In the path or the fragment it is no parameter; a second one does not overrule the first.
    expect(getPresignedDeadline('https://b.test/a&X-Amz-Expires=30/x?a=1', RECEIVED)).toBe(RECEIVED + 5 * MIN);
    expect(getPresignedDeadline('https://b.test/x?a=1#&X-Amz-Expires=30', RECEIVED)).toBe(RECEIVED + 5 * MIN);
    expect(getPresignedDeadline('https://b.test/x?X-Amz-Expires=20&X-Amz-Expires=30', RECEIVED)).toBe(RECEIVED + 20_000);
    expect(getPresignedDeadline('https://b.test/x?X-Amz-Expires=2x&X-Amz-Expires=30', RECEIVED)).toBe(RECEIVED + 5 * MIN);
    expect(getPresignedDeadline('https://b.test/x?a=1&b=2&X-Amz-Expires=30#f', RECEIVED)).toBe(RECEIVED + 30_000);
    expect(getPresignedDeadline('https://b.test/x?NotX-Amz-Expires=30', RECEIVED)).toBe(RECEIVED + 5 * MIN);
  });

  it('reads parameter names in any case', () => {
    expect(getPresignedDeadline('https://b.test/x?x-amz-date=20261122T120000Z&x-amz-expires=30', RECEIVED)).toBe(RECEIVED + 30_000);
  });
});

describe('createUrlAge', () => {
  it('calls a URL too old once now plus the margin reaches its deadline', () => {
    let now = T0;
    const isTooOld = createUrlAge({ now: () => now, expiryMarginMs: 15_000, urlTtlMs: 35_000 })('https://b.test/x');
    now = T0 + 19_999;
    expect(isTooOld()).toBe(false);
    now = T0 + 20_000;
    expect(isTooOld()).toBe(true);
    now = T0;
    const noMargin = createUrlAge({ now: () => now, expiryMarginMs: 0, urlTtlMs: 1 })('https://b.test/x');
    expect(noMargin()).toBe(false);
    now = T0 + 1;
    expect(noMargin()).toBe(true);
  });

  it('reads the monotonic clock by default, so moving the wall clock changes nothing', () => {
    const isTooOld = createUrlAge({ expiryMarginMs: 15_000 })(presignedUrl('1', T0, 600));
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 3 * 60 * MIN; // the user sets the clock 3 hours ahead
      expect(isTooOld()).toBe(false);
    } finally {
      Date.now = realNow;
    }
    // Five minutes later on the monotonic clock, it is too old.
    const start = performance.now();
    const spy = vi.spyOn(performance, 'now').mockReturnValue(start + 5 * MIN);
    try {
      expect(isTooOld()).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('uses a URL signed for 15 s or less while it is fresh: the margin is at most half its lifetime', () => {
    let now = RECEIVED;
    const urlAge = createUrlAge({ now: () => now });
    for (const seconds of [15, 10, 1]) {
      now = RECEIVED;
      const isTooOld = urlAge(presignedUrl('1', T0, seconds));
      expect(isTooOld()).toBe(false);
      now = RECEIVED + (seconds * 1000) / 2 - 1;
      expect(isTooOld()).toBe(false);
      now = RECEIVED + (seconds * 1000) / 2;
      expect(isTooOld()).toBe(true);
    }
    // A longer lifetime keeps the whole 15 s margin.
    now = RECEIVED;
    const isTooOld = urlAge(presignedUrl('1', T0, 60));
    now = RECEIVED + 45_000 - 1;
    expect(isTooOld()).toBe(false);
    now = RECEIVED + 45_000;
    expect(isTooOld()).toBe(true);
  });

  it('uses the clock it is given', () => {
    let now = 1000;
    const isTooOld = createUrlAge({ now: () => now, expiryMarginMs: 0, urlTtlMs: 100 })('https://b.test/x');
    now = 1099;
    expect(isTooOld()).toBe(false);
    now = 1100;
    expect(isTooOld()).toBe(true);
  });
});
