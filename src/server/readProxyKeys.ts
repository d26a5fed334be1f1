/**
 * The keys of one proxied request: the one its operation sends, and every
 * key the proxy holds, so an answer that echoes any of them (a listing
 * answer quoting the secret key, an upload answer quoting the session key)
 * is redacted before the browser sees it.
 */
import { registerSecret } from '../core/redact';
import type { ProxyKeySupplier } from './ChatbotProxyOptions';

/** The proxy's key suppliers by option name. */
export interface ProxyKeys {
  secretKey: ProxyKeySupplier | undefined;
  sessionKey: ProxyKeySupplier | undefined;
}

/**
 * Reads the key `name` for `request`, and the other key too when one is
 * given (a supplier that fails for the other key only leaves it out).
 * @throws when the operation's own key cannot be read, is empty, or has
 *   surrounding whitespace or a control character (a header would alter it)
 */
export async function readProxyKeys(keys: ProxyKeys, name: keyof ProxyKeys, request: Request): Promise<{ sent: string; all: string[] }> {
  const sent = await readKey(keys[name], request);
  const otherName = name === 'secretKey' ? 'sessionKey' : 'secretKey';
  const other = keys[otherName] === undefined ? undefined : await readKey(keys[otherName], request).catch(() => undefined);
  return { sent, all: other === undefined || other === sent ? [sent] : [sent, other] };
}

/** A key as it can be sent: no surrounding whitespace and no control character. */
export function isCleanKey(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.trim() === value && !/[\u0000-\u001f\u007f]/.test(value);
}

async function readKey(supplier: ProxyKeySupplier | undefined, request: Request): Promise<string> {
  const value = typeof supplier === 'function' ? await supplier(request) : supplier;
  if (typeof value !== 'string' || value === '') throw new Error('empty key');
  registerSecret(value);
  // What would be sent is what an echo would carry: refuse a key a header would alter.
  if (!isCleanKey(value)) throw new Error('key with surrounding whitespace or a control character');
  return value;
}
