import { typeFromExtension } from './contentTypeOf';
import { formatBytes } from './formatBytes';
import type {
  AcceptOption,
  FileRejection,
  FileRejectionError,
  UploadableFile,
  UploadValidationOptions,
} from './types';

/** The S3 single-PUT limit (UPSTREAM.md: 400 EntityTooLarge above it). */
export const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;

/** Result of {@link validateFiles}. */
export interface ValidateFilesResult {
  accepted: UploadableFile[];
  rejected: FileRejection[];
}

/**
 * Checks files before any request (issue 3 "Validation"): type (`accept`),
 * `minSize`, `maxSize` (default 5 GiB) and `maxFiles`. Refusals are data with
 * react-dropzone's codes, never thrown. A file gets every reason that applies;
 * `too-many-files` goes to the files that do not fit once `alreadyQueued`
 * slots are taken, in the order given.
 *
 * @param alreadyQueued files already held by the queue (for `maxFiles`)
 */
export function validateFiles(
  files: Iterable<UploadableFile>,
  options: UploadValidationOptions = {},
  alreadyQueued = 0,
): ValidateFilesResult {
  const accept = parseAccept(options.accept);
  const minSize = options.minSize ?? 0;
  const maxSize = options.maxSize ?? MAX_SINGLE_PUT_BYTES;
  const maxFiles = options.maxFiles && options.maxFiles > 0 ? options.maxFiles : Infinity;
  // Only ever compared with 0, so more files held than allowed needs no clamp.
  let room = maxFiles - alreadyQueued;

  const accepted: UploadableFile[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const errors: FileRejectionError[] = [];
    if (accept && !matchesAccept(file, accept)) {
      errors.push({ code: 'file-invalid-type', message: `File type must be ${accept.join(', ')}` });
    }
    if (file.size > maxSize) {
      errors.push({ code: 'file-too-large', message: `File is larger than ${formatBytes(maxSize)}` });
    }
    if (file.size < minSize) {
      errors.push({ code: 'file-too-small', message: `File is smaller than ${formatBytes(minSize)}` });
    }
    if (errors.length === 0) {
      if (room > 0) {
        room--;
        accepted.push(file);
        continue;
      }
      errors.push({
        code: 'too-many-files',
        message: `Too many files: at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}`,
      });
    }
    rejected.push({ file, errors });
  }
  return { accepted, rejected };
}

/**
 * The tokens of an `accept` option (MIME types, `type/*` wildcards and
 * `.ext` extensions), lower-cased; `null` when every type is accepted.
 */
export function parseAccept(accept: AcceptOption | undefined): string[] | null {
  if (accept == null) return null;
  const tokens: readonly string[] =
    typeof accept === 'string'
      ? accept.split(',')
      : Array.isArray(accept)
        ? accept
        : // react-dropzone shape: { 'image/*': ['.png'] } — the MIME key or any listed extension matches.
          Object.entries(accept as Record<string, string | readonly string[]>).flat(2);
  const clean = tokens.map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (clean.length === 0 || clean.includes('*') || clean.includes('*/*')) return null;
  return [...new Set(clean)];
}

/**
 * Whether `file` matches one of the `accept` tokens (by extension, exact MIME
 * type or `type/*`). The type is the one the PUT will send (issue 12 §5): an
 * empty `file.type` is taken from the extension table, so a `.heic` with no
 * type matches `image/*`. The `application/octet-stream` fallback matches
 * nothing by type: an unknown file is not an `application/*` one.
 */
export function matchesAccept(file: { name: string; type: string }, tokens: readonly string[]): boolean {
  const name = (file.name ?? '').toLowerCase();
  const type = (file.type || typeFromExtension(name)).toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    // `image/*` matches types that start `image/`.
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** The `accept` attribute value for an `<input type=file>`. */
export function toAcceptAttribute(accept: AcceptOption | undefined): string | undefined {
  return parseAccept(accept)?.join(',');
}
