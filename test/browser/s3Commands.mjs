/**
 * Browser commands (run in Node) for the s3rver storage of
 * s3rverGlobalSetup.ts: URLs presigned by the AWS SDK v3 presigner, as a
 * real service signs them, and what the bucket holds. Plain JavaScript so
 * vite.config.ts can import it with its extension.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** The one bucket of the test storage. */
export const S3_BUCKET = 'uploads';

/** @type {Map<string, S3Client>} */
const clients = new Map();

/** @param {import('vitest/node').BrowserCommandContext} context */
function s3(context) {
  const { url } = context.project.getProvidedContext().s3Storage;
  let client = clients.get(url);
  if (!client) {
    client = new S3Client({
      endpoint: url,
      region: 'us-east-1',
      forcePathStyle: true,
      // s3rver's fixed test credentials: no secret.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      // Else the presigner pins an empty body's checksum, which a real file's PUT then fails.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    clients.set(url, client);
  }
  return client;
}

/**
 * A presigned PUT URL for `key`. `valid`: good for 10 minutes; `expired`:
 * signed an hour ago for 60 s (storage answers 403 AccessDenied "Request has
 * expired", though the URL looks fresh to the page); `tampered`: its
 * signature's last digit changed (403 SignatureDoesNotMatch).
 * @param {import('vitest/node').BrowserCommandContext} context
 * @param {string} key
 * @param {'valid' | 'expired' | 'tampered'} kind
 */
export async function presignS3Put(context, key, kind) {
  const command = new PutObjectCommand({ Bucket: S3_BUCKET, Key: key });
  const url = await getSignedUrl(
    s3(context),
    command,
    kind === 'expired' ? { expiresIn: 60, signingDate: new Date(Date.now() - 3_600_000) } : { expiresIn: 600 },
  );
  if (kind !== 'tampered') return url;
  return url.replace(/(X-Amz-Signature=[0-9a-f]*)([0-9a-f])/, (_, head, last) => head + (last === '0' ? '1' : '0'));
}

/**
 * The SHA-256 (hex) and size of the object at `key`, read with GetObject, or null when there is none.
 * @param {import('vitest/node').BrowserCommandContext} context
 * @param {string} key
 */
export async function s3ObjectDigest(context, key) {
  try {
    const object = await s3(context).send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
    const bytes = await object.Body.transformToByteArray();
    return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch (error) {
    if (error?.name === 'NoSuchKey') return null;
    throw error;
  }
}
