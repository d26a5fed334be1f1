/** A slot a run holds: the right to request and PUT while others wait. */
export interface Slot {
  held: boolean;
}

/** A file waiting to start, as the queue offers it to the scheduler. */
export interface Waiting<T> {
  readonly value: T;
  /**
   * False for a file already in storage that only needs its report: reports
   * never hold a slot, so they never keep a PUT waiting.
   */
  readonly needsSlot: boolean;
}

/** Options of {@link createScheduler}. */
export interface SchedulerOptions<T> {
  /** The most slots in use at once (read on every `fill`, so it can change live). */
  limit(): number;
  /** Files waiting to start, in queue order. */
  waiting(): Iterable<Waiting<T>>;
  /** Starts a file, with its slot (not held for a report-only run). */
  start(value: T, slot: Slot): void;
}

/** The scheduler made by {@link createScheduler}. */
export interface Scheduler {
  /** Starts waiting files while slots are free. */
  fill(): void;
  /** Gives a slot back (once; later calls do nothing). */
  release(slot: Slot): void;
  /** Slots held right now. */
  inUse(): number;
}

/**
 * The one place that decides what starts next (issue 3: concurrency limit,
 * default 3). It only assigns slots: it never runs a step. A pipelined
 * scheduler (issue 15: fetch URLs just ahead of free PUT slots) can replace
 * it behind this same interface.
 */
export function createScheduler<T>(options: SchedulerOptions<T>): Scheduler {
  let inUse = 0;
  return {
    fill() {
      const limit = Math.max(1, Math.floor(options.limit()));
      // Collected first: starting a file changes what is waiting.
      const chosen: [T, Slot][] = [];
      for (const { value, needsSlot } of options.waiting()) {
        if (!needsSlot) chosen.push([value, { held: false }]);
        else if (inUse < limit) {
          inUse++;
          chosen.push([value, { held: true }]);
        }
      }
      for (const [value, slot] of chosen) options.start(value, slot);
    },
    release(slot) {
      if (!slot.held) return;
      slot.held = false;
      inUse--;
    },
    inUse: () => inUse,
  };
}
