/** What a run holds: a place among the URLs fetched ahead, then a place at storage. */
export interface Slot {
  /** One of the `limit` places for a file fetching its URL ahead of storage. */
  held: boolean;
  /** One of the `limit` places at storage: from the PUT until the file is stored. */
  putting?: boolean;
  /** Set while the run waits for a place at storage: gives it one. */
  grant?: () => void;
}

/**
 * A file waiting to start, and whether it needs a slot: a file already in
 * storage only needs its report, and reports never hold a slot (so they
 * never keep a PUT waiting). The queue offers those first.
 */
export type Waiting<T> = readonly [value: T, needsSlot: boolean];

/** The scheduler made by {@link createScheduler}. */
export interface Scheduler {
  /** Hands free storage places to runs waiting with a URL, then starts waiting files while places ahead are free. */
  fill(): void;
  /** Gives back all a run holds (once; later calls do nothing). Call `fill` after. */
  release(slot: Slot): void;
  /**
   * A place at storage for this run's PUT: nothing when it has one or has
   * stopped, else a promise settled when it gets one (at once when storage
   * has room and no run waits) or `signal` aborts. Getting it frees the run's
   * place ahead for the next file.
   */
  acquirePut(slot: Slot, signal: AbortSignal): Promise<void> | undefined;
}

/**
 * The one place that decides what starts next; it never runs a step. Up to
 * `limit()` files fetch their presigned URL ahead of storage, and up to
 * `limit()` PUT at storage. A file with a URL waits for a storage place in
 * the order its URL arrived, so no URL waits longer than about one PUT, and
 * storage never waits for a GetPreUploadUrl round trip. `waiting()` is read
 * lazily, no further than the first file there is no slot for, so a long
 * queue costs a fill nothing for the files that wait.
 */
export function createScheduler<T>(limit: () => number, waiting: () => Iterable<Waiting<T>>, start: (value: T, slot: Slot) => void): Scheduler {
  let ahead = 0;
  let puts = 0;
  /** Runs with a URL waiting for a place at storage, in the order their URLs arrived. */
  const waiters: Slot[] = [];
  const max = () => Math.max(1, Math.floor(limit()));
  function release(slot: Slot): void {
    const index = waiters.indexOf(slot);
    if (index !== -1) waiters.splice(index, 1);
    if (slot.held) ahead--;
    if (slot.putting) puts--;
    slot.held = slot.putting = false;
  }
  function fill(): void {
    while (waiters.length > 0 && puts < max()) {
      const slot = waiters.shift()!;
      // A place at storage, in exchange for the run's place ahead.
      release(slot);
      puts++;
      slot.putting = true;
      slot.grant!();
    }
    // Collected first: starting a file changes what is waiting.
    const chosen: [T, Slot][] = [];
    for (const [value, needsSlot] of waiting()) {
      if (!needsSlot) chosen.push([value, { held: false }]);
      else if (ahead < max()) {
        ahead++;
        chosen.push([value, { held: true }]);
      } else break;
    }
    for (const [value, slot] of chosen) start(value, slot);
  }
  return {
    fill,
    release,
    acquirePut(slot, signal) {
      // A run stopped while it waited for the network takes no place: its abort gave back what it held.
      if (slot.putting || signal.aborted) return undefined;
      // In line behind the runs already waiting: `fill` gives it a place now when there is one.
      return new Promise<void>((resolve) => {
        // Aborted while waiting: the run ends, and gives back what it holds.
        const quit = () => {
          release(slot);
          resolve();
        };
        signal.addEventListener('abort', quit, { once: true });
        slot.grant = () => {
          signal.removeEventListener('abort', quit);
          resolve();
        };
        waiters.push(slot);
        fill();
      });
    },
  };
}
