import { describe, expect, it } from 'vitest';
import { createScheduler, type Slot, type Waiting } from '../../../src/core/upload/scheduler';

describe('createScheduler (only assigns slots)', () => {
  it('starts waiting files in order up to the limit, and the next one when a slot comes back', () => {
    let waiting: Waiting<string>[] = ['a', 'b', 'c'].map((value): Waiting<string> => [value, true]);
    const started: [string, Slot][] = [];
    const scheduler = createScheduler<string>(
      () => 2,
      () => waiting,
      (value, slot) => {
        started.push([value, slot]);
        waiting = waiting.filter((w) => w[0] !== value);
      },
    );
    scheduler.fill();
    expect(started.map(([v]) => v)).toEqual(['a', 'b']);
    expect(started.filter(([, slot]) => slot.held)).toHaveLength(2);
    scheduler.release(started[0]![1]);
    scheduler.release(started[0]![1]); // twice is once
    scheduler.fill();
    expect(started.map(([v]) => v)).toEqual(['a', 'b', 'c']);
    expect(started.filter(([, slot]) => slot.held).map(([v]) => v)).toEqual(['b', 'c']);
  });

  it('starts a report-only run without a slot, even when all slots are taken', () => {
    const started: string[] = [];
    let waiting: Waiting<string>[] = [
      ['put', true],
      ['put2', true],
    ];
    const scheduler = createScheduler<string>(
      () => 1,
      () => waiting,
      (value, slot) => {
        started.push(`${value}:${slot.held}`);
        waiting = waiting.filter((w) => w[0] !== value);
      },
    );
    scheduler.fill();
    waiting = [['report', false], ...waiting];
    scheduler.fill();
    expect(started).toEqual(['put:true', 'report:false']);
  });

  it('reads no further than the first file it has no slot for', () => {
    const read: number[] = [];
    function* thousandQueued(): Iterable<Waiting<number>> {
      for (let i = 0; i < 1000; i++) {
        read.push(i);
        yield [i, true];
      }
    }
    const started: number[] = [];
    const scheduler = createScheduler<number>(
      () => 6,
      thousandQueued,
      (value) => started.push(value),
    );
    scheduler.fill();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(read).toEqual([0, 1, 2, 3, 4, 5, 6]);
    read.length = 0;
    scheduler.fill();
    expect(read).toEqual([0]);
  });
});

describe('createScheduler as a pipeline', () => {
  function pipeline(limit: number, names: string[]) {
    let waiting: Waiting<string>[] = names.map((value): Waiting<string> => [value, true]);
    const slots = new Map<string, Slot>();
    const scheduler = createScheduler<string>(
      () => limit,
      () => waiting,
      (value, slot) => {
        slots.set(value, slot);
        waiting = waiting.filter((w) => w[0] !== value);
      },
    );
    return { scheduler, slots };
  }

  it('lets the next file fetch its URL once one takes its place at storage', async () => {
    const { scheduler, slots } = pipeline(1, ['a', 'b', 'c']);
    scheduler.fill();
    expect([...slots.keys()]).toEqual(['a']);
    const granted = scheduler.acquirePut(slots.get('a')!, new AbortController().signal);
    // Given at once: storage had room and no run waited; the place ahead went to the next file.
    expect(slots.get('a')).toMatchObject({ held: false, putting: true });
    expect([...slots.keys()]).toEqual(['a', 'b']);
    await granted;
    // Held until stored: asked again (a retried PUT), it is not waited for.
    expect(scheduler.acquirePut(slots.get('a')!, new AbortController().signal)).toBeUndefined();
  });

  it('makes a file with its URL wait for a storage place, in order, and drops it on abort', async () => {
    const { scheduler, slots } = pipeline(1, ['a', 'b', 'c', 'd']);
    scheduler.fill();
    scheduler.acquirePut(slots.get('a')!, new AbortController().signal);
    scheduler.fill();
    const abortB = new AbortController();
    const order: string[] = [];
    void scheduler.acquirePut(slots.get('b')!, abortB.signal)!.then(() => order.push('b'));
    scheduler.fill(); // storage is full: b keeps its place ahead, so c does not start
    expect([...slots.keys()]).toEqual(['a', 'b']);
    abortB.abort();
    scheduler.release(slots.get('b')!);
    scheduler.fill();
    expect([...slots.keys()]).toEqual(['a', 'b', 'c']);
    void scheduler.acquirePut(slots.get('c')!, new AbortController().signal)!.then(() => order.push('c'));
    scheduler.release(slots.get('a')!); // a is stored
    scheduler.fill();
    await Promise.resolve();
    expect(order).toEqual(['b', 'c']); // b only saw its abort
    expect(slots.get('c')).toMatchObject({ held: false, putting: true });
    expect([...slots.keys()]).toEqual(['a', 'b', 'c', 'd']);
  });
});
