/**
 * Holds a Web Lock (`navigator.locks`) named `name` until `release` is
 * called; resolves once it is granted, with that release function.
 *
 * Why Web Locks rather than BroadcastChannel plus a lease: the browser frees
 * a lock when its tab closes, reloads or crashes, at once, so a record is
 * never stuck behind a dead tab and nothing depends on a lease's timing; and
 * a waiting request is granted in order, so of two tabs that both find a
 * record, the second gets it only after the first let go (and then finds it
 * reported). Where Web Locks are missing (old browsers, Node) it resolves at
 * once: one tab is assumed.
 *
 * Rejects with an AbortError when `signal` aborts before the grant.
 */
export function holdLock(name: string, signal: AbortSignal): Promise<() => void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return signal.aborted ? Promise.reject(signal.reason) : Promise.resolve(() => {});
  return new Promise((resolve, reject) => {
    locks
      .request(name, { signal }, () => new Promise<void>((release) => resolve(() => release())))
      .catch(reject);
  });
}
