/**
 * The likely cause and fix of a failed storage PUT, in development builds (`process.env.NODE_ENV !== 'production'`,
 * which bundlers replace, so a production bundle drops the texts); `undefined` in production and on a page without
 * `process`.
 */
export function storageHint(status: number, s3Code?: string, s3Message?: string): string | undefined {
  try {
    return pickHint(status, s3Code, s3Message);
  } catch {
    return undefined; // no `process` and no bundler: treated as production
  }
}

// The production test is the whole body, so a minifier drops `devHint` with it.
function pickHint(status: number, s3Code?: string, s3Message?: string): string | undefined {
  return process.env.NODE_ENV !== 'production' ? devHint(status, s3Code, s3Message) : undefined;
}

function devHint(status: number, s3Code?: string, s3Message?: string): string | undefined {
  if (status === 0) {
    const origin = typeof location === 'undefined' ? "this page's origin" : location.origin;
    return (
      `No answer from storage. If uploads work nowhere, the bucket's CORS rules must allow PUT, with the Content-Type header, from ${origin}` +
      ' (AllowedMethods PUT, AllowedHeaders Content-Type or *); otherwise the network is down.' +
      " checkStorageCors(preUploadUrl) from 'chatbot-kit/core' tells which."
    );
  }
  if (s3Code === 'SignatureDoesNotMatch' || (status === 403 && /not signed/i.test(s3Message ?? ''))) {
    return (
      'A header was added that the URL did not sign, or the URL was changed after signing.' +
      ' The PUT must go to PreUploadUrl exactly as received, with no header but Content-Type:' +
      ' check fetch/XMLHttpRequest interceptors, service workers and proxies that add x-amz-* headers or re-encode the query.'
    );
  }
  if (s3Code === 'InvalidArgument') {
    return (
      'An Authorization header reached storage: S3 takes one auth mechanism, and the URL carries its own.' +
      ' An interceptor or fetch wrapper adds Authorization to every request; leave the storage host out of it.'
    );
  }
  return undefined;
}
