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
  switch (item.status) {
    case 'queued':
      return labels.queued;
    case 'requesting':
      return labels.requesting;
    case 'uploading':
      return labels.uploading(item.progress.percent);
    case 'reporting':
      return labels.reporting;
    case 'done':
      return labels.done;
    case 'error':
      return labels.error;
    case 'canceled':
      return labels.canceled;
    case 'interrupted':
      return labels.interrupted;
  }
}
