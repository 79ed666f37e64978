import type { Database } from '../db/client.ts';
import { defineJob } from '../lib/jobs/job-queue.ts';
import { deleteExpiredWindows } from './rate-limit.repository.ts';

export const PRUNE_RATE_LIMITS_JOB = 'rate-limits.prune';

/**
 * Deletes rate-limit windows that have ended, hourly. A key whose window ended starts a fresh one on
 * its next hit whether or not its row is still there, so the job only keeps the table small; running
 * it twice deletes nothing more.
 */
export function rateLimitJobs(db: Database) {
  return [
    defineJob({
      name: PRUNE_RATE_LIMITS_JOB,
      schedule: '7 * * * *',
      exclusive: true,
      retry: { limit: 2, delaySeconds: 60 },
      timeoutSeconds: 5 * 60,
      handler: async () => ({ deleted: await deleteExpiredWindows(db) }),
    }),
  ];
}
