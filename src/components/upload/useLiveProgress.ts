'use client';
import { useRef, type RefObject } from 'react';
import type { UploadQueue } from '../../core/upload/createUploadQueue';
import { formatBytes } from '../../core/upload/formatBytes';
import type { UploadItem } from '../../core/upload/types';
import { useBeforePaintEffect } from '../../react/useBeforePaintEffect';
import type { UploadLabels } from './uploadLabels';

/** The texts a default row shows of its file: one rule for the render and for the live writes. */
export interface RowTexts {
  /** The phase label ("Getting upload address…", "Uploading 42%", "Finishing…", "Uploaded"). */
  statusLabel: string;
  /** The file's size. */
  size: string;
  /** The progress bar's `aria-valuetext`: the phase, then the bytes sent of the total. */
  valueText: string;
  /** Speed and time left, when the engine has measured a speed. */
  speed: string | null;
}

/**
 * What a row shows of `item`. Waiting for the network or for a retry wins
 * over the step, since that is what the user is waiting for; the engine
 * clears both flags when an item settles, so they never mask an outcome.
 * Every other status has a plain label of its own name (the one vocabulary,
 * DESIGN.md).
 */
export function rowTexts(item: UploadItem, labels: UploadLabels, locale: string | undefined): RowTexts {
  const { status, progress } = item;
  // Every byte sent, storage's answer not yet in: from the user's side the
  // upload is finishing, as it is while it is reported.
  const sent = status === 'uploading' && progress.total > 0 && progress.loaded >= progress.total;
  const statusLabel = item.isWaitingForNetwork
    ? labels.offline
    : item.nextRetryAt !== null
      ? labels.retrying
      : sent
        ? labels.reporting
        : status === 'uploading'
          ? labels.uploading(progress.percent)
          : labels[status];
  // The size and the progress total are the same number but for a file that changed on disk: format it once.
  const size = formatBytes(item.size, locale);
  const total = progress.total === item.size ? size : formatBytes(progress.total, locale);
  return {
    statusLabel,
    size,
    valueText: labels.progressText(statusLabel, formatBytes(progress.loaded, locale), total),
    speed: progress.bytesPerSecond === null ? null : labels.speed(formatBytes(progress.bytesPerSecond, locale), progress.etaSeconds),
  };
}

/**
 * The same item but for its progress: the row's structure (which parts it
 * has, its buttons, its state) follows everything else, and whether a speed
 * is known, since that adds the speed part.
 */
export function sameButProgress(kept: UploadItem, next: UploadItem): boolean {
  if (kept === next) return true;
  for (const key in next) {
    if (key !== 'progress' && kept[key as keyof UploadItem] !== next[key as keyof UploadItem]) return false;
  }
  return (kept.progress.bytesPerSecond === null) === (next.progress.bytesPerSecond === null);
}

/**
 * Sets a part's text, in place when it holds one text node: changing a text
 * node's data restyles nothing, where a new node (`textContent`) is styled
 * on the next frame.
 */
function setText(element: HTMLElement, value: string) {
  const only = element.firstChild;
  if (only?.nodeType === Node.TEXT_NODE && only === element.lastChild) (only as Text).data = value;
  else element.textContent = value;
}

/**
 * Writes a default row's progress parts (bar, phase label, speed), each
 * value only when it differs from what it last wrote. After React commits a
 * render that followed such writes (React may have written over them, or
 * replaced a part), `rendered` writes the current item in full.
 */
function progressWriter(row: HTMLElement) {
  let written: Record<string, string> = {};
  let wroteSinceRender = false;
  const put = (part: string, name: string, value: string | null) => {
    const key = `${part} ${name}`;
    if (value === null || written[key] === value) return;
    written[key] = value;
    const element = row.querySelector<HTMLElement>(`[data-part="${part}"]`);
    if (!element) return;
    if (name === 'text') setText(element, value);
    else if (name.startsWith('--')) element.style.setProperty(name, value);
    else element.setAttribute(name, value);
  };
  const write = (item: UploadItem, labels: UploadLabels, locale: string | undefined) => {
    const texts = rowTexts(item, labels, locale);
    const percent = String(item.progress.percent);
    put('progress', '--ck-upload-progress', `${percent}%`);
    put('progress', 'aria-valuenow', percent);
    put('progress', 'aria-valuetext', texts.valueText);
    put('status', 'text', texts.statusLabel);
    put('speed', 'text', texts.speed);
  };
  return {
    notified(item: UploadItem, labels: UploadLabels, locale: string | undefined) {
      wroteSinceRender = true;
      write(item, labels, locale);
    },
    rendered(item: UploadItem | undefined, labels: UploadLabels, locale: string | undefined) {
      written = {};
      if (item && wroteSinceRender) write(item, labels, locale);
      wroteSinceRender = false;
    },
  };
}

/**
 * The least time between two live writes of a row, in ms. Each write costs
 * the page a style, layout and paint pass, where a browser sends upload
 * progress up to twenty times a second. Four a second keeps the percent
 * and the speed readable and the bar moving; on a long upload its steps
 * are a fraction of a percent.
 */
const LIVE_WRITE_INTERVAL_MS = 250;

/**
 * Keeps a default row's progress current without rendering it: a progress
 * event changes a few attributes and texts, and a React render and commit
 * of the row per event cost several times what writing them does. With
 * `queue`, the row's progress parts are written as the queue notifies, at
 * most once per {@link LIVE_WRITE_INTERVAL_MS}: a change that comes sooner
 * is written when that time is up, so the last change is always shown. The
 * row renders only when its file changes otherwise ({@link sameButProgress});
 * the DOM is the same as a render would make.
 *
 * React writes only what changed since its own last render, so after a
 * render that follows live writes (a status change, new labels), the parts
 * are brought to the queue's current item again.
 */
export function useLiveProgress(
  row: RefObject<HTMLElement | null>,
  queue: UploadQueue | undefined,
  item: UploadItem,
  labels: UploadLabels,
  locale: string | undefined,
): void {
  const view = useRef({ labels, locale });
  const writer = useRef<ReturnType<typeof progressWriter> | null>(null);
  // After every commit.
  useBeforePaintEffect(() => {
    view.current = { labels, locale };
    writer.current?.rendered(queue?.getItem(item.id), labels, locale);
  });
  useBeforePaintEffect(() => {
    if (!queue || !row.current) return;
    const live = (writer.current = progressWriter(row.current));
    let shown = item;
    let wroteAt = -Infinity;
    let due: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      due = undefined;
      const current = queue.getItem(item.id);
      if (!current || current === shown) return;
      shown = current;
      wroteAt = performance.now();
      live.notified(current, view.current.labels, view.current.locale);
    };
    const unsubscribe = queue.subscribe(() => {
      // A write already due reads the item when it runs.
      if (due !== undefined) return;
      const current = queue.getItem(item.id);
      if (!current || current === shown) return;
      // Any other change renders the row, which shows it.
      if (!sameButProgress(shown, current)) {
        shown = current;
        return;
      }
      const wait = wroteAt + LIVE_WRITE_INTERVAL_MS - performance.now();
      if (wait <= 0) write();
      else due = setTimeout(write, wait);
    });
    return () => {
      clearTimeout(due);
      unsubscribe();
      writer.current = null;
    };
    // Subscribed once per queue and file: the item and the view are read when the queue notifies.
  }, [queue, item.id, row]);
}
