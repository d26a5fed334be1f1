import { describe, expect, it } from 'vitest';
import { BusinessError } from '../../../src/core/errors/BusinessError';
import { InvalidInputError } from '../../../src/core/errors/InvalidInputError';
import { NetworkError } from '../../../src/core/errors/NetworkError';
import { ResponseShapeError } from '../../../src/core/errors/ResponseShapeError';
import { StorageError } from '../../../src/core/errors/StorageError';
import { TransportError } from '../../../src/core/errors/TransportError';
import { UploadUrlExpiredError } from '../../../src/core/errors/UploadUrlExpiredError';
import { classifyError, isRetryableStatus } from '../../../src/core/retry/classifyError';
import { UploadStalledError } from '../../../src/core/errors/UploadStalledError';

const business = new BusinessError('GetPreUploadUrl', { code: 401, message: 'bad key', version: '1.0.0' });

describe('classifyError (retries by error class)', () => {
  it.each([
    ['a network error', new NetworkError('PUT to storage')],
    ['a stalled PUT', new UploadStalledError(30_000)],
    ['HTTP 408', new TransportError('GetPreUploadUrl', 408)],
    ['HTTP 429', new TransportError('GetPreUploadUrl', 429, { retryAfterSeconds: 3 })],
    ['HTTP 500', new TransportError('ReportUploadSuccess', 500)],
    ['HTTP 502', new TransportError('ReportUploadSuccess', 502)],
    ['HTTP 503', new TransportError('ReportUploadSuccess', 503)],
    ['HTTP 504', new TransportError('ReportUploadSuccess', 504)],
    ['S3 400 RequestTimeout', new StorageError(400, { code: 'RequestTimeout' })],
    ['S3 500 InternalError', new StorageError(500, { code: 'InternalError' })],
    ['S3 503 SlowDown', new StorageError(503, { code: 'SlowDown' })],
    ['a storage 502 without a body', new StorageError(502, {})],
  ])('retries %s', (_, error) => {
    expect(classifyError(error)).toBe('retry');
  });

  it.each([
    ['a business error (Success: false)', business],
    ['HTTP 400', new TransportError('GetPreUploadUrl', 400)],
    ['HTTP 401', new TransportError('GetPreUploadUrl', 401)],
    ['HTTP 403', new TransportError('GetPreUploadUrl', 403)],
    ['HTTP 404', new TransportError('GetPreUploadUrl', 404)],
    ['HTTP 501', new TransportError('GetPreUploadUrl', 501)],
    ['HTTP 505', new TransportError('GetPreUploadUrl', 505)],
    ['S3 403 SignatureDoesNotMatch', new StorageError(403, { code: 'SignatureDoesNotMatch' })],
    ['S3 400 EntityTooLarge', new StorageError(400, { code: 'EntityTooLarge' })],
    ['S3 411 MissingContentLength', new StorageError(411, { code: 'MissingContentLength' })],
    ['S3 403 AccessDenied (not expiry)', new StorageError(403, { code: 'AccessDenied', message: 'Access Denied' })],
    ['a malformed response', new ResponseShapeError('GetPreUploadUrl', 'Data.FileStoreId', 'is missing')],
    ['invalid input', new InvalidInputError('GetPreUploadUrl', 'fileName', 'is empty')],
    ['an unknown error', new Error('???')],
    ['a thrown string', 'oops'],
  ])('does not retry %s', (_, error) => {
    expect(classifyError(error)).toBe('fatal');
  });

  it('sees an expired URL in UploadUrlExpiredError and in a raw 403 "Request has expired"', () => {
    expect(classifyError(new UploadUrlExpiredError())).toBe('expired');
    expect(classifyError(new StorageError(403, { code: 'AccessDenied', message: 'Request has expired' }))).toBe('expired');
  });

  it('waits for the network instead of retrying when the browser is offline', () => {
    expect(classifyError(new NetworkError('PUT to storage'), { isOnline: false })).toBe('offline');
    expect(classifyError(new UploadStalledError(30_000), { isOnline: false })).toBe('offline');
    // A server answer proves the network works: offline does not apply.
    expect(classifyError(new TransportError('GetPreUploadUrl', 503), { isOnline: false })).toBe('retry');
  });
});

describe('isRetryableStatus', () => {
  it('is true for 408, 429 and 5xx except 501 and 505', () => {
    const retryable = [400, 401, 403, 404, 408, 409, 429, 499, 500, 501, 502, 503, 504, 505, 599].filter(isRetryableStatus);
    expect(retryable).toEqual([408, 429, 500, 502, 503, 504, 599]);
  });
});
