'use client';

import type { SyntheticEvent } from 'react';

/**
 * The caller's handler first, then ours unless the caller prevented the
 * default (react-dropzone's `getRootProps` composes the same way, on
 * propagation): a prop getter never swallows the caller's handler, and the
 * caller can always veto what the getter would do.
 */
export function composeHandlers<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
