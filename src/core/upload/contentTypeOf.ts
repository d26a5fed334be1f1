/** What storage is told when nothing better is known (the type S3 itself assumes for bytes). */
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

const OOXML = 'application/vnd.openxmlformats-officedocument.';

/** Types of common files whose `type` browsers leave empty (`.md`, `.heic`, …): short, it ships in every upload bundle. */
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
 * The one Content-Type of a file: `file.type`, else by extension, else
 * `application/octet-stream`. The PUT sends it, `UploadItem.type` shows it and
 * `accept` matches it (the presigned URL signs only `host`).
 * @example contentTypeOf(new File([], 'notes.md')) // 'text/markdown' where the browser gave ''
 */
export function contentTypeOf(file: { readonly name?: string; readonly type?: string }): string {
  return file.type || typeFromExtension(file.name ?? '') || FALLBACK_CONTENT_TYPE;
}
