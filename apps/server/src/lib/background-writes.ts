import type { FastifyBaseLogger } from 'fastify';

/**
 * Writes a request starts and does not wait for (page-view counts): each runs on its own, a failure
 * is logged with the given details and never reaches the response, and `settled()` resolves once
 * every write started so far has finished — what tests wait on before reading the counts.
 */
export function backgroundWrites(failureMessage: string) {
  const pending = new Set<Promise<void>>();
  return {
    start(log: FastifyBaseLogger, details: object, write: () => Promise<void>): void {
      const running = write().catch((error: unknown) => {
        log.error({ err: error, ...details }, failureMessage);
      });
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
