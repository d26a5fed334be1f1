import type { ChatbotError } from '../errors/ChatbotError';
import { UploadUrlRefusedError } from '../errors/UploadUrlRefusedError';
import { isSafeHttpUrl } from '../normalize/isSafeHttpUrl';
import type { ChatbotClientOptions } from '../types';

/** What {@link checkUploadUrl} compares a URL with: the client's options (`baseUrl` may be relative to the page). */
export type UploadUrlPolicy = Pick<ChatbotClientOptions, 'baseUrl' | 'storageOrigins'>;

/**
 * Throws unless `url` is a URL into storage: an absolute http(s) URL (`isSafeHttpUrl`; else a `BadUrl` error naming
 * `field`: the service's answer or the caller's argument), then, else an {@link UploadUrlRefusedError}, no user
 * credentials, and an origin listed in `storageOrigins` or, unlisted, neither the page's own origin, nor a unique-local
 * IPv6 address (fc00::/7), nor a loopback / link-local host (unless `baseUrl` is one: the fake, local development). A
 * host's trailing dot names the same host and is dropped before comparing.
 */
export function checkUploadUrl(
  url: string, { baseUrl, storageOrigins }: UploadUrlPolicy, operation: string, field: string,
  BadUrl: new (operation: string, field: string, detail: string) => ChatbotError,
): void {
  if (!isSafeHttpUrl(url)) throw new BadUrl(operation, field, 'is not an http(s) URL');
  const { hostname, username, password, origin: rawOrigin } = new URL(url);
  const origin = withoutTrailingDot(rawOrigin);
  const refuse = (rule: 'credentials' | 'page-origin' | 'private-address' | 'storage-origins', why: string) => {
    throw new UploadUrlRefusedError(operation, rule, `${origin} ${why}`);
  };
  if (username || password) refuse('credentials', 'with user credentials');
  // An exact origin (a trailing slash or dot allowed), or a RegExp tested against the origin.
  const listed = storageOrigins?.some((entry) =>
    typeof entry === 'string' ? withoutTrailingDot(entry.replace(/\/+$/, '')) === origin : ((entry.lastIndex = 0), entry.test(origin)),
  );
  if (listed) return;
  if (storageOrigins) refuse('storage-origins', 'is not in storageOrigins');
  // The page's, or a worker's, location; none in Node.
  const page = globalThis.location as Location | undefined;
  if (page && withoutTrailingDot(page.origin) === origin) refuse('page-origin', "is the page's own origin");
  // fc00::/7 (the cloud metadata address fd00:ec2::254 among them): only storageOrigins lets one through.
  if (/^\[f[cd][0-9a-f]{2}:/.test(hostname)) refuse('private-address', 'is a unique-local IPv6 address');
  let base = '';
  try {
    base = new URL(baseUrl, page?.href).hostname;
  } catch {
    // A relative baseUrl outside a page: not a loopback one.
  }
  if (isPrivateHost(hostname) && !isPrivateHost(base)) refuse('private-address', 'is a loopback or link-local address');
}

/** An origin without the trailing dot of its host (`https://app.example.:8443` is `https://app.example:8443`). */
function withoutTrailingDot(text: string): string {
  return text.replace(/\.(?=(?::\d+)?$)/, '');
}

/**
 * Loopback and link-local hosts as the URL parser writes them (`0x7f.1` is `127.0.0.1`, IPv6 lower-case hex; only a
 * name keeps a trailing dot): localhost, 127/8, 169.254/16, 0.0.0.0, [::1], [::], fe80::/10 and the IPv4-mapped forms
 * of 127/8 and 169.254/16.
 */
function isPrivateHost(host: string): boolean {
  return /^(?:(?:.+\.)?localhost\.?|0\.0\.0\.0|127(?:\.\d+){3}|169\.254(?:\.\d+){2}|\[(?:::1?|fe[89ab][^\]]*|::ffff:(?:7f|a9fe)[^\]]*)\])$/.test(host);
}
