/**
 * S3-style presigned PUT URLs (docs/UPSTREAM.md: AWS Signature V4 query parameters).
 * The signature is an HMAC-SHA256 over method, path, X-Amz-Date and
 * X-Amz-Expires, so changing any of them, or PUTting with another method, fails
 * with SignatureDoesNotMatch, as on S3.
 */
import { PRESIGNED_PARAMS as P } from '../core/contract/presignedUrl';
import { hmacSha256Hex, timingSafeEqual } from './webCrypto';

/** The query parameters a presigned URL of the fake carries (names from the contract; no security token). */
const SIGNING_PARAMS = [P.algorithm, P.credential, P.date, P.expires, P.signedHeaders, P.signature] as const;

/** `20261122T071100Z`, the X-Amz-Date form. */
function toAmzDate(ms: number): string {
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
  signed.searchParams.set(P.algorithm, 'AWS4-HMAC-SHA256');
  signed.searchParams.set(P.credential, `FAKEKEY/${amzDate.slice(0, 8)}/us-east-1/s3/aws4_request`);
  signed.searchParams.set(P.date, amzDate);
  signed.searchParams.set(P.expires, expires);
  signed.searchParams.set(P.signedHeaders, 'host');
  signed.searchParams.set(
    P.signature,
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
  const amzDate = q.get(P.date)!;
  const expires = q.get(P.expires)!;
  const amzDateMs = fromAmzDate(amzDate);
  const expiresSeconds = Number(expires);
  if (Number.isNaN(amzDateMs) || !Number.isInteger(expiresSeconds) || expiresSeconds < 0) {
    return { ok: false, reason: 'signature' };
  }
  if (options.nowMs > amzDateMs + Math.min(expiresSeconds * 1000, options.ttlMs)) return { ok: false, reason: 'expired' };
  const expected = await hmacSha256Hex(options.signingKey, stringToSign(method, url.pathname, amzDate, expires));
  if (!timingSafeEqual(expected, q.get(P.signature)!)) return { ok: false, reason: 'signature' };
  return { ok: true, amzDateMs, expiresSeconds };
}
