/** Builds an UploadItem in any state, for list and announcement tests. */
import { ChatbotError } from '../../../../src/core/errors/ChatbotError';
import { withActions } from '../../../../src/core/upload/itemReducer';
import type { UploadItem, UploadStatus } from '../../../../src/core/upload/types';

let count = 0;

export function makeUploadItem(
  status: UploadStatus,
  overrides: Partial<Record<keyof UploadItem, unknown>> & { percent?: number } = {},
): UploadItem {
  const size = (overrides.size as number | undefined) ?? 2_000_000;
  const name = (overrides.name as string | undefined) ?? `file-${++count}.png`;
  const percent =
    overrides.percent ?? (status === 'done' || status === 'reporting' ? 100 : status === 'uploading' ? 42 : 0);
  const loaded = Math.round((size * percent) / 100);
  const isStored = status === 'reporting' || status === 'done';
  const { percent: _p, ...rest } = overrides;
  // The action flags come from the engine's own rule, never restated here;
  // flags given in `overrides` still win, for tests that set them against the status.
  const flags = Object.fromEntries(Object.entries(rest).filter(([key]) => key.startsWith('can')));
  const item = withActions({
    id: `item-${name}`,
    file: new File([], name, { type: 'image/png' }),
    name,
    size,
    type: 'image/png',
    status,
    progress: { loaded, total: size, percent, bytesPerSecond: null, etaSeconds: null },
    attempt: status === 'queued' ? 0 : 1,
    nextRetryAt: null,
    isWaitingForNetwork: false,
    urlRefreshes: 0,
    fileStoreId: isStored ? '34317' : null,
    isStored,
    error: status === 'error' ? new ChatbotError('BUSINESS', 'GetPreUploadUrl: Quota exceeded (code 4001)') : null,
    addedAt: 0,
    ...rest,
  } as UploadItem);
  return { ...item, ...flags } as UploadItem;
}
