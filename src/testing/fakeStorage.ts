/** The fake's S3-style storage: the PUT of docs/SERVICE.md §4.2, answered in S3's order (docs/UPSTREAM.md). */
import type { FakeContext } from './fakeContext';
import { corsHeaders } from './cors';
import { parseStoragePath, type FakeBodyReader } from './fakeInternals';
import { readPaced } from './fakeResponses';
import { verifyPresignedRequest } from './presign';
import { S3_ERRORS, s3ErrorResponse, s3RequestId } from './s3Errors';
import { sha256Hex } from './webCrypto';

export async function servePutFile(ctx: FakeContext, request: Request, url: URL, readBody?: FakeBodyReader): Promise<Response> {
  const parts = parseStoragePath(url.pathname)!;
  if (request.headers.has('authorization')) return s3ErrorResponse(...S3_ERRORS.twoAuthMechanisms);
  const check = await verifyPresignedRequest(request.method, url, { signingKey: ctx.signingKey, nowMs: ctx.now(), ttlMs: ctx.ttlMs });
  if (!check.ok) {
    if (check.reason === 'missing') return s3ErrorResponse(...S3_ERRORS.missingQueryAuth);
    if (check.reason === 'expired') return s3ErrorResponse(...S3_ERRORS.expired);
    return s3ErrorResponse(...S3_ERRORS.signature);
  }
  let unsigned = false;
  request.headers.forEach((_, name) => {
    if (name.toLowerCase().startsWith('x-amz-')) unsigned = true;
  });
  if (unsigned) return s3ErrorResponse(...S3_ERRORS.unsignedHeader);

  const [fileStoreId, fileName] = parts;
  // Read only now: S3 refuses before taking the body.
  const pace = ctx.storagePace.forBody(request.signal);
  const bytes = readBody
    ? await readBody(pace)
    : ctx.storagePace.isPaced() && request.body
      ? await readPaced(request.body, pace)
      : new Uint8Array(await request.arrayBuffer());
  const sha256 = await sha256Hex(bytes);
  const etag = `"${sha256.slice(0, 32)}"`;
  const previous = ctx.state.objects.get(fileStoreId);
  // The same URL may be PUT again until it expires: the object is replaced (docs/UPSTREAM.md).
  ctx.state.objects.set(fileStoreId, {
    key: `chatbot-uploads/${fileStoreId}/${fileName}`,
    fileName,
    bytes,
    size: bytes.byteLength,
    contentType: request.headers.get('content-type') ?? 'binary/octet-stream',
    etag,
    sha256,
    putCount: (previous?.putCount ?? 0) + 1,
  });
  return new Response(null, {
    status: 200,
    headers: { ...corsHeaders(), etag, 'x-amz-request-id': s3RequestId() },
  });
}
