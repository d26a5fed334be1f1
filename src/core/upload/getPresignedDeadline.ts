import { PRESIGNED_URL_TTL_MS } from '../contract/presignedUrl';
import type { UrlAge } from './runUpload';

/**
 * The value of the query's first X-Amz-Expires (`PRESIGNED_PARAMS.expires`): after the first `?`, before
 * any `#`; the name in any case (S3 accepts any case).
 */
const EXPIRES_PATTERN = /^[^?#]*\?(?:[^#]*?&)??x-amz-expires=([^&#]*)/i;

/**
 * The time, on the clock `receivedAt` was read from, after which a presigned
 * PUT URL must not be used: from its arrival, the earlier of the service's 5
 * minutes and the signature's `X-Amz-Expires` (docs/UPSTREAM.md). `X-Amz-Date`
 * is not compared with the page's clock, which may be off by hours: should
 * the URL be older, storage says "Request has expired" and a fresh one is
 * asked for.
 *
 * @param url the PreUploadUrl
 * @param receivedAt when GetPreUploadUrl answered, on a monotonic clock (`performance.now()`)
 * @param ttlMs the service's own lifetime of a PreUploadUrl (docs/SERVICE.md §4.1 rule 2: 5 minutes), counted from arrival
 * @example getPresignedDeadline(url, performance.now()) // performance.now() + 300000 for X-Amz-Expires=600
 */
export function getPresignedDeadline(url: string, receivedAt: number, ttlMs = PRESIGNED_URL_TTL_MS): number {
  // The first X-Amz-Expires of the query counts, and only as a plain count of seconds.
  const value = EXPIRES_PATTERN.exec(url)?.[1] ?? '';
  return receivedAt + (/^\d{1,7}$/.test(value) ? Math.min(ttlMs, Number(value) * 1000) : ttlMs);
}

/** Options of {@link createUrlAge}: the queue's own (`UploadQueueOptions`). */
export interface UrlAgeOptions {
  /** The clock URL ages are read from. @default performance.now(), never the wall clock, which a user may change */
  now?: (() => number) | undefined;
  /** The service's lifetime of a URL. @default 300000 */
  urlTtlMs?: number | undefined;
  /**
   * A URL this close to its deadline is treated as expired (the time the
   * request takes to arrive); at most half the URL's lifetime, so a URL that
   * lives 15 s or less is still used while fresh. @default 15000
   */
  expiryMarginMs?: number | undefined;
}

/** The engine's judge of URL age: a deadline stamped on arrival, checked before each PUT. */
export function createUrlAge({ now = () => performance.now(), urlTtlMs, expiryMarginMs = 15_000 }: UrlAgeOptions): UrlAge {
  return (url) => {
    const receivedAt = now();
    const deadline = getPresignedDeadline(url, receivedAt, urlTtlMs);
    // Half the lifetime at most: a margin as long as the lifetime would call a URL
    // too old the moment it arrives, and a fresh one would be no younger.
    const marginMs = Math.min(expiryMarginMs, (deadline - receivedAt) / 2);
    // Too close to expiry once now plus the margin reaches the deadline.
    return () => now() + marginMs >= deadline;
  };
}
