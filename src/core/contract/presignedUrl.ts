/** The query parameter names of an S3 Signature V4 URL (docs/UPSTREAM.md); read by the fake, tests and checkStorageCors. */
export const PRESIGNED_PARAMS = {
  algorithm: 'X-Amz-Algorithm',
  credential: 'X-Amz-Credential',
  date: 'X-Amz-Date',
  expires: 'X-Amz-Expires',
  signedHeaders: 'X-Amz-SignedHeaders',
  signature: 'X-Amz-Signature',
  securityToken: 'X-Amz-Security-Token',
} as const;

/**
 * A parameter whose value is a secret (X-Amz-Signature, X-Amz-Credential, X-Amz-Security-Token: never logged, shown or
 * stored): its `name=` (group 1) and value (group 2) in any text, a query or storage's prose quoting one.
 */
const SECRET_PARAM_PATTERN = /(X-Amz-(?:Signature|Credential|Security-Token)=)([^&#\s"'<>]*)/gi;

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
