'use client';
import { useEffect, useState } from 'react';
import type { UploadItem } from '../../core/upload/types';

/** The lines a long list folds files into: uploaded, started moments ago, waiting. */
export type FoldKey = 'done' | 'starting' | 'queued';

/**
 * How long a file must have been under way before a long list gives it a
 * row. Most files of a bulk upload are done within it: their rows would
 * flash by, faster than anyone reads or clicks them, and mounting and
 * drawing a row per file would take the page's time from the uploads. A
 * file that takes longer (a big one, a retry, a wait for the network) gets
 * its row. The same second as the bar's "working" band (`--ck-upload-working-delay`).
 */
const ROW_AFTER_MS = 1000;

/**
 * How long after a quick file is due its row the list reads the clock
 * again, unless a render came first. A large queue tells its list of
 * changes every half second (`createComponentQueue`), so by then a file
 * that ended within its second is known to have ended: its row is never
 * drawn from an outline that is half a second old.
 */
const RECHECK_AFTER_MS = 500;

/** What a list shows of its files: the rows, and how many files each folded line stands for. */
export interface FoldedRows {
  rows: readonly UploadItem[];
  /** The folded lines with their counts, only those that fold at least one file. */
  folds: ReadonlyMap<FoldKey, number>;
  /** Unfolds a line: its files get their rows, for as long as the list is mounted. */
  unfold(key: FoldKey): void;
}

/**
 * With more files than `foldAfter`, uploaded and waiting files fold into one
 * line each, and so do files that started less than {@link ROW_AFTER_MS}
 * ago. Failures, files under way for longer, and files of any unfolded line
 * keep their rows. `startedAt` is on the queue's clock, which is
 * `Date.now` unless the queue was given another; the list reads `Date.now`
 * in a timer, half a second after the first quick file is due its row
 * ({@link RECHECK_AFTER_MS}), and renders again.
 */
export function useFoldedRows(files: readonly UploadItem[], foldAfter: number): FoldedRows {
  const [shown, setShown] = useState<readonly FoldKey[]>([]);
  // When the list last read the clock. A file that started since counts as quick until the timer below reads it again.
  const [now, setNow] = useState(() => Date.now());
  const folding = files.length > foldAfter;
  const isQuick = (item: UploadItem) => item.startedAt !== null && now - item.startedAt < ROW_AFTER_MS;
  const keyOf = (item: UploadItem): FoldKey | undefined =>
    item.status === 'done' || item.status === 'queued' ? item.status : isQuick(item) ? 'starting' : undefined;

  const folds = new Map<FoldKey, number>();
  const rows: UploadItem[] = [];
  let nextDue = Infinity;
  for (const item of files) {
    const key = folding ? keyOf(item) : undefined;
    if (key === undefined || shown.includes(key)) {
      rows.push(item);
      continue;
    }
    folds.set(key, (folds.get(key) ?? 0) + 1);
    if (key === 'starting') nextDue = Math.min(nextDue, item.startedAt! + ROW_AFTER_MS);
  }

  useEffect(() => {
    if (nextDue === Infinity) return;
    // Read the clock again once the first quick file is due its row, unless a render comes first.
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextDue - Date.now()) + RECHECK_AFTER_MS);
    return () => clearTimeout(timer);
    // Set again when the first quick file changes (the one before ended) or the clock was read.
  }, [nextDue, now]);

  return { rows: folding ? rows : files, folds, unfold: (key) => setShown((keys) => (keys.includes(key) ? keys : [...keys, key])) };
}
