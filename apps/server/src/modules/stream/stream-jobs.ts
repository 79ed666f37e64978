import type { Database } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job-queue.ts';
import { deleteStreamEventsBefore } from './stream.repository.ts';

export const PRUNE_STREAM_EVENTS_JOB = 'stream.prune';

/** How long stored events stay replayable with `Last-Event-ID` (docs/decisions.md "Live stream"). */
export const STREAM_REPLAY_HOURS = 24;

/**
 * Deletes stream events older than the replay window, hourly. A client away longer has lost its
 * place anyway and reloads what it shows; the per-person cursors stay, so numbers never repeat.
 */
export function streamJobs(db: Database) {
  return [
    defineJob({
      name: PRUNE_STREAM_EVENTS_JOB,
      schedule: '23 * * * *',
      exclusive: true,
      retry: { limit: 2, delaySeconds: 60 },
      timeoutSeconds: 5 * 60,
      handler: async () => ({ deleted: await deleteStreamEventsBefore(db, STREAM_REPLAY_HOURS) }),
    }),
  ];
}
