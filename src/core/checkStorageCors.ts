import { InvalidInputError } from './errors/InvalidInputError';
import { PRESIGNED_PARAMS } from './contract/presignedUrl';
import { FALLBACK_CONTENT_TYPE } from './upload/contentTypeOf';

/** Options of {@link checkStorageCors}. */
export interface CheckStorageCorsOptions {
  /** The `fetch` to probe with. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Aborts the probe. @default none */
  signal?: AbortSignal;
  /**
   * The Content-Type the probe sends, as uploads do.
   * @default 'application/octet-stream'
   */
  contentType?: string;
}

/** What {@link checkStorageCors} found. Holds no URL and no secret. */
export interface StorageCorsReport {
  /** True when storage answered a cross-origin PUT, with Content-Type, from this page: its CORS rules allow uploads here. */
  ok: boolean;
  /** HTTP status of the probe (403 is the expected answer to its wrong signature); 0 when no answer reached the page. */
  status: number;
  /**
   * When `ok` is false: true when storage could be reached at all (a request
   * that needs no CORS got through), so CORS is what refuses; false when the
   * host could not be reached (offline, DNS, a blocked host).
   */
  reachable: boolean;
  /** The page's origin, the one the bucket's CORS rules must allow. */
  origin: string;
  /** What was found and what to do, for the developer. */
  message: string;
}

/**
 * Tests once, from the page it runs in, whether storage's CORS rules let this
 * origin upload. Run it in development, on your app's origin, with a
 * PreUploadUrl just received (on a server there is no CORS: always `ok`).
 *
 * It sends an empty PUT with `Content-Type`, so the browser sends an upload's
 * preflight, to the URL with a wrong `X-Amz-Signature`, so storage refuses
 * it (403) and nothing is stored. Any answer the page can read means the
 * preflight passed: `ok`. No answer: a `no-cors` HEAD tells whether storage
 * is reachable at all.
 *
 * @throws InvalidInputError when the URL is not a presigned one (no
 *   `X-Amz-Signature`): the probe could then store a stray object.
 * @example
 * const { preUploadUrl } = await client.getPreUploadUrl({ fileName: 'cors-check.txt' });
 * const report = await checkStorageCors(preUploadUrl);
 * if (!report.ok) console.warn(report.message);
 */
export async function checkStorageCors(preUploadUrl: string, options: CheckStorageCorsOptions = {}): Promise<StorageCorsReport> {
  const probeUrl = withWrongSignature(preUploadUrl);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const origin = typeof location === 'undefined' ? '(no page origin)' : location.origin;
  const init = { signal: options.signal, credentials: 'omit', cache: 'no-store' } as const;
  let status = 0;
  try {
    const response = await fetchImpl.call(globalThis, probeUrl, {
      ...init,
      method: 'PUT',
      headers: { 'content-type': options.contentType ?? FALLBACK_CONTENT_TYPE },
      body: new Uint8Array(0),
    });
    status = response.status;
    void response.body?.cancel().catch(() => {});
  } catch (error) {
    if (options.signal?.aborted) throw error;
  }
  if (status > 0) {
    return {
      ok: true,
      status,
      reachable: true,
      origin,
      message:
        status >= 200 && status <= 299
          ? `Storage allows PUT from ${origin}, but accepted a PUT with a wrong signature (HTTP ${status}): the bucket takes unsigned writes. Check its policy.`
          : `Storage allows PUT with Content-Type from ${origin} (it answered the probe HTTP ${status}, as expected for its wrong signature).`,
    };
  }
  let reachable = false;
  try {
    await fetchImpl.call(globalThis, probeUrl, { ...init, method: 'HEAD', mode: 'no-cors' });
    reachable = true;
  } catch (error) {
    if (options.signal?.aborted) throw error;
  }
  return {
    ok: false,
    status,
    reachable,
    origin,
    message: reachable
      ? `Storage refused a cross-origin PUT from ${origin}: the bucket's CORS rules must allow it, for example ` +
        `[{"AllowedOrigins":["${origin}"],"AllowedMethods":["PUT"],"AllowedHeaders":["Content-Type"],"ExposeHeaders":["ETag","Retry-After"]}].`
      : 'Storage could not be reached from this page (offline, DNS or a blocked host), so its CORS rules could not be tested.',
  };
}

/** `url` with its signature replaced by a wrong one of the same form (so storage refuses it), or a refusal. */
function withWrongSignature(url: string): string {
  const pattern = new RegExp(`([?&]${PRESIGNED_PARAMS.signature}=)[^&#]*`, 'i');
  if (!/^https?:\/\//i.test(url) || !pattern.test(url)) {
    throw new InvalidInputError(
      'checkStorageCors',
      'preUploadUrl',
      `is not a presigned http(s) URL with ${PRESIGNED_PARAMS.signature}: probing it could store a stray object`,
    );
  }
  return url.replace(pattern, `$1${'0'.repeat(64)}`);
}
