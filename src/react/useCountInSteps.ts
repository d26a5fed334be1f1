'use client';
import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: at most `step` more than the
 * last render showed, and `step` more in each following task until all
 * are shown. Many items that come at once (a drop of files) then mount a
 * few per task, each task short enough for the page to answer input and
 * paint between them, instead of in one long task. Items that come a few
 * at a time, and every item once shown, render at once. The count follows
 * `total` down when items go, so a later crowd mounts in steps again.
 */
export function useCountInSteps(total: number, step: number): number {
  const [limit, setLimit] = useState(step);
  useEffect(() => {
    // Up by a step while items wait; once all are shown, `step` above them, room for a few more.
    const next = limit < total ? limit + step : Math.min(limit, total + step);
    if (next === limit) return;
    // A timer, not a frame: it also runs in a tab in the background, and after a discrete
    // event's render, whose effects React runs in the same task.
    const timer = setTimeout(() => setLimit(next), 0);
    return () => clearTimeout(timer);
  }, [limit, total, step]);
  return Math.min(total, limit);
}
