import attrAccept from 'attr-accept';
import { typeFromExtension } from './contentTypeOf';
import type { AcceptOption, FileRejection, FileRejectionError, UploadableFile, UploadValidationOptions } from './types';

/** The S3 single-PUT limit (docs/UPSTREAM.md: 400 EntityTooLarge above it). */
export const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;

/** Result of {@link validateFiles}. */
export interface ValidateFilesResult {
  accepted: UploadableFile[];
  rejected: FileRejection[];
}

/**
 * Checks files before any request: type (`accept`, matched by attr-accept as react-dropzone matches it), `minSize`, `maxSize` (default 5 GiB), the
 * caller's `validator`, then `maxFiles`. Refusals are data, never thrown: react-dropzone's codes, each with the `limit` broken (no text: the labels
 * write it, see `rejectionReason`). A file gets every reason that applies; `too-many-files` goes to the files that do not fit once `alreadyQueued`
 * slots are taken, in the order given.
 *
 * @param alreadyQueued files already held by the queue (for `maxFiles`)
 * @param resumes asked of each file that passed the other checks: true when it resumes
 * an item counted in `alreadyQueued`, whose place it takes (it is accepted, with no slot of its own)
 */
export function validateFiles(
  files: Iterable<UploadableFile>,
  options: UploadValidationOptions = {},
  alreadyQueued = 0,
  resumes?: (file: UploadableFile) => boolean,
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
    // The type the PUT will send: a file with no type is matched by its extension's.
    if (accept && !attrAccept({ name: file.name, type: file.type || typeFromExtension(file.name) }, accept)) {
      errors.push({ code: 'file-invalid-type', limit: accept });
    }
    if (file.size > maxSize) errors.push({ code: 'file-too-large', limit: maxSize });
    if (file.size < minSize) errors.push({ code: 'file-too-small', limit: minSize });
    const own = options.validator?.(file);
    if (own) errors.push(...[own].flat());
    if (errors.length === 0) {
      if (resumes?.(file) || room-- > 0) {
        accepted.push(file);
        continue;
      }
      errors.push({ code: 'too-many-files', limit: maxFiles });
    }
    rejected.push({ file, errors });
  }
  return { accepted, rejected };
}

/**
 * The tokens of an `accept` option (MIME types, `type/*` wildcards and `.ext` extensions), lower-cased; `null` when every type is accepted. In
 * react-dropzone's record shape a wildcard listed with extensions stands for those extensions only (`{ 'image/*': ['.png'] }` is `.png`), as
 * react-dropzone reads it, so the queue and the dropzone agree.
 */
export function parseAccept(accept: AcceptOption | undefined): string[] | null {
  if (accept == null) return null;
  const tokens: readonly string[] =
    typeof accept === 'string'
      ? accept.split(',')
      : Array.isArray(accept)
        ? accept
        : Object.entries(accept as Record<string, string | readonly string[]>).flatMap(([type, extensions]) => {
            const list = typeof extensions === 'string' ? [extensions] : extensions;
            return type.endsWith('/*') && list.length > 0 ? list : [type, ...list];
          });
  const clean = tokens.map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (clean.length === 0 || clean.includes('*') || clean.includes('*/*')) return null;
  return [...new Set(clean)];
}
