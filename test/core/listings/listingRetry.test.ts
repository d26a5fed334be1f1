import { describe, expect, it } from 'vitest';
import { BusinessError, InvalidInputError, NetworkError, ResponseShapeError, TransportError } from 'chatbot-kit/core';
import { LISTING_RETRY_POLICY, listingRetry, listingRetryDelay } from '../../../src/core/listings/listingRetry';
import { createRetryer } from '../../../src/core/retry/createRetryer';
import { classifyError, classifyOperationError } from '../../../src/core/retry/classifyError';

/** Whether a first failure is retried at all. */
const isRetryableListingError = (error: unknown) => listingRetry(0, error);

const business = new BusinessError('RealEstateList', { code: 400, message: 'Template chatbots are not supported', version: '1.0.0' });
const abort = new DOMException('The operation was aborted.', 'AbortError');

describe('which listing failures are retried', () => {
  it('retries what may pass next time: no response, 5xx, 408 and 429', () => {
    for (const e of [new NetworkError('RealEstateList'), new TransportError('RealEstateList', 500), new TransportError('RealEstateList', 503), new TransportError('RealEstateList', 408), new TransportError('RealEstateList', 429)]) {
      expect(isRetryableListingError(e)).toBe(true);
    }
  });

  it('never retries business errors, auth failures, other 4xx, malformed responses, bad input, aborts or unknown errors', () => {
    for (const e of [
      business,
      new TransportError('RealEstateList', 401),
      new TransportError('RealEstateList', 403),
      new TransportError('RealEstateList', 404),
      new ResponseShapeError('RealEstateList', 'Data.List', 'is not an array'),
      new InvalidInputError('RealEstateList', 'serialNumber', 'is required'),
      abort,
      new TypeError('x is undefined'),
    ]) {
      expect(isRetryableListingError(e)).toBe(false);
    }
  });
});

describe('listingRetry', () => {
  it('retries a transient failure at most 3 times', () => {
    const e = new TransportError('RealEstateList', 502);
    expect([0, 1, 2, 3].map((n) => listingRetry(n, e))).toEqual([true, true, true, false]);
  });

  it('does not retry a business error even once', () => {
    expect(listingRetry(0, business)).toBe(false);
  });
});

describe('listingRetryDelay', () => {
  it('waits exactly as long as Retry-After says (0 means now)', () => {
    expect(listingRetryDelay(0, new TransportError('RealEstateList', 429, { retryAfterSeconds: 7 }))).toBe(7000);
    expect(listingRetryDelay(2, new TransportError('RealEstateList', 429, { retryAfterSeconds: 0 }))).toBe(0);
  });

  it('cuts a very long Retry-After to a minute', () => {
    expect(listingRetryDelay(0, new TransportError('RealEstateList', 503, { retryAfterSeconds: 3600 }))).toBe(60_000);
  });

  it('backs off with full jitter under a ceiling that doubles up to 30 s, without Retry-After', () => {
    const e = new NetworkError('RealEstateList');
    const half = createRetryer({ ...LISTING_RETRY_POLICY, attempts: 20 }, { classify: classifyOperationError, random: () => 0.5 });
    expect([1, 2, 3, 4, 11].map((n) => half.decide(e, n))).toEqual([500, 1000, 2000, 4000, 15_000].map((delayMs) => ({ retry: true, delayMs })));
    for (const n of [0, 1, 2]) {
      const delay = listingRetryDelay(n, e);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(Math.min(1000 * 2 ** n, 30_000));
    }
  });
});

describe('one classification for listings and uploads', () => {
  it('retries a listing exactly when the upload engine would retry a step', () => {
    const errors = [
      new NetworkError('RealEstateList'),
      ...[400, 401, 404, 408, 429, 500, 501, 502, 503, 504, 505].map((s) => new TransportError('RealEstateList', s)),
      business,
      abort,
    ];
    for (const e of errors) expect(isRetryableListingError(e)).toBe(classifyError(e) === 'retry');
    expect(isRetryableListingError(new TransportError('RealEstateList', 501))).toBe(false);
  });
});
