import { describe, expect, it, vi } from 'vitest';
import { BusinessError } from '../../../src/core/errors/BusinessError';
import { NetworkError } from '../../../src/core/errors/NetworkError';
import { StorageError } from '../../../src/core/errors/StorageError';
import { TransportError } from '../../../src/core/errors/TransportError';
import { classifyError } from '../../../src/core/retry/classifyError';
import { createRetryer, runWithRetries } from '../../../src/core/retry/createRetryer';
import { DEFAULT_RETRY_POLICY, resolveRetryPolicy } from '../../../src/core/retry/retryPolicy';

const half = { classify: classifyError, random: () => 0.5 };

describe('createRetryer (one policy for uploads and listings)', () => {
  it('retries class `retry` until the attempts run out, with jittered backoff', () => {
    const retryer = createRetryer(DEFAULT_RETRY_POLICY, half);
    const e = new NetworkError('PUT to storage');
    expect(retryer.decide(e, 1)).toEqual({ retry: true, delayMs: 500 });
    expect(retryer.decide(e, 2)).toEqual({ retry: true, delayMs: 1000 });
    expect(retryer.decide(e, 3)).toEqual({ retry: false });
  });

  it('never retries a fatal error unless the predicate says so, and tells it the step and attempt', () => {
    const business = new BusinessError('GetPreUploadUrl', { code: 9, message: 'busy', version: '1' });
    expect(createRetryer(DEFAULT_RETRY_POLICY, half).decide(business, 1)).toEqual({ retry: false });
    const shouldRetry = vi.fn(() => true);
    const retryer = createRetryer(resolveRetryPolicy(DEFAULT_RETRY_POLICY, { shouldRetry }), half);
    expect(retryer.decide(business, 1, { step: 'request' }).retry).toBe(true);
    expect(shouldRetry).toHaveBeenCalledWith(business, { step: 'request', attempt: 1, errorClass: 'fatal' });
  });

  it('honours the Retry-After of a service or a storage answer, and backs off without one', () => {
    const retryer = createRetryer(DEFAULT_RETRY_POLICY, half);
    expect(retryer.decide(new TransportError('X', 429, { retryAfterSeconds: 7 }), 1)).toEqual({ retry: true, delayMs: 7000 });
    expect(retryer.decide(new StorageError(503, { code: 'SlowDown' }, { retryAfterSeconds: 2 }), 1)).toEqual({ retry: true, delayMs: 2000 });
    expect(retryer.decide(new NetworkError('PUT to storage'), 2)).toEqual({ retry: true, delayMs: 1000 });
  });

  it('run: tries again after each decided delay until the task succeeds, and gives up with the last error when attempts run out', async () => {
    const retryer = createRetryer(DEFAULT_RETRY_POLICY, half);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let tries = 0;
    const flaky = async () => (++tries < 3 ? Promise.reject(new NetworkError('PUT to storage')) : 'stored');
    expect(await runWithRetries(retryer, flaky, new AbortController().signal, sleep)).toBe('stored');
    expect(waits).toEqual([500, 1000]);
    const down = new NetworkError('PUT to storage');
    await expect(runWithRetries(retryer, () => Promise.reject(down), new AbortController().signal, sleep)).rejects.toBe(down);
    expect(waits).toEqual([500, 1000, 500, 1000]);
  });

  it('lays overrides over a base policy, ignoring undefined values', () => {
    expect(resolveRetryPolicy(DEFAULT_RETRY_POLICY, { attempts: 5, baseDelayMs: undefined })).toMatchObject({ attempts: 5, baseDelayMs: 1000 });
  });
});
