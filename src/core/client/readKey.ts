import { InvalidInputError } from '../errors/InvalidInputError';
import { registerSecret } from '../redact';
import type { KeySupplier } from '../types';

/**
 * Reads a key for one request (keys are read on every request, so a
 * rotated key takes effect at once). Registers the value with `redact` so it
 * can never appear in an error message.
 *
 * @returns the key, or `undefined` when none is configured (proxy mode: the
 * header is then simply not sent).
 */
export async function readKey(
  supplier: KeySupplier | undefined,
  operation: string,
  name: 'secretKey' | 'sessionKey',
): Promise<string | undefined> {
  // A missing supplier is a missing key: undefined and null fall through to the check below.
  const value: unknown = typeof supplier === 'function' ? await supplier() : supplier;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    throw new InvalidInputError(operation, name, 'must be a string (or a function returning one)');
  }
  registerSecret(value);
  // `new Headers()` would throw a TypeError that quotes the value: refuse it first.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]|[^\u0000-\u00ff]/.test(value)) {
    throw new InvalidInputError(operation, name, 'contains characters that are not allowed in an HTTP header');
  }
  return value;
}
