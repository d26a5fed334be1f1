'use client';
import type { UploadItem } from '../../core/upload/types';
import type { UploadLabels } from './uploadLabels';

/**
 * The phase label of a file (issue 3: "Getting upload address…", "Uploading
 * 42%", "Finishing…", "Uploaded"). Waiting for the network or for a retry
 * wins over the step, since that is what the user is waiting for. The engine
 * clears both flags when an item settles, so they never mask an outcome.
 */
export function getUploadStatusLabel(item: UploadItem, labels: UploadLabels): string {
  if (item.isWaitingForNetwork) return labels.offline;
  if (item.nextRetryAt !== null) return labels.retrying;
  // Every other status has a plain label of its own name (the one vocabulary, DESIGN.md).
  return item.status === 'uploading' ? labels.uploading(item.progress.percent) : labels[item.status];
}
