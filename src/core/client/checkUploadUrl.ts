import { UploadUrlRefusedError } from '../errors/UploadUrlRefusedError';
import { isBrowser } from './isBrowser';

/** What {@link checkUploadUrl} compares a URL with: the client's options. */
export interface UploadUrlPolicy {
  /** The client's `baseUrl` (may be relative, resolved against the page). */
  baseUrl: string;
  /** The client's `storageOrigins`, when given. */
  storageOrigins?: readonly (string | RegExp)[] | undefined;
}

/**
 * Throws an {@link UploadUrlRefusedError} unless `url`, an absolute http(s)
 * URL (`isSafeHttpUrl`), is a URL into storage: without user credentials, and then either an
 * origin listed in `storageOrigins` or, without such a list entry, neither
 * the page's own origin nor a loopback / link-local host (unless the
 * client's own `baseUrl` is one: the fake and local development).
 */
export function checkUploadUrl(operation: string, url: string, policy: UploadUrlPolicy): void {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) {
    throw new UploadUrlRefusedError(operation, 'credentials', `it carries user credentials (storage ${parsed.origin})`);
  }
  const origin = parsed.origin;
  const page = isBrowser() && typeof location !== 'undefined' ? location.href : undefined;
  const listed = policy.storageOrigins?.some((entry) => matchesOrigin(entry, origin));
  if (policy.storageOrigins && !listed) {
    throw new UploadUrlRefusedError(operation, 'storage-origins', `${origin} is not one of the client's storageOrigins`);
  }
  if (listed) return;
  if (page !== undefined && new URL(page).origin === origin) {
    throw new UploadUrlRefusedError(operation, 'page-origin', `it points at the page's own origin ${origin}, not at storage`);
  }
  if (isPrivateHost(parsed.hostname) && !baseIsPrivate(policy.baseUrl, page)) {
    throw new UploadUrlRefusedError(operation, 'private-address', `${origin} is a loopback or link-local address`);
  }
}

function matchesOrigin(entry: string | RegExp, origin: string): boolean {
  if (typeof entry === 'string') {
    try {
      return new URL(entry).origin === origin;
    } catch {
      return false;
    }
  }
  entry.lastIndex = 0;
  return entry.test(origin);
}

function baseIsPrivate(baseUrl: string, page: string | undefined): boolean {
  try {
    return isPrivateHost(new URL(baseUrl, page).hostname);
  } catch {
    return false;
  }
}

/**
 * Loopback and link-local hosts, as the URL parser writes them (it turns
 * `2130706433` and `0x7f.1` into `127.0.0.1`, and IPv6 into lower-case hex).
 */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0') return true;
  if (/^(?:127\.\d{1,3}|169\.254)\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  if (!host.startsWith('[')) return false;
  // ::1, ::, fe80::/10, and IPv4-mapped loopback / link-local (::ffff:7f00:1, ::ffff:a9fe:…).
  return /^\[(?:::1?|fe[89ab][0-9a-f]?:.*|::ffff:(?:7f[0-9a-f]{2}|a9fe):[0-9a-f]{1,4})\]$/.test(host);
}
