// The names shipped code reads are constants of their own, so a bundle keeps
// only those; PRESIGNED_PARAMS is read by the fake and tests only.
const SIGNATURE = 'X-Amz-Signature';
const CREDENTIAL = 'X-Amz-Credential';
const SECURITY_TOKEN = 'X-Amz-Security-Token';
/** The signing time parameter, `YYYYMMDD'T'HHMMSS'Z'`. Shipped code does not read it: a URL's age counts from its arrival. */
const AMZ_DATE_PARAM = 'X-Amz-Date';
/** The lifetime parameter, in seconds from the signing time. */
const AMZ_EXPIRES_PARAM = 'X-Amz-Expires';

/** The query parameter names of an S3 Signature V4 URL (docs/UPSTREAM.md). */
export const PRESIGNED_PARAMS = {
  algorithm: 'X-Amz-Algorithm',
  credential: CREDENTIAL,
  date: AMZ_DATE_PARAM,
  expires: AMZ_EXPIRES_PARAM,
  signedHeaders: 'X-Amz-SignedHeaders',
  signature: SIGNATURE,
  securityToken: SECURITY_TOKEN,
} as const;

/** The parameters whose values are secrets: never logged, shown or stored. */
const SECRET_PRESIGNED_PARAMS = [SIGNATURE, CREDENTIAL, SECURITY_TOKEN] as const;

/** A secret parameter's `name=` (group 1) and value (group 2) in any text: a query, or storage's prose quoting one. */
const SECRET_PARAM_PATTERN = new RegExp(`((?:${SECRET_PRESIGNED_PARAMS.join('|')})=)([^&#\\s"'<>]*)`, 'gi');

/** docs/SERVICE.md §4.1 rule 2: a PreUploadUrl expires 5 minutes after issue. */
export const PRESIGNED_URL_TTL_MS = 5 * 60 * 1000;

/**
 * `text` with the value of every secret presigned parameter replaced by
 * `[redacted]` (for `redact`, the fake's log and the proxy).
 * @example redactPresignedParams('https://s3/k?X-Amz-Signature=abc&a=1') // '…?X-Amz-Signature=[redacted]&a=1'
 */
export function redactPresignedParams(text: string): string {
  return text.replace(SECRET_PARAM_PATTERN, '$1[redacted]');
}

/**
 * The values of `url`'s secret parameters, decoded: storage may quote one bare,
 * with no `name=` before it, in the error of a PUT to that URL.
 * @example presignedSecrets('https://s3/k?X-Amz-Signature=abc1&a=1') // ['abc1']
 */
export function presignedSecrets(url: string): string[] {
  return Array.from(url.matchAll(SECRET_PARAM_PATTERN), ([, , value]) => {
    try {
      return decodeURIComponent(value!);
    } catch {
      return value!;
    }
  });
}
