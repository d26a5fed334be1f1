'use client';
import type { UploadItem, UploadStatus } from '../../core/upload/types';

/** What changed between two lists of files, by name, for announcements. */
export interface UploadChanges {
  added: string[];
  uploaded: string[];
  failed: string[];
}

/**
 * Compares the files now with the statuses seen before (by id): new ids were
 * added, a status that became `done` was uploaded, one that became `error`
 * failed. Returns the changes and the statuses to compare with next time.
 */
export function diffUploads(
  previous: ReadonlyMap<string, UploadStatus>,
  files: readonly UploadItem[],
): { changes: UploadChanges; seen: Map<string, UploadStatus> } {
  const changes: UploadChanges = { added: [], uploaded: [], failed: [] };
  const seen = new Map<string, UploadStatus>();
  for (const file of files) {
    const before = previous.get(file.id);
    seen.set(file.id, file.status);
    if (before === undefined) changes.added.push(file.name);
    if (before === file.status) continue;
    if (file.status === 'done') changes.uploaded.push(file.name);
    else if (file.status === 'error') changes.failed.push(file.name);
  }
  return { changes, seen };
}
