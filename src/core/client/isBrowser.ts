/** True in a page (window and document exist). Read at call time, never at import. */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}
