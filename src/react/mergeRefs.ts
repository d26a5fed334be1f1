import type { Ref, RefCallback } from 'react';

/**
 * One ref that sets several: the caller's (an object or a callback) and the hook's own, so a prop getter can take the
 * caller's `ref` and keep working (docs/DESIGN.md, "API convention": prop getters merge the caller's props and refs).
 * Without a caller's ref the hook's own is returned as it is, so React sees the same ref every render and never
 * detaches it.
 *
 * @example getRootProps({ ref: myRef }) // myRef.current and the hook's ref both hold the element
 */
export function mergeRefs<T>(ours: Ref<T>, theirs: Ref<T> | undefined): Ref<T> {
  if (theirs == null || theirs === ours) return ours;
  const merged: RefCallback<T> = (node) => {
    for (const ref of [ours, theirs]) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
  return merged;
}
