import { describe, expect, it } from 'vitest';
import { BusinessError, InvalidInputError, NetworkError, ResponseShapeError, TransportError } from 'chatbot-kit/core';
import { isRetryableListingError } from '../../../src/core/listings/isRetryableListingError';
import { listingRetry } from '../../../src/core/listings/listingRetry';
import { listingRetryDelay } from '../../../src/core/listings/listingRetryDelay';

const business = new BusinessError('RealEstateList', { code: 400, message: 'Template chatbots are not supported', version: '1.0.0' });
const abort = new DOMException('The operation was aborted.', 'AbortError');

describe('isRetryableListingError', () => {
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
  it('waits as long as Retry-After says on 429', () => {
    expect(listingRetryDelay(0, new TransportError('RealEstateList', 429, { retryAfterSeconds: 7 }))).toBe(7000);
    expect(listingRetryDelay(2, new TransportError('RealEstateList', 429, { retryAfterSeconds: 0 }))).toBe(0);
  });

  it('backs off exponentially, capped at 30 s, without Retry-After', () => {
    const e = new NetworkError('RealEstateList');
    expect([0, 1, 2, 3, 10].map((n) => listingRetryDelay(n, e))).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
