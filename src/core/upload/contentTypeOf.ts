/** What storage is told when nothing better is known (the type S3 itself assumes for bytes). */
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

const OOXML = 'application/vnd.openxmlformats-officedocument.';

/**
 * Types of common files by extension, for files whose `type` the browser left
 * empty (`.md` and `.heic` on many systems, files from some pickers).
 * Deliberately short: it ships in every upload bundle. A file not listed gets
 * {@link FALLBACK_CONTENT_TYPE}.
 */
const BY_EXTENSION: Record<string, string> = {
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  md: 'text/markdown',
  csv: 'text/csv',
  txt: 'text/plain',
  docx: `${OOXML}wordprocessingml.document`,
  xlsx: `${OOXML}spreadsheetml.sheet`,
  pptx: `${OOXML}presentationml.presentation`,
};

/** The type the extension table gives `name`, or `''` when it has none. */
export function typeFromExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  const type: unknown = dot > 0 ? BY_EXTENSION[name.slice(dot + 1).toLowerCase()] : undefined;
  // typeof, not truthiness: `.constructor` must not find Object.prototype's.
  return typeof type === 'string' ? type : '';
}

/**
 * The one Content-Type of a file, decided in this one place:
 * `file.type` when the browser gave one, else by extension from a short
 * table, else `application/octet-stream`. The PUT sends exactly this,
 * `UploadItem.type` shows it and `accept` matches against it; the presigned
 * URL is not changed (it signs only `host`, so storage takes any type).
 * @example contentTypeOf(new File([], 'notes.md')) // 'text/markdown' where the browser gave ''
 */
export function contentTypeOf(file: { readonly name?: string; readonly type?: string }): string {
  return file.type || typeFromExtension(file.name ?? '') || FALLBACK_CONTENT_TYPE;
}
