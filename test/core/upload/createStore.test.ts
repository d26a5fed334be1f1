import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotifier, createStore, defaultFrameScheduler } from '../../../src/core/createStore';

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
});

describe('createStore', () => {
  it('returns the current state at once, before any notification', () => {
    const frames = manualFrames();
    const store = createStore({ n: 0 }, { schedule: frames.schedule });
    store.setState({ n: 1 });
    expect(store.getState()).toEqual({ n: 1 });
  });

  it('notifies once per frame however many setState calls happen inside it (issue 3)', () => {
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

  it('still notifies the other listeners when one throws, then rethrows', () => {
    const store = createStore(0, { schedule: 'sync' });
    const second = vi.fn();
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(second);
    expect(() => store.setState(1)).toThrow('boom');
    expect(second).toHaveBeenCalledTimes(1);
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

describe('defaultFrameScheduler', () => {
  it('uses requestAnimationFrame when the host has it', () => {
    const raf = vi.fn((_cb: FrameRequestCallback) => 7);
    const caf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    vi.stubGlobal('cancelAnimationFrame', caf);
    try {
      const cancel = defaultFrameScheduler(() => {});
      expect(raf).toHaveBeenCalledTimes(1);
      cancel();
      expect(caf).toHaveBeenCalledWith(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to a 16 ms timeout where there is no requestAnimationFrame (Node)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    try {
      const cb = vi.fn();
      defaultFrameScheduler(cb);
      vi.advanceTimersByTime(15);
      expect(cb).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(cb).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the default schedule (issue 15 §3: a lone change asks for no frame)', () => {
  /** The default notifier with `requestAnimationFrame` and the clock in the test's hands. */
  function defaultNotifier() {
    const frames = manualFrames();
    const raf = vi.fn((cb: FrameRequestCallback) => (frames.schedule(() => cb(0)), 1));
    vi.stubGlobal('requestAnimationFrame', raf);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    let clock = 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const notifier = createNotifier();
    const listener = vi.fn();
    notifier.subscribe(listener);
    return { notifier, listener, frames, raf, advance: (ms: number) => (clock += ms) };
  }
  const endOfTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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

  it('holds a change that follows a notification within a frame (16 ms) for the animation frame', async () => {
    const { notifier, listener, frames, raf, advance } = defaultNotifier();
    notifier.changed();
    await endOfTask();
    expect(listener).toHaveBeenCalledTimes(1);
    advance(15);
    notifier.changed();
    notifier.changed();
    await endOfTask();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(raf).toHaveBeenCalledTimes(1);
    frames.tick();
    expect(listener).toHaveBeenCalledTimes(2);
    // A frame or more after that one: a lone change again, at the end of its task.
    advance(16);
    notifier.changed();
    await endOfTask();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(raf).toHaveBeenCalledTimes(1);
  });

  it('flush delivers a task-end notification now and only once; close drops it', async () => {
    const { notifier, listener } = defaultNotifier();
    notifier.changed();
    notifier.flush();
    expect(listener).toHaveBeenCalledTimes(1);
    await endOfTask();
    expect(listener).toHaveBeenCalledTimes(1);
    const other = createNotifier();
    const closed = vi.fn();
    other.subscribe(closed);
    other.changed();
    other.close();
    await endOfTask();
    expect(closed).not.toHaveBeenCalled();
  });
});
