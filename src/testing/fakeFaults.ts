/** The fake's scripted faults, latency and bandwidth (see FakeFault). */
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
  /** The storage read limit in bytes per second (0: none). */
  bandwidth(): number;
  /** Whether storage answers with CORS headers (see `faults.storageCors`). */
  storageCorsAllowed(): boolean;
}

export function createFakeFaults(defaultLatencyMs = 0): FakeFaultQueues {
  const queues = new Map<FakeOperation, FakeFault[]>();
  const scriptedLatency = new Map<FakeOperation | 'all', number>();
  let bandwidth = 0;
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
      bandwidth = Number.isFinite(bytesPerSecond) && bytesPerSecond > 0 ? bytesPerSecond : 0;
    },
    storageCors(allowed) {
      storageCors = allowed !== false;
    },
    pending(op) {
      if (op) return queues.get(op)?.length ?? 0;
      let n = 0;
      for (const q of queues.values()) n += q.length;
      return n;
    },
    reset() {
      queues.clear();
      scriptedLatency.clear();
      bandwidth = 0;
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
    bandwidth: () => bandwidth,
    storageCorsAllowed: () => storageCors,
  };
}
