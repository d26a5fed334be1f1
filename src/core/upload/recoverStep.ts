import { ChatbotError } from '../errors/ChatbotError';
import type { UploadStep } from '../contract/uploadSteps';
import { classifyError } from '../retry/classifyError';
import { createRetryer } from '../retry/createRetryer';
import { DEFAULT_RETRY_POLICY, resolveRetryPolicy } from '../retry/retryPolicy';
import type { UploadQueueOptions } from './queueTypes';
import type { UploadAction, UploadRecord } from './itemReducer';
import type { StepRecovery } from './runUpload';
import { sleep, type Timers } from './timers';

/** Where the upload engine learns whether the browser is online (offline, a step waits without spending an attempt). */
export interface OnlineSource {
  /** Whether requests can be expected to reach the network now. */
  isOnline(): boolean;
  /** Calls `listener` when the browser comes back online. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * The default {@link OnlineSource}: `navigator.onLine` and the window's `online` event; always online
 * where they are missing (Node, where only an explicit `false` means offline). Globals are read when called;
 * `subscribe` is only called once offline, so where `navigator.onLine` exists, and with it `addEventListener`.
 */
const BROWSER_ONLINE: OnlineSource = {
  isOnline: () => (globalThis as { navigator?: { onLine?: unknown } }).navigator?.onLine !== false,
  subscribe(listener) {
    addEventListener('online', listener);
    return () => removeEventListener('online', listener);
  },
};

/** What the engine does between one run's failed steps: wait for the network, refresh a URL, or back off and retry. */
export interface StepRecoveryHooks {
  /** Nothing when online (the step starts in the same tick), else a promise settled once online or aborted. */
  untilOnline(): Promise<void> | undefined;
  /** `runUpload`'s `recover`: resolves what to do next, or rejects with the item's final error. */
  recover(step: UploadStep, error: unknown): Promise<StepRecovery>;
}

/**
 * Decides what follows a failed step: offline, wait for `online` and run the
 * same step again, no attempt spent; an expired URL on the PUT, a fresh URL
 * (at most `maxUrlRefreshes` times); otherwise the shared retryer decides,
 * with the queue's `retry` policy, and the delay is slept here. Made once per
 * queue; the result gives each run its hooks.
 */
export function createStepRecovery(
  options: Pick<UploadQueueOptions, 'retry' | 'maxUrlRefreshes' | 'online'>,
  timers: Timers,
): (entry: UploadRecord, signal: AbortSignal, dispatch: (action: UploadAction) => void) => StepRecoveryHooks {
  const retryer = createRetryer(resolveRetryPolicy(DEFAULT_RETRY_POLICY, options.retry), { classify: classifyError });
  const maxUrlRefreshes = options.maxUrlRefreshes ?? 2;
  const online = options.online ?? BROWSER_ONLINE;

  return (entry, signal, dispatch) => {
    // Should the network drop again before the step starts, the step fails as offline and waits here again.
    function untilOnline(): Promise<void> | undefined {
      if (online.isOnline() || signal.aborted) return undefined;
      dispatch({ type: 'waiting-for-network', waiting: true });
      return new Promise<void>((resolve) => {
        const done = () => {
          unsubscribe();
          signal.removeEventListener('abort', done);
          dispatch({ type: 'waiting-for-network', waiting: false });
          resolve();
        };
        const unsubscribe = online.subscribe(() => {
          if (online.isOnline()) done();
        });
        signal.addEventListener('abort', done, { once: true });
      });
    }

    async function recover(step: UploadStep, error: unknown): Promise<StepRecovery> {
      const errorClass = classifyError(error, { isOnline: online.isOnline() });
      const chatbotError = toUploadError(error);
      if (errorClass === 'offline') {
        dispatch({ type: 'offline', error: chatbotError });
        await untilOnline();
        return 'retry';
      }
      if (errorClass === 'expired' && step === 'put') {
        if (entry.item.urlRefreshes >= maxUrlRefreshes) throw chatbotError;
        dispatch({ type: 'url-refreshed', error: chatbotError });
        return 'refresh';
      }
      const decision = retryer.decide(error, entry.failures[step] + 1, { step, errorClass });
      if (!decision.retry) throw chatbotError;
      dispatch({ type: 'retrying', step, error: chatbotError, delayMs: decision.delayMs });
      await sleep(decision.delayMs, signal, timers);
      dispatch({ type: 'retry-due' });
      return 'retry';
    }

    return { untilOnline, recover };
  };
}

/** An item's error is always a typed {@link ChatbotError}; anything else is wrapped, its message redacted. */
export function toUploadError(error: unknown): ChatbotError {
  if (error instanceof ChatbotError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChatbotError('TRANSPORT', `Upload failed: ${message}`, { cause: error });
}
