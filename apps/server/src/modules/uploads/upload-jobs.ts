import type { AppContext } from '../../context.ts';
import { defineJob } from '../../lib/jobs/job-queue.ts';
import { cleanUpAbandonedUploads } from './uploads.service.ts';

export const CLEAN_UP_UPLOADS_JOB = 'uploads.clean-up';

/**
 * Hourly: uploads that nothing shows a day after they were made (never attached to a record, or
 * replaced since: an old logo, a removed product photo) are deleted with their files. Idempotent.
 */
export function uploadJobs(ctx: Pick<AppContext, 'db' | 'storage'>) {
  return [
    defineJob({
      name: CLEAN_UP_UPLOADS_JOB,
      schedule: '17 * * * *',
      exclusive: true,
      retry: { limit: 2, delaySeconds: 60 },
      handler: async () => ({ removed: await cleanUpAbandonedUploads(ctx) }),
    }),
  ];
}
