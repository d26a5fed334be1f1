'use client';
import { useEffect, useRef, useState } from 'react';
import type { FileRejection, UploadItem, UploadStatus } from '../../core/upload/types';
import { diffUploads } from './diffUploads';
import { resolveUploadLabels, type UploadAnnouncementValues, type UploadLabels } from './uploadLabels';

/** Props of {@link UploadLiveRegion}. */
export interface UploadLiveRegionProps {
  /** The files, as `useFileUpload().files`. */
  files: readonly UploadItem[];
  /** The last refused files, as `useFileUpload().rejections`. */
  rejections?: readonly FileRejection[];
  /** Overrides of the texts (`announcement` builds the sentence). */
  labels?: Partial<UploadLabels>;
  /** Shortest time between two announcements; what happens in between is merged. @default 1000 */
  throttleMs?: number;
}

const EMPTY: UploadAnnouncementValues = { added: [], rejected: [], uploaded: [], failed: [] };
const isEmpty = (v: UploadAnnouncementValues) =>
  v.added.length + v.rejected.length + v.uploaded.length + v.failed.length === 0;

/**
 * A polite live region (issue 3 "Announcements") that tells screen-reader
 * users which files were added, refused, uploaded or failed. Announcements
 * are throttled: the first goes out at once, later ones at most every
 * `throttleMs`, merged ("5 files uploaded."). Progress is never announced:
 * the progress bars carry it for those who look.
 */
export function UploadLiveRegion({ files, rejections, labels: overrides, throttleMs = 1000 }: UploadLiveRegionProps) {
  const labels = resolveUploadLabels(overrides);
  const [message, setMessage] = useState('');
  const seen = useRef<Map<string, UploadStatus> | null>(null);
  const seenRejections = useRef<readonly FileRejection[] | undefined>(rejections);
  const pending = useRef<UploadAnnouncementValues>(EMPTY);
  const lastAt = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announcement = useRef(labels.announcement);
  announcement.current = labels.announcement;

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    // Files already there when the region mounts were announced by whoever added them.
    if (seen.current === null) {
      seen.current = diffUploads(new Map(), files).seen;
      return;
    }
    const { changes, seen: next } = diffUploads(seen.current, files);
    seen.current = next;
    const newRejections = rejections !== seenRejections.current ? (rejections ?? []) : [];
    seenRejections.current = rejections;
    const add: UploadAnnouncementValues = {
      added: changes.added,
      rejected: newRejections.map((r) => r.file.name),
      uploaded: changes.uploaded,
      failed: changes.failed,
    };
    if (isEmpty(add)) return;
    const p = pending.current;
    pending.current = {
      added: [...p.added, ...add.added],
      rejected: [...p.rejected, ...add.rejected],
      uploaded: [...p.uploaded, ...add.uploaded],
      failed: [...p.failed, ...add.failed],
    };
    const flush = () => {
      timer.current = undefined;
      lastAt.current = Date.now();
      const text = announcement.current(pending.current);
      pending.current = EMPTY;
      setMessage(text);
    };
    const wait = lastAt.current + throttleMs - Date.now();
    if (wait <= 0) flush();
    else if (timer.current === undefined) timer.current = setTimeout(flush, wait);
  }, [files, rejections, throttleMs]);

  return (
    <div className="ck-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-part="announcer">
      {message}
    </div>
  );
}
