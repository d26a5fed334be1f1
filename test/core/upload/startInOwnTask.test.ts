// The components' queue (`startInOwnTask`): a choice of many files queues
// them at once and starts their first requests one task each, so no task
// holds the page for all of them. Tasks are the queue's 0 ms timers, run by hand.
import { describe, expect, it, vi } from 'vitest';
import { createUploadEngine } from '../../../src/core/upload/createUploadQueue';
import { createScriptedClient, fileOf } from './helpers/scriptedClient';

function setup(concurrency: number) {
  const script = createScriptedClient();
  const tasks = new Map<number, () => void>();
  let handles = 0;
  const queue = createUploadEngine(() => script.client, undefined, {
    scheduleFrame: 'sync',
    concurrency,
    startInOwnTask: true,
    setTimeout: (run, ms) => {
      const handle = ++handles;
      if (ms === 0) tasks.set(handle, run);
      return handle;
    },
    clearTimeout: (handle) => void tasks.delete(handle as number),
  });
  /** Runs the task queued first, as the browser would. */
  const runNextTask = () => {
    const [handle, run] = tasks.entries().next().value!;
    tasks.delete(handle);
    run();
  };
  const asked = () => script.requests().map((call) => call.fileName);
  return { queue, tasks, runNextTask, asked };
}

describe('a queue that starts each run in a task of its own', () => {
  it('queues a choice at once, then asks for one file’s address per task', async () => {
    const { queue, tasks, runNextTask, asked } = setup(6);
    const { accepted } = queue.add(['a', 'b', 'c'].map((name) => fileOf(name, 10)));
    expect(accepted.map((item) => item.status)).toEqual(['queued', 'queued', 'queued']);
    expect(tasks.size).toBe(3);
    expect(asked()).toEqual([]);
    for (const expected of [['a'], ['a', 'b'], ['a', 'b', 'c']]) {
      runNextTask();
      await vi.waitFor(() => expect(asked()).toEqual(expected));
    }
    expect(queue.getState().items.map((item) => item.status)).toEqual(['requesting', 'requesting', 'requesting']);
  });

  it('never asks for a file canceled before its task, and gives its place to the next file', async () => {
    const { queue, tasks, runNextTask, asked } = setup(1);
    queue.add(['a', 'b'].map((name) => fileOf(name, 10)));
    const [a, b] = queue.getState().items;
    expect(queue.cancel(a!.id)).toBe(true);
    // a's task is taken back; b now holds the one place, and waits for its own.
    expect(tasks.size).toBe(1);
    runNextTask();
    await vi.waitFor(() => expect(asked()).toEqual(['b']));
    expect(queue.getItem(a!.id)?.status).toBe('canceled');
    expect(queue.getItem(b!.id)?.status).toBe('requesting');
  });
});
