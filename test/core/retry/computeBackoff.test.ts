import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBackoff } from '../../../src/core/retry/createRetryer';
import { DEFAULT_RETRY_POLICY } from '../../../src/core/retry/retryPolicy';

const policy = { baseDelayMs: 1000, maxDelayMs: 20_000, maxRetryAfterMs: 60_000 };

describe('computeBackoff (jittered exponential backoff)', () => {
  it('doubles the ceiling with each retry: random 0.5 gives 500, 1000, 2000, 4000 ms', () => {
    const half = () => 0.5;
    expect([1, 2, 3, 4].map((retry) => computeBackoff(retry, policy, undefined, half))).toEqual([500, 1000, 2000, 4000]);
  });

  it('caps the ceiling at maxDelayMs', () => {
    expect(computeBackoff(10, policy, undefined, () => 0.999)).toBeLessThan(20_000);
    expect(computeBackoff(10, policy, undefined, () => 0.999)).toBeGreaterThan(19_900);
  });

  it('stays within [0, ceiling) for every retry and random value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 1, noNaN: true }), (retry, r) => {
        const delay = computeBackoff(retry, policy, undefined, () => r);
        const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
        return delay >= 0 && delay < ceiling && Number.isInteger(delay);
      }),
    );
  });

  it('waits exactly what Retry-After asks, whatever the jitter (honour Retry-After)', () => {
    expect(computeBackoff(1, policy, 5, () => 0)).toBe(5000);
    expect(computeBackoff(4, policy, 0.2, () => 0.9)).toBe(200);
    expect(computeBackoff(3, policy, 0, () => 0.9)).toBe(0);
  });

  it('cuts a very long Retry-After to maxRetryAfterMs', () => {
    expect(computeBackoff(1, policy, 3600, () => 0)).toBe(60_000);
  });

  it('defaults to 3 attempts, 1 s base and a 20 s cap (AWS standard mode)', () => {
    expect(DEFAULT_RETRY_POLICY).toMatchObject({ attempts: 3, baseDelayMs: 1000, maxDelayMs: 20_000 });
  });
});
