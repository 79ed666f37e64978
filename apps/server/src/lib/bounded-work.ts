import pLimit from 'p-limit';

/** Thrown when the queue is full: nothing was started, the caller may try again shortly. */
export class WorkQueueFull extends Error {
  constructor() {
    super('work queue is full');
  }
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait; a task beyond
 * that is refused at once (WorkQueueFull) rather than queued without end. For CPU- and memory-heavy
 * work that requests start (image decoding).
 */
export function boundedWork(concurrency: number, maxWaiting: number) {
  const limit = pLimit(concurrency);
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (limit.activeCount >= concurrency && limit.pendingCount >= maxWaiting) return Promise.reject(new WorkQueueFull());
      return limit(task);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
