/** The fake's scripted faults, latency and bandwidth (see FakeFault). */
import { createStoragePace, type StoragePace } from './createStoragePace';
import type { FakeFault, FakeFaults, FakeOperation } from './fakeTypes';

/** Which faults make sense for which operation (misuse throws, so a test cannot script a fault that never fires). */
const FAULTS_FOR: Record<FakeFault['type'], readonly FakeOperation[]> = {
  business: ['getPreUploadUrl', 'reportUploadSuccess', 'realEstateList'],
  http: ['getPreUploadUrl', 'putFile', 'reportUploadSuccess', 'realEstateList'],
  reportFalse: ['reportUploadSuccess'],
  dropConnection: ['putFile'],
  expired: ['putFile'],
  malformed: ['realEstateList'],
};

/** The fault queues of one fake service. */
interface FakeFaultQueues {
  /** The public `service.faults`. */
  faults: FakeFaults;
  /** Removes and returns the next queued fault of `op` when `test` accepts it. */
  takeFaultIf(op: FakeOperation, test: (fault: FakeFault) => boolean): FakeFault | undefined;
  /** The delay before answering `op`. */
  /** The delay before answering `op` (a preflight gets the delay set for all operations). */
  latencyFor(op: FakeOperation | 'preflight'): number;
  /** How storage reads PUT bodies (the bandwidth limit and the pause). */
  storagePace: StoragePace;
  /** Whether storage answers with CORS headers (see `faults.storageCors`). */
  storageCorsAllowed(): boolean;
}

export function createFakeFaults(defaultLatencyMs = 0): FakeFaultQueues {
  const queues = new Map<FakeOperation, FakeFault[]>();
  const scriptedLatency = new Map<FakeOperation | 'all', number>();
  const storagePace = createStoragePace();
  let storageCors = true;

  const faults: FakeFaults = {
    failNext(op, fault, times = 1) {
      if (!FAULTS_FOR[fault.type]?.includes(op)) {
        throw new RangeError(`A ${fault.type} fault does not apply to ${op} (it applies to ${FAULTS_FOR[fault.type]?.join(', ')})`);
      }
      if (fault.type === 'http' && !(Number.isInteger(fault.status) && fault.status >= 400 && fault.status <= 599)) {
        throw new RangeError(`An http fault needs a status from 400 to 599, got ${fault.status}`);
      }
      if (!(Number.isInteger(times) && times >= 1)) throw new RangeError(`times must be a positive integer, got ${times}`);
      const queue = queues.get(op) ?? [];
      for (let i = 0; i < times; i++) queue.push(fault);
      queues.set(op, queue);
    },
    latency(ms, op) {
      scriptedLatency.set(op ?? 'all', Math.max(0, ms));
    },
    bandwidth(bytesPerSecond) {
      storagePace.setBandwidth(bytesPerSecond);
    },
    pauseStorage(afterBytes = 0) {
      storagePace.pause(afterBytes);
    },
    resumeStorage() {
      storagePace.resume();
    },
    heldUploads: () => storagePace.held(),
    storageCors(allowed) {
      storageCors = allowed !== false;
    },
    pending(op) {
      if (op) return queues.get(op)?.length ?? 0;
      let n = 0;
      for (const q of queues.values()) n += q.length;
      return n;
    },
    clear(op) {
      if (op) queues.delete(op);
      else queues.clear();
    },
    reset() {
      queues.clear();
      scriptedLatency.clear();
      storagePace.setBandwidth(0);
      storagePace.resume();
      storageCors = true;
    },
  };

  return {
    faults,
    takeFaultIf(op, test) {
      const queue = queues.get(op);
      if (!queue?.length || !test(queue[0]!)) return undefined;
      return queue.shift();
    },
    latencyFor: (op) => (op === 'preflight' ? undefined : scriptedLatency.get(op)) ?? scriptedLatency.get('all') ?? defaultLatencyMs,
    storagePace,
    storageCorsAllowed: () => storageCors,
  };
}
