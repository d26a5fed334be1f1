/** S3's XML error answers (docs/UPSTREAM.md), so the client's parser meets the real thing. */
import { corsHeaders } from './cors';

let counter = 0;

/** A 16-character request id like S3's `x-amz-request-id`. */
export function s3RequestId(): string {
  counter = (counter + 1) % 0xffffffff;
  return `FAKE${counter.toString(16).toUpperCase().padStart(12, '0')}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The XML body S3 sends with an error. */
function s3ErrorXml(code: string, message: string, requestId: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message>` +
    `<RequestId>${requestId}</RequestId><HostId>fake-s3</HostId></Error>`
  );
}

/** An S3 error response with CORS headers (S3 sends them on errors too when the bucket allows the origin). */
export function s3ErrorResponse(status: number, code: string, message: string, extraHeaders: Record<string, string> = {}): Response {
  const requestId = s3RequestId();
  return new Response(s3ErrorXml(code, message, requestId), {
    status,
    headers: { ...corsHeaders(), 'content-type': 'application/xml', 'x-amz-request-id': requestId, ...extraHeaders },
  });
}

/** The S3 answers the fake gives, by situation. */
export const S3_ERRORS = {
  twoAuthMechanisms: [400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified'],
  missingQueryAuth: [400, 'AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.'],
  expired: [403, 'AccessDenied', 'Request has expired'],
  signature: [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.'],
  unsignedHeader: [403, 'AccessDenied', 'There were headers present in the request which were not signed'],
  internal: [500, 'InternalError', 'We encountered an internal error. Please try again.'],
  slowDown: [503, 'SlowDown', 'Please reduce your request rate.'],
} as const satisfies Record<string, readonly [number, string, string]>;
