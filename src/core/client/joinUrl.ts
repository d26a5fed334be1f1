/**
 * `base` + `path` with exactly one slash between them. Plain string joining
 * (not `new URL`) so a relative base such as `/api/chatbot` (proxy mode) works.
 */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
