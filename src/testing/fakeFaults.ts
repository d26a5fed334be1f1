/**
 * The fake's scripted faults, latency, CORS refusal, and how fast storage reads a PUT body (the bandwidth limit and the
 * pause). Both body readers, the Node server's and the Fetch API's, ask the same pace after every chunk, so a test sees
 * one behaviour whichever way its requests arrive.
 */
import { wait } from './fakeResponses';
import type { FakeFault, FakeFaults, FakeOperation } from './fakeTypes';

/** Waits, after `received` bytes of one body, until storage may read on. Rejects when the request aborts. */
export type PaceBody = (received: number) => Promise<void>;

/** Which faults apply to which operation (misuse throws, so a test cannot script a fault that never fires). */
const FAULTS_FOR: Record<FakeFault['type'], readonly FakeOperation[]> = {
  business: ['getPreUploadUrl', 'reportUploadSuccess', 'realEstateList'],
  http: ['getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'realEstateList'],
  reportFalse: ['reportUploadSuccess'],
  dropConnection: ['putFile'],
  expired: ['putFile'],
  malformed: ['realEstateList'],
};

/** The fault queues and storage pace of one fake service. */
export interface FakeFaultQueues {
  /** The public `service.faults`. */
  faults: FakeFaults;
  /** Removes and returns the next queued fault of `op` when `test` accepts it. */
  takeFaultIf(op: FakeOperation, test: (fault: FakeFault) => boolean): FakeFault | undefined;
  /** The delay before answering `op` (a preflight gets the delay set for all operations). */
  latencyFor(op: FakeOperation | 'preflight'): number;
  /** Whether storage answers with CORS headers (see `faults.storageCors`). */
  storageCorsAllowed(): boolean;
  /** Whether bodies must be read chunk by chunk (a bandwidth limit or a pause is set). */
  isPaced(): boolean;
  /** The pace of one PUT body, started now. */
  paceBody(signal: AbortSignal): PaceBody;
}

export function createFakeFaults(defaultLatencyMs = 0): FakeFaultQueues {
  const queues = new Map<FakeOperation, FakeFault[]>();
  const scriptedLatency = new Map<FakeOperation | 'all', number>();
  let storageCors = true;
  let bytesPerSecond = 0;
  let pausedAt: number | null = null;
  /** Held bodies, woken on `resumeStorage` (and on a new pause limit) to look again. */
  let waiters: (() => void)[] = [];
  const wakeAll = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };

  function whileHeld(received: number, signal: AbortSignal): Promise<void> {
    if (pausedAt === null || received < pausedAt) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const wake = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        waiters = waiters.filter((waiter) => waiter !== wake);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiters.push(wake);
    }).then(() => whileHeld(received, signal));
  }

  const faults: FakeFaults = {
    failNext(op, fault, times = 1) {
      if (!FAULTS_FOR[fault.type]?.includes(op)) {
        throw new RangeError(`A ${fault.type} fault does not apply to ${op} (it applies to ${FAULTS_FOR[fault.type]?.join(', ')})`);
      }
      if (fault.type === 'http' && !(Number.isInteger(fault.status) && fault.status >= 400 && fault.status <= 599)) {
        throw new RangeError(`An http fault needs a status from 400 to 599, got ${fault.status}`);
      }
      if (!(Number.isInteger(times) && times >= 1)) throw new RangeError(`times must be a positive integer, got ${times}`);
      queues.set(op, [...(queues.get(op) ?? []), ...Array<FakeFault>(times).fill(fault)]);
    },
    latency(ms, op) {
      scriptedLatency.set(op ?? 'all', Math.max(0, ms));
    },
    bandwidth(limit) {
      bytesPerSecond = Number.isFinite(limit) && limit > 0 ? limit : 0;
    },
    pauseStorage(afterBytes = 0) {
      pausedAt = Number.isFinite(afterBytes) && afterBytes > 0 ? afterBytes : 0;
      wakeAll();
    },
    resumeStorage() {
      pausedAt = null;
      wakeAll();
    },
    heldUploads: () => waiters.length,
    storageCors(allowed) {
      storageCors = allowed !== false;
    },
    pending: (op) => (op ? (queues.get(op)?.length ?? 0) : [...queues.values()].reduce((n, queue) => n + queue.length, 0)),
    clear(op) {
      if (op) queues.delete(op);
      else queues.clear();
    },
    reset() {
      queues.clear();
      scriptedLatency.clear();
      faults.bandwidth(0);
      faults.resumeStorage();
      storageCors = true;
    },
  };

  return {
    faults,
    takeFaultIf(op, test) {
      const queue = queues.get(op);
      return queue?.length && test(queue[0]!) ? queue.shift() : undefined;
    },
    latencyFor: (op) => (op === 'preflight' ? undefined : scriptedLatency.get(op)) ?? scriptedLatency.get('all') ?? defaultLatencyMs,
    storageCorsAllowed: () => storageCors,
    isPaced: () => bytesPerSecond > 0 || pausedAt !== null,
    paceBody(signal) {
      const started = Date.now();
      return async (received) => {
        if (signal.aborted) throw signal.reason;
        if (bytesPerSecond > 0) await wait((received / bytesPerSecond) * 1000 - (Date.now() - started), signal);
        await whileHeld(received, signal);
      };
    },
  };
}
