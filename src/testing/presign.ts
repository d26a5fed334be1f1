/**
 * S3-style presigned PUT URLs (UPSTREAM.md: AWS Signature V4 query parameters).
 * The signature is an HMAC-SHA256 over method, path, X-Amz-Date and
 * X-Amz-Expires, so changing any of them, or PUTting with another method, fails
 * with SignatureDoesNotMatch, as on S3.
 */
import { hmacSha256Hex, timingSafeEqual } from './webCrypto';

/** The query parameters a presigned URL carries. */
export const SIGNING_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
] as const;

/** `20261122T071100Z`, the X-Amz-Date form. */
export function toAmzDate(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Parses an X-Amz-Date; `NaN` when malformed. */
export function fromAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}

function stringToSign(method: string, path: string, amzDate: string, expires: string): string {
  return `AWS4-HMAC-SHA256\n${method.toUpperCase()}\n${path}\n${amzDate}\n${expires}`;
}

/** Adds the signing parameters to `url` for a PUT issued at `nowMs`. */
export async function presignUrl(
  url: URL,
  options: { signingKey: string; nowMs: number; expiresSeconds: number; method?: string },
): Promise<URL> {
  const amzDate = toAmzDate(options.nowMs);
  const expires = String(options.expiresSeconds);
  const signed = new URL(url);
  signed.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  signed.searchParams.set('X-Amz-Credential', `FAKEKEY/${amzDate.slice(0, 8)}/us-east-1/s3/aws4_request`);
  signed.searchParams.set('X-Amz-Date', amzDate);
  signed.searchParams.set('X-Amz-Expires', expires);
  signed.searchParams.set('X-Amz-SignedHeaders', 'host');
  signed.searchParams.set(
    'X-Amz-Signature',
    await hmacSha256Hex(options.signingKey, stringToSign(options.method ?? 'PUT', signed.pathname, amzDate, expires)),
  );
  return signed;
}

/** Why a presigned request was refused, or `ok`. */
export type PresignCheck =
  | { ok: true; amzDateMs: number; expiresSeconds: number }
  | { ok: false; reason: 'missing' | 'expired' | 'signature' };

/**
 * Checks a request against its signing parameters. Expiry is checked first, at
 * arrival, like S3: now > X-Amz-Date + min(X-Amz-Expires, ttl).
 */
export async function verifyPresignedRequest(
  method: string,
  url: URL,
  options: { signingKey: string; nowMs: number; ttlMs: number },
): Promise<PresignCheck> {
  const q = url.searchParams;
  if (SIGNING_PARAMS.some((name) => !q.get(name))) return { ok: false, reason: 'missing' };
  const amzDate = q.get('X-Amz-Date')!;
  const expires = q.get('X-Amz-Expires')!;
  const amzDateMs = fromAmzDate(amzDate);
  const expiresSeconds = Number(expires);
  if (Number.isNaN(amzDateMs) || !Number.isInteger(expiresSeconds) || expiresSeconds < 0) {
    return { ok: false, reason: 'signature' };
  }
  if (options.nowMs > amzDateMs + Math.min(expiresSeconds * 1000, options.ttlMs)) return { ok: false, reason: 'expired' };
  const expected = await hmacSha256Hex(options.signingKey, stringToSign(method, url.pathname, amzDate, expires));
  if (!timingSafeEqual(expected, q.get('X-Amz-Signature')!)) return { ok: false, reason: 'signature' };
  return { ok: true, amzDateMs, expiresSeconds };
}
