import { StorageError } from '../errors/StorageError';
import { UploadUrlExpiredError } from '../errors/UploadUrlExpiredError';
import { storageHint } from '../errors/storageHint';
import { presignedSecrets } from '../contract/presignedUrl';
import { redact } from '../redact';

/** `<Code>` and `<Message>` of an S3 XML error body (docs/UPSTREAM.md), when present. */
function parseS3ErrorBody(body: string): { code?: string; message?: string } {
  // A regex, not DOMParser: core must work without DOM globals (Node, workers).
  // Only Code and Message are read — S3 also echoes StringToSign and the
  // access key id, which must not reach an error.
  return {
    code: decodeXml(/<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1]),
    message: decodeXml(/<Message>([^<]{1,500})<\/Message>/.exec(body)?.[1]),
  };
}

/**
 * Element text decoded and trimmed; `undefined` stays so. Decoded: numeric
 * character references (`&#39;`, `&#x2014;`; one that names no character
 * becomes U+FFFD), then the five named entities, `&amp;` last, so `&amp;#39;`
 * is the text `&#39;`.
 */
function decodeXml(text: string | undefined): string | undefined {
  return text
    ?.replace(/&#(?:x([\da-f]{1,6})|(\d{1,7}));/gi, (_, hex?: string, decimal?: string) => {
      const codePoint = hex ? parseInt(hex, 16) : Number(decimal);
      return String.fromCodePoint(codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff) ? codePoint : 0xfffd);
    })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * The error for a non-2xx storage PUT to `url`: `AccessDenied` "Request has expired"
 * → {@link UploadUrlExpiredError} (ask for a fresh URL; docs/SERVICE.md §4.1 rule 2),
 * anything else → {@link StorageError} carrying the S3 code
 * (`SignatureDoesNotMatch`, `EntityTooLarge`, `SlowDown`, …), `Retry-After`
 * and, in development builds, a `hint` for the answers a setup problem causes.
 * The URL's signature and other secret parameters are redacted from the code
 * and message wherever they appear, even quoted bare.
 */
export function toStorageError(status: number, body: string, retryAfterSeconds: number | undefined, url: string): StorageError {
  const parsed = parseS3ErrorBody(body);
  const secrets = presignedSecrets(url);
  const clean = (text: string | undefined) => (text === undefined ? undefined : redact(text, secrets));
  const s3 = { code: clean(parsed.code), message: clean(parsed.message) };
  if (s3.code === 'AccessDenied' && /request has expired/i.test(s3.message ?? '')) {
    return new UploadUrlExpiredError(status);
  }
  return new StorageError(status, s3, { retryAfterSeconds, hint: storageHint(status, s3.code, s3.message) });
}
