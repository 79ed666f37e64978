import { describe, expect, it } from 'vitest';
import { boundedWork, WorkQueueFull } from './bounded-work.ts';

describe('boundedWork', () => {
  it('runs a few at once, lets a few wait and refuses the rest at once', async () => {
    const work = boundedWork(2, 1);
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const task = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        gates.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const started = [work.run(task), work.run(task), work.run(task)];
    await expect(work.run(task)).rejects.toBeInstanceOf(WorkQueueFull);
    expect([work.active, work.waiting]).toEqual([2, 1]);
    while (gates.length > 0 || running > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(Promise.all(started)).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    await expect(work.run(async () => 'again')).resolves.toBe('again');
  });
});
