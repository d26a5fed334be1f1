import { describe, expect, it } from 'vitest';
import { createScheduler, type Slot, type Waiting } from '../../../src/core/upload/scheduler';

describe('createScheduler (only assigns slots)', () => {
  it('starts waiting files in order up to the limit, and the next one when a slot comes back', () => {
    let waiting: Waiting<string>[] = ['a', 'b', 'c'].map((value) => ({ value, needsSlot: true }));
    const started: [string, Slot][] = [];
    const scheduler = createScheduler<string>({
      limit: () => 2,
      waiting: () => waiting,
      start: (value, slot) => {
        started.push([value, slot]);
        waiting = waiting.filter((w) => w.value !== value);
      },
    });
    scheduler.fill();
    expect(started.map(([v]) => v)).toEqual(['a', 'b']);
    expect(scheduler.inUse()).toBe(2);
    scheduler.release(started[0]![1]);
    scheduler.release(started[0]![1]); // twice is once
    scheduler.fill();
    expect(started.map(([v]) => v)).toEqual(['a', 'b', 'c']);
    expect(scheduler.inUse()).toBe(2);
  });

  it('starts a report-only run without a slot, even when all slots are taken', () => {
    const started: string[] = [];
    const scheduler = createScheduler<string>({
      limit: () => 1,
      waiting: () => [
        { value: 'put', needsSlot: true },
        { value: 'put2', needsSlot: true },
        { value: 'report', needsSlot: false },
      ],
      start: (value, slot) => started.push(`${value}:${slot.held}`),
    });
    scheduler.fill();
    expect(started).toEqual(['put:true', 'report:false']);
    expect(scheduler.inUse()).toBe(1);
  });
});
