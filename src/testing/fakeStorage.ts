/**
 * The fake's S3-style storage: presigned PUT URLs (docs/UPSTREAM.md: AWS Signature V4 query parameters) and the PUT of
 * docs/SERVICE.md §4.2, answered in S3's order. The signature is an HMAC-SHA256 over method, path, X-Amz-Date and
 * X-Amz-Expires, so changing any of them, or PUTting with another method, fails with SignatureDoesNotMatch, as on S3.
 * Web Crypto only (no node:crypto), so the fake runs unchanged in MSW in a browser.
 */
import { PRESIGNED_PARAMS as P } from '../core/contract/presignedUrl';
import { parseStoragePath, type FakeBodyReader, type FakeContext } from './fakeInternals';
import { corsHeaders, readPaced, S3_ERRORS, s3ErrorResponse, s3RequestId } from './fakeResponses';

/** The query parameters a presigned URL of the fake carries (names from the contract; no security token). */
const SIGNING_PARAMS = [P.algorithm, P.credential, P.date, P.expires, P.signedHeaders, P.signature] as const;

const encoder = new TextEncoder();
const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** Compares without stopping at the first difference, like a real signature check. */
function timingSafeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** Parses an X-Amz-Date (`20261122T071100Z`); `NaN` when malformed. */
export function fromAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

const stringToSign = (method: string, path: string, amzDate: string, expires: string) =>
  `AWS4-HMAC-SHA256\n${method.toUpperCase()}\n${path}\n${amzDate}\n${expires}`;

/** Adds the signing parameters to `url` for a PUT issued at `nowMs`. */
export async function presignUrl(url: URL, options: { signingKey: string; nowMs: number; expiresSeconds: number }): Promise<URL> {
  const amzDate = new Date(options.nowMs).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const expires = String(options.expiresSeconds);
  const signed = new URL(url);
  signed.searchParams.set(P.algorithm, 'AWS4-HMAC-SHA256');
  signed.searchParams.set(P.credential, `FAKEKEY/${amzDate.slice(0, 8)}/us-east-1/s3/aws4_request`);
  signed.searchParams.set(P.date, amzDate);
  signed.searchParams.set(P.expires, expires);
  signed.searchParams.set(P.signedHeaders, 'host');
  signed.searchParams.set(P.signature, await hmacSha256Hex(options.signingKey, stringToSign('PUT', signed.pathname, amzDate, expires)));
  return signed;
}

/**
 * Why S3 refuses a presigned request, or undefined. Expiry is checked first,
 * at arrival, like S3: now > X-Amz-Date + min(X-Amz-Expires, ttl).
 */
async function presignRefusal(method: string, url: URL, ctx: FakeContext): Promise<'missingQueryAuth' | 'expired' | 'signature' | undefined> {
  const q = url.searchParams;
  if (SIGNING_PARAMS.some((name) => !q.get(name))) return 'missingQueryAuth';
  const amzDate = q.get(P.date)!;
  const expires = q.get(P.expires)!;
  const amzDateMs = fromAmzDate(amzDate);
  const expiresSeconds = Number(expires);
  if (Number.isNaN(amzDateMs) || !Number.isInteger(expiresSeconds) || expiresSeconds < 0) return 'signature';
  if (ctx.now() > amzDateMs + Math.min(expiresSeconds * 1000, ctx.ttlMs)) return 'expired';
  const expected = await hmacSha256Hex(ctx.signingKey, stringToSign(method, url.pathname, amzDate, expires));
  return timingSafeEqual(expected, q.get(P.signature)!) ? undefined : 'signature';
}

export async function servePutFile(ctx: FakeContext, request: Request, url: URL, readBody?: FakeBodyReader): Promise<Response> {
  const [fileStoreId, fileName] = parseStoragePath(url.pathname)!;
  if (request.headers.has('authorization')) return s3ErrorResponse(...S3_ERRORS.twoAuthMechanisms);
  const refusal = await presignRefusal(request.method, url, ctx);
  if (refusal) return s3ErrorResponse(...(S3_ERRORS[refusal] as readonly [number, string, string]));
  if ([...request.headers.keys()].some((name) => name.toLowerCase().startsWith('x-amz-'))) return s3ErrorResponse(...S3_ERRORS.unsignedHeader);

  // Read only now: S3 refuses before taking the body.
  const pace = ctx.faults.paceBody(request.signal);
  const bytes = readBody ? await readBody(pace)
    : ctx.faults.isPaced() && request.body ? await readPaced(request.body, pace) : new Uint8Array(await request.arrayBuffer());
  const sha256 = toHex(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  const etag = `"${sha256.slice(0, 32)}"`;
  // The same URL may be PUT again until it expires: the object is replaced (docs/UPSTREAM.md).
  const putCount = (ctx.state.objects.get(fileStoreId)?.putCount ?? 0) + 1;
  const contentType = request.headers.get('content-type') ?? 'binary/octet-stream';
  ctx.state.objects.set(fileStoreId, { key: `chatbot-uploads/${fileStoreId}/${fileName}`, fileName, bytes, size: bytes.byteLength, contentType, etag, sha256, putCount });
  return new Response(null, { status: 200, headers: { ...corsHeaders(), etag, 'x-amz-request-id': s3RequestId() } });
}
