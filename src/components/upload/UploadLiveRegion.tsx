'use client';
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { UploadQueueEvent } from '../../core/upload/types';
import { useUploadEvents } from '../../react/useUploadEvents';
import type { UploadQueue } from '../../core/upload/createUploadQueue';
import { renderChildren } from '../shared/renderChildren';
import { resolveClassName } from '../shared/resolveClassName';
import { resolveUploadLabels, type UploadAnnouncementValues, type UploadLabels } from './uploadLabels';

/** State the live region's `className` and `children` functions receive. */
export interface UploadLiveRegionState {
  /** The announcement being read out, or `''` before the first. */
  message: string;
}

/**
 * Props of {@link UploadLiveRegion}, and any attribute of its root `<div>` but `role`, `aria-live` and `aria-atomic`, which make it a live region.
 */
export interface UploadLiveRegionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children' | 'role' | 'aria-live' | 'aria-atomic'> {
  /** Whose events to announce: `useFileUpload()`'s or `useUploadDropzone()`'s result, or a queue. @example <UploadLiveRegion upload={upload} /> */
  upload: Pick<UploadQueue, 'subscribeEvents'> | { readonly queue: Pick<UploadQueue, 'subscribeEvents'> };
  /**
   * Overrides of the texts (`announcement` builds the sentence).
   * @default defaultUploadLabels
   * @example <UploadLiveRegion upload={upload} labels={{ announcement: ({ uploaded }) => `${uploaded.length} hochgeladen.` }} />
   */
  labels?: Partial<UploadLabels>;
  /** Shortest time between two announcements; what happens in between is merged. @default 1000 @example <UploadLiveRegion upload={upload} throttleMs={3000} /> */
  throttleMs?: number;
  /**
   * Extra class on the region, or a function of its state. It always has `ck-visually-hidden` (heard, not seen); replace that look with your own
   * class and CSS.
   * @default none
   * @example <UploadLiveRegion upload={upload} className="toast" />
   */
  className?: string | ((state: UploadLiveRegionState) => string | undefined);
  /**
   * Replaces the announcement inside the region (which keeps its role, `aria-live` and `aria-atomic`); a node, or a function of its state.
   * @default the message as text
   * @example <UploadLiveRegion upload={upload}>{({ message }) => <strong>{message}</strong>}</UploadLiveRegion>
   */
  children?: ReactNode | ((state: UploadLiveRegionState) => ReactNode);
}

/**
 * The names an engine event adds to the next announcement (its `type` is their kind), or `null`: cancels are the user's own doing, retries and
 * progress are not news.
 */
function namesOf(event: UploadQueueEvent): string[] | null {
  if (event.type === 'added') return event.items.map((item) => item.name);
  if (event.type === 'rejected') return event.rejections.map((rejection) => rejection.file.name);
  return event.type === 'uploaded' || event.type === 'failed' ? [event.item.name] : null;
}

/**
 * Merges announcements and lets at most one through per `throttleMs`, so a screen reader hears "5 files uploaded." once, not five sentences that cut
 * each other off. The first goes out at the end of the task (one `add()` emits `added` and `rejected` back to back: one drop, one sentence); later
 * ones wait until `throttleMs` after the previous. Driven from event handlers, never from render. `cancel` drops what is pending (on unmount).
 */
function createAnnouncementThrottle() {
  // The names waiting for the flush under way, which is theirs alone: cancel() forgets them, so that flush does nothing.
  let pending: Record<keyof UploadAnnouncementValues, string[]> | undefined;
  let lastAt = -Infinity;
  let announceLatest: (values: UploadAnnouncementValues) => void;
  return {
    push(kind: keyof UploadAnnouncementValues, names: string[], throttleMs: number, announce: (values: UploadAnnouncementValues) => void) {
      announceLatest = announce;
      if (pending) return void pending[kind].push(...names);
      const values = (pending = { added: [], rejected: [], uploaded: [], failed: [], [kind]: names });
      const flush = () => {
        if (pending !== values) return;
        pending = undefined;
        lastAt = Date.now();
        announceLatest(values);
      };
      const wait = lastAt + throttleMs - Date.now();
      if (wait > 0) setTimeout(flush, wait);
      else queueMicrotask(flush);
    },
    cancel() {
      pending = undefined;
    },
  };
}

/**
 * A polite live region that tells screen-reader users which files were added, refused, uploaded or failed. It listens to the engine's events
 * (`useUploadEvents`), so each outcome is announced once. Announcements are throttled: the first goes out at once, later ones at most every
 * `throttleMs`, merged ("5 files uploaded."). Progress is never announced: the progress bars carry it for those who look. Its root is a `<div
 * role="status" aria-live="polite" aria-atomic="true">` (those three are its own: without them nothing is heard) with `data-state` (`announcing` once
 * it has spoken), the `className`, a `ref` and any other attribute given.
 *
 * @example
 * const upload = useFileUpload();
 * <UploadLiveRegion upload={upload} />
 */
export const UploadLiveRegion = forwardRef<HTMLDivElement, UploadLiveRegionProps>(function UploadLiveRegion(
  { upload, labels: overrides, throttleMs = 1000, className, children, ...rest },
  ref,
) {
  const labels = resolveUploadLabels(overrides);
  const [message, setMessage] = useState('');
  const [throttle] = useState(createAnnouncementThrottle);
  useEffect(() => () => throttle.cancel(), [throttle]);

  useUploadEvents(upload, (event) => {
    const names = namesOf(event);
    if (names) throttle.push(event.type as keyof UploadAnnouncementValues, names, throttleMs, (merged) => setMessage(labels.announcement(merged)));
  });

  const state: UploadLiveRegionState = { message };
  return (
    <div {...rest} ref={ref} className={resolveClassName('ck-visually-hidden', className, state)} role="status" aria-live="polite" aria-atomic="true"
      data-part="announcer" data-state={message ? 'announcing' : 'idle'}>
      {renderChildren(children, state, () => message)}
    </div>
  );
});
