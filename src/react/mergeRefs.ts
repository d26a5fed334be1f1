import type { Ref, RefObject } from 'react';

/**
 * One ref that sets two: the hook's own (an object) and the caller's (an object or a callback), so a prop getter can
 * take the caller's `ref` and keep working (docs/DESIGN.md, "API convention": prop getters merge the caller's props and
 * refs).
 * Without a caller's ref the hook's own is returned as it is, so React sees the same ref every render and never
 * detaches it.
 *
 * @example getRootProps({ ref: myRef }) // myRef.current and the hook's ref both hold the element
 */
export function mergeRefs<T>(ours: RefObject<T | null>, theirs: Ref<T> | undefined): Ref<T> {
  if (theirs == null || theirs === ours) return ours;
  return (node) => {
    ours.current = node;
    if (typeof theirs === 'function') theirs(node);
    else theirs.current = node;
  };
}
