/**
 * The likely cause and fix of a failed storage PUT, for the
 * developer: shown in development builds only, and `undefined` in production.
 *
 * "Development" is `process.env.NODE_ENV !== 'production'`, the test React
 * and every bundler already use (Vite, webpack, Next.js, esbuild with
 * `define` replace it with a string). In a production build the test folds
 * to `false` and the hint texts are dropped from the bundle, so they cost
 * production users no bytes. A page without a bundler and without `process`
 * counts as production: reading `process` throws there, and that is caught.
 */
export function storageHint(status: number, s3Code?: string, s3Message?: string): string | undefined {
  try {
    return pickHint(status, s3Code, s3Message);
  } catch {
    return undefined; // no `process` and no bundler: treated as production
  }
}

// Its own function, so that the production test is the whole body and a
// minifier drops `devHint` (and its strings) with it.
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
