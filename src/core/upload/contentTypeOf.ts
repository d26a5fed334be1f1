import { DEFAULT_MIME_TYPES } from 'file-selector';
/** What storage is told when nothing better is known (the type S3 itself assumes for bytes). */
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** Types of common files whose `type` browsers leave empty: file-selector's table (react-dropzone's), plus Apple's photo and video types. */
const BY_EXTENSION = /* @__PURE__ */ new Map<string, string>([...DEFAULT_MIME_TYPES, ['heic', 'image/heic'], ['heif', 'image/heif'], ['mov', 'video/quicktime']]);

/** The type the extension table gives `name`, or `''` when it has none. */
export function typeFromExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 && BY_EXTENSION.get(name.slice(dot + 1).toLowerCase())) || '';
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
