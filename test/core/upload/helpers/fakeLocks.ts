/**
 * Web Locks of one origin in memory (jsdom has none): exclusive locks,
 * granted in the order they were asked for, as a browser grants them to the
 * tabs of an origin. Two queues of one test share them as two tabs do. A
 * request whose signal aborts before the grant rejects with the signal's reason.
 */
export function createFakeLocks() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();

  function grantNext(name: string): void {
    const next = waiting.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  }

  return {
    request(name: string, options: { signal?: AbortSignal }, callback: (lock: { name: string }) => Promise<void>): Promise<void> {
      return new Promise((resolve, reject) => {
        const { signal } = options;
        if (signal?.aborted) return reject(signal.reason);
        const run = () => {
          held.add(name);
          signal?.removeEventListener('abort', onAbort);
          void Promise.resolve(callback({ name }))
            .then(resolve, reject)
            .finally(() => grantNext(name));
        };
        function onAbort() {
          const queue = waiting.get(name) ?? [];
          const at = queue.indexOf(run);
          if (at >= 0) queue.splice(at, 1);
          reject(signal!.reason);
        }
        if (!held.has(name)) return run();
        waiting.set(name, [...(waiting.get(name) ?? []), run]);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    /** How many requests wait for a lock held elsewhere. */
    pending: () => [...waiting.values()].reduce((sum, queue) => sum + queue.length, 0),
    /** How many locks are held. */
    heldCount: () => held.size,
  };
}
