import { describe, expect, it } from 'vitest';
import {
  getPresignedDeadline,
  isPresignedUrlExpired,
  parseAmzDate,
} from '../../../src/core/upload/getPresignedDeadline';
import { presignedUrl } from './helpers/scriptedClient';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;

describe('getPresignedDeadline (issue 3: when a presigned URL counts as expired)', () => {
  it('applies the 5-minute rule of SERVICE.md §4.1 even when X-Amz-Expires says 600 s', () => {
    expect(getPresignedDeadline(presignedUrl('1', T0, 600), T0)).toBe(T0 + 5 * MIN);
  });

  it('uses the signature deadline when it is earlier (X-Amz-Expires=60)', () => {
    expect(getPresignedDeadline(presignedUrl('1', T0, 60), T0)).toBe(T0 + MIN);
  });

  it('counts from X-Amz-Date when the URL was signed before it reached us', () => {
    // Signed 4 minutes before we got it, valid 5 minutes: 1 minute left.
    expect(getPresignedDeadline(presignedUrl('1', T0 - 4 * MIN, 300), T0)).toBe(T0 + MIN);
  });

  it('tolerates our clock being behind: an X-Amz-Date in our future counts as signed now', () => {
    expect(getPresignedDeadline(presignedUrl('1', T0 + 10 * MIN, 600), T0)).toBe(T0 + 5 * MIN);
  });

  it('tolerates a large skew: a signature "older" than the allowance is counted from when we got it', () => {
    // Our clock is 2 hours ahead of the signer's: the URL is fresh, not dead.
    const url = presignedUrl('1', T0 - 120 * MIN, 600);
    expect(getPresignedDeadline(url, T0)).toBe(T0 + 5 * MIN);
    expect(getPresignedDeadline(url, T0, { maxClockSkewMs: 200 * MIN })).toBe(T0 - 110 * MIN);
  });

  it('falls back to the service rule for a URL without signing parameters', () => {
    expect(getPresignedDeadline('https://bucket.test/x', T0)).toBe(T0 + 5 * MIN);
    expect(getPresignedDeadline('https://bucket.test/x?X-Amz-Expires=abc', T0, { ttlMs: 1000 })).toBe(T0 + 1000);
  });

  it('reads parameter names in any case', () => {
    expect(getPresignedDeadline('https://b.test/x?x-amz-date=20261122T120000Z&x-amz-expires=30', T0)).toBe(T0 + 30_000);
  });
});

describe('isPresignedUrlExpired', () => {
  it('is true once now plus the margin reaches the deadline', () => {
    expect(isPresignedUrlExpired(T0 + 20_000, T0, 15_000)).toBe(false);
    expect(isPresignedUrlExpired(T0 + 15_000, T0, 15_000)).toBe(true);
    expect(isPresignedUrlExpired(T0, T0 + 1)).toBe(true);
  });
});

describe('parseAmzDate', () => {
  it('parses ISO 8601 basic UTC and refuses anything else', () => {
    expect(parseAmzDate('20261122T120000Z')).toBe(T0);
    expect(parseAmzDate('2026-11-22T12:00:00Z')).toBeUndefined();
    expect(parseAmzDate('')).toBeUndefined();
  });
});
