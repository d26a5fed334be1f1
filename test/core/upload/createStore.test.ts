import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotifier, createStore } from '../../../src/core/createStore';

/** A frame scheduler the test ticks by hand. */
function manualFrames() {
  let queued: (() => void)[] = [];
  return {
    schedule: (cb: () => void) => {
      queued.push(cb);
      return () => {
        queued = queued.filter((q) => q !== cb);
      };
    },
    tick() {
      const run = queued;
      queued = [];
      for (const cb of run) cb();
    },
    get pending() {
      return queued.length;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createStore', () => {
  it('returns the current state at once, before any notification', () => {
    const frames = manualFrames();
    const store = createStore({ n: 0 }, { schedule: frames.schedule });
    store.setState({ n: 1 });
    expect(store.getState()).toEqual({ n: 1 });
  });

  it('notifies once per frame however many setState calls happen inside it', () => {
    const frames = manualFrames();
    const store = createStore({ n: 0 }, { schedule: frames.schedule });
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 1; i <= 100; i++) store.setState((s) => ({ n: s.n + 1 }));
    expect(listener).not.toHaveBeenCalled();
    expect(frames.pending).toBe(1);
    frames.tick();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().n).toBe(100);
    store.setState({ n: 101 });
    frames.tick();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when the new state is the same reference', () => {
    const frames = manualFrames();
    const state = { n: 0 };
    const store = createStore(state, { schedule: frames.schedule });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState(state);
    store.setState((s) => s);
    expect(frames.pending).toBe(0);
    frames.tick();
    expect(listener).not.toHaveBeenCalled();
  });

  it('flush() delivers a pending notification now and cancels the scheduled one', () => {
    const frames = manualFrames();
    const store = createStore(0, { schedule: frames.schedule });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState(1);
    store.flush();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(frames.pending).toBe(0);
    store.flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("notifies inside setState with schedule: 'sync'", () => {
    const store = createStore(0, { schedule: 'sync' });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState()));
    store.setState(1);
    store.setState(2);
    expect(seen).toEqual([1, 2]);
  });

  it('stops notifying a listener after it unsubscribes, and keeps the initial state', () => {
    const store = createStore('a', { schedule: 'sync' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState('b');
    unsubscribe();
    store.setState('c');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getInitialState()).toBe('a');
  });

  it('still notifies the other listeners when one throws, and reports the error without throwing it at setState', () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const store = createStore(0, { schedule: 'sync' });
    const second = vi.fn();
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(second);
    store.setState(1);
    expect(store.getState()).toBe(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([new Error('boom')]);
  });

  it('handles a scheduler that runs the callback at once', () => {
    const store = createStore(0, { schedule: (cb) => (cb(), () => {}) });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState(1);
    store.setState(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('createNotifier (the store\'s notification, for state derived when read)', () => {
  it('tells listeners of many changes once per frame, or now on flush', () => {
    const frames = manualFrames();
    const notifier = createNotifier(frames.schedule);
    const listener = vi.fn();
    notifier.subscribe(listener);
    notifier.changed();
    notifier.changed();
    expect(frames.pending).toBe(1);
    frames.tick();
    expect(listener).toHaveBeenCalledTimes(1);
    notifier.changed();
    notifier.flush();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(frames.pending).toBe(0);
  });
});

describe('the default schedule (no animation frame, notifications two frames apart)', () => {
  /** The default notifier, with timers and `performance.now()` in the test's hands, and a spy on `requestAnimationFrame`. */
  function defaultNotifier() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    const notifier = createNotifier();
    const listener = vi.fn();
    notifier.subscribe(listener);
    return { notifier, listener, raf };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('notifies a lone change once at the end of its task, with no animation frame', async () => {
    const { notifier, listener, raf } = defaultNotifier();
    notifier.changed();
    notifier.changed();
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(raf).not.toHaveBeenCalled();
  });

  it('holds changes within 33 ms of the last notification until 33 ms have passed, then tells them once', async () => {
    const { notifier, listener, raf } = defaultNotifier();
    notifier.changed();
    await Promise.resolve();
    vi.advanceTimersByTime(10);
    notifier.changed();
    notifier.changed();
    await Promise.resolve();
    vi.advanceTimersByTime(22);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(2);
    // A burst: one notification per 33 ms, however many changes.
    for (let ms = 0; ms < 99; ms++) {
      notifier.changed();
      vi.advanceTimersByTime(1);
    }
    expect(listener).toHaveBeenCalledTimes(5);
    // Quiet for 33 ms: the next change is lone again, told at its task's end.
    vi.advanceTimersByTime(33);
    notifier.changed();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(6);
    expect(raf).not.toHaveBeenCalled();
  });

  it('flush delivers a pending notification now and only once; close drops it', async () => {
    const { notifier, listener } = defaultNotifier();
    notifier.changed();
    notifier.flush();
    expect(listener).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    notifier.changed();
    notifier.flush();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2);
    const other = createNotifier();
    const closed = vi.fn();
    other.subscribe(closed);
    other.changed();
    other.close();
    await Promise.resolve();
    vi.advanceTimersByTime(100);
    expect(closed).not.toHaveBeenCalled();
  });
});
