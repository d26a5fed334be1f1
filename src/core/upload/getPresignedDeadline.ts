import { AMZ_DATE_PARAM, AMZ_EXPIRES_PARAM, PRESIGNED_URL_TTL_MS } from '../contract/presignedUrl';
import type { UrlAge } from './runUpload';

/** Options of {@link getPresignedDeadline}. */
export interface PresignedDeadlineOptions {
  /**
   * The service's own lifetime of a PreUploadUrl (SERVICE.md §4.1 rule 2:
   * 5 minutes), counted from when the URL was received.
   * @default 300000
   */
  ttlMs?: number;
  /**
   * How far the signer's clock (`X-Amz-Date`) may differ from ours and still
   * be trusted. Beyond it, the signature is assumed to be made when the URL
   * was received. AWS itself allows 15 minutes of skew.
   * @default 900000
   */
  maxClockSkewMs?: number;
}

/**
 * The time (on the local clock, epoch ms) after which a presigned PUT URL
 * must not be used any more (issue 3 "Presigned URLs").
 *
 * The earlier of two limits (UPSTREAM.md: "treat the earlier of the two as the
 * limit"):
 * - the service's rule, `issuedAt + ttlMs` (5 minutes);
 * - the signature's own, `X-Amz-Date + X-Amz-Expires` (600 s in the sample).
 *
 * `X-Amz-Date` is stamped by the signer's clock, not ours. When it lies
 * within `maxClockSkewMs` of `issuedAt` it is trusted (a URL signed a while
 * before it reached us expires sooner); a date in our future is treated as
 * "signed now" (our clock is behind); a date further away than the allowance
 * means the clocks disagree, so the signature's lifetime is counted from
 * `issuedAt` instead. A URL without signing parameters gets the service rule
 * alone.
 *
 * @param url the PreUploadUrl
 * @param issuedAt local `now()` when GetPreUploadUrl answered
 */
export function getPresignedDeadline(url: string, issuedAt: number, options: PresignedDeadlineOptions = {}): number {
  const ttlMs = options.ttlMs ?? PRESIGNED_URL_TTL_MS;
  const maxSkew = options.maxClockSkewMs ?? 15 * 60 * 1000;
  const serviceDeadline = issuedAt + ttlMs;

  const params = readSigningParams(url);
  if (params.expiresSeconds === undefined) return serviceDeadline;
  const lifetimeMs = params.expiresSeconds * 1000;

  let signedAt = issuedAt;
  if (params.signedAt !== undefined) {
    const age = issuedAt - params.signedAt;
    if (age >= 0 && age <= maxSkew) signedAt = params.signedAt;
    // age < 0 (signed "in our future") or beyond the allowance: clock skew, count from issuedAt.
  }
  return Math.min(serviceDeadline, signedAt + lifetimeMs);
}

/** Whether a URL with this `deadline` is too close to expiry to start a PUT at `now`. */
export function isPresignedUrlExpired(deadline: number, now: number, marginMs = 0): boolean {
  return now + marginMs >= deadline;
}

/** Parameter names compare case-insensitively (S3 accepts any case). */
const DATE_KEY = AMZ_DATE_PARAM.toLowerCase();
const EXPIRES_KEY = AMZ_EXPIRES_PARAM.toLowerCase();

/** Options of {@link createUrlAge}. */
export interface UrlAgeOptions extends PresignedDeadlineOptions {
  /** The clock. */
  now: () => number;
  /** A URL this close to its deadline is treated as expired (clock skew, time to arrive). */
  marginMs: number;
}

/** The engine's judge of URL age: deadlines stamped on arrival, checked before each PUT. */
export function createUrlAge(options: UrlAgeOptions): UrlAge {
  const { now, marginMs, ...deadlineOptions } = options;
  return {
    deadlineOf: (url) => getPresignedDeadline(url, now(), deadlineOptions),
    isExpired: (deadline) => isPresignedUrlExpired(deadline, now(), marginMs),
  };
}

function readSigningParams(url: string): { signedAt?: number; expiresSeconds?: number } {
  const query = url.indexOf('?') === -1 ? '' : url.slice(url.indexOf('?') + 1).split('#')[0] ?? '';
  let date: string | undefined;
  let expires: string | undefined;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = decodeSafe(eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
    const value = eq === -1 ? '' : decodeSafe(pair.slice(eq + 1));
    if (key === DATE_KEY) date = value;
    else if (key === EXPIRES_KEY) expires = value;
  }
  const out: { signedAt?: number; expiresSeconds?: number } = {};
  if (expires !== undefined && /^\d{1,7}$/.test(expires)) out.expiresSeconds = Number(expires);
  const signedAt = date === undefined ? undefined : parseAmzDate(date);
  if (signedAt !== undefined) out.signedAt = signedAt;
  return out;
}

/** `20240101T120000Z` (ISO 8601 basic, UTC) → epoch ms. */
export function parseAmzDate(value: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const time = Date.UTC(y, mo - 1, d, h, mi, s);
  return Number.isNaN(time) ? undefined : time;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
