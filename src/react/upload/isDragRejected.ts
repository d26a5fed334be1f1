'use client';

import type { AcceptOption } from '../../core/upload/types';
import { matchesAccept, parseAccept } from '../../core/upload/validateFiles';

/** The part of a drag event's `DataTransfer` this reads. */
interface DragItems {
  readonly items?: ArrayLike<{ readonly kind: string; readonly type: string }> | null;
}

/**
 * Whether files dragged over the zone will surely be refused by type. During
 * a drag the browser tells only MIME types, not names or sizes, so this says
 * "rejected" only when a known type matches no `accept` token and `accept`
 * has no extensions (which could still match the name). The drop itself is
 * checked by the engine's `validateFiles`, the one set of rules.
 */
export function isDragRejected(transfer: DragItems | null | undefined, accept: AcceptOption | undefined): boolean {
  const tokens = parseAccept(accept);
  if (!tokens || tokens.some((token) => token.startsWith('.')) || !transfer?.items) return false;
  return Array.from(transfer.items).some(
    (item) => item.kind === 'file' && item.type !== '' && !matchesAccept({ name: '', type: item.type }, tokens),
  );
}
