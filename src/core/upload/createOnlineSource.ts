/**
 * Where the upload engine learns whether the browser is online: offline, a
 * step waits for `online` without spending an attempt. Injectable so tests
 * and non-browser hosts decide.
 */
export interface OnlineSource {
  /** Whether requests can be expected to reach the network now. */
  isOnline(): boolean;
  /** Calls `listener` when the browser comes back online. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The default {@link OnlineSource}: `navigator.onLine` and the window's
 * `online` event where they exist; elsewhere (a server, a worker without
 * them) always online. Globals are read when called, never at import, so
 * server rendering never touches `window`.
 */
export function createOnlineSource(): OnlineSource {
  return {
    // Only an explicit `false` means offline: `onLine` is missing in Node.
    isOnline: () => (globalThis as { navigator?: { onLine?: unknown } }).navigator?.onLine !== false,
    subscribe(listener) {
      if (typeof addEventListener !== 'function') return () => {};
      addEventListener('online', listener);
      return () => removeEventListener('online', listener);
    },
  };
}
