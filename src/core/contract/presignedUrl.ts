// The names shipped code reads are constants of their own, so that a bundle
// keeps only those: redaction (in every bundle, through ChatbotError) needs
// the secret ones, the upload engine the lifetime; the whole
// PRESIGNED_PARAMS is dropped where only the fake and tests read it.
const SIGNATURE = 'X-Amz-Signature';
const CREDENTIAL = 'X-Amz-Credential';
const SECURITY_TOKEN = 'X-Amz-Security-Token';
/** The signing time parameter, `YYYYMMDD'T'HHMMSS'Z'`. Shipped code does not read it: a URL's age counts from its arrival. */
const AMZ_DATE_PARAM = 'X-Amz-Date';
/** The lifetime parameter, in seconds from the signing time. */
export const AMZ_EXPIRES_PARAM = 'X-Amz-Expires';

/**
 * The presigned-URL facts of docs/UPSTREAM.md, in one place: the query parameter
 * names of an S3 Signature V4 URL, which of them are secrets, and the
 * lifetime docs/SERVICE.md §4.1 rule 2 gives.
 */
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

/**
 * Matches a secret parameter's `name=` and its value in any text, after any
 * character: in a URL's query, or quoted in prose such as storage's
 * "mismatch for X-Amz-Signature=…" (group 1 keeps the name, group 2 is the value).
 */
const SECRET_PARAM_PATTERN = new RegExp(`((?:${SECRET_PRESIGNED_PARAMS.join('|')})=)([^&#\\s"'<>]*)`, 'gi');

/** docs/SERVICE.md §4.1 rule 2: a PreUploadUrl expires 5 minutes after issue. */
export const PRESIGNED_URL_TTL_MS = 5 * 60 * 1000;

/**
 * `text` with the value of every secret presigned parameter replaced by
 * `[redacted]`, the rest of the URL kept. `redact`, the fake's request log
 * and the proxy all go through here; {@link presignedSecrets} reads the values
 * with the same {@link SECRET_PARAM_PATTERN}.
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
