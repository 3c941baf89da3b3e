import { describe, expect, it } from 'vitest';
import { createWorkQueue, OverloadedError } from '../../../server/work-queue';

/** A task that ends when the test says so, and records how many ran at once. */
function gatedTasks() {
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      most = Math.max(most, ++running);
      gates.push(() => {
        running--;
        resolve();
      });
    });
  const openAll = () => {
    for (const open of gates.splice(0)) open();
  };
  return { task, openAll, most: () => most, started: () => gates.length };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in order as places free up', async () => {
    const queue = createWorkQueue('test', { concurrency: 2, maxQueued: 10, maxWaitMs: 60_000 });
    const { task, openAll, most, started } = gatedTasks();
    const order: number[] = [];
    const runs = Array.from({ length: 6 }, (_, i) => queue.run(task).then(() => order.push(i)));
    while (order.length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(started()).toBeLessThanOrEqual(2);
      openAll();
    }
    await Promise.all(runs);
    expect(most()).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses a task past the queue length, and one that waited too long, without running it', async () => {
    const queue = createWorkQueue('test', { concurrency: 1, maxQueued: 1, maxWaitMs: 20 });
    const { task, openAll } = gatedTasks();
    const first = queue.run(task);
    const waiting = queue.run(task);
    await expect(queue.run(task)).rejects.toBeInstanceOf(OverloadedError);
    await expect(waiting).rejects.toBeInstanceOf(OverloadedError);
    openAll();
    await first;
    // Its place is free again.
    await expect(queue.run(async () => 'ran')).resolves.toBe('ran');
  });
});
