import type { Database, Executor } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job-queue.ts';
import { finishEndedEvents } from './my-events.repository.ts';

export const FINISH_EVENTS_JOB = 'events.finish';
/** Events finished per statement; a sweep repeats until a batch comes back short. */
const FINISH_BATCH = 500;

export interface EventJobLogger {
  info(details: object, message: string): void;
}

/**
 * One sweep: published events whose end is before `now` become `finished` (docs/decisions.md,
 * "Organizer events"). Idempotent — a finished event is not published any more, so a second sweep
 * finds nothing — and safe beside a running one (rows another sweep holds are skipped). Drafts and
 * cancelled events stay as they are. Answers how many it finished.
 */
export async function finishEndedEventsSweep(db: Executor, now: Date, log?: EventJobLogger) {
  let finished = 0;
  for (;;) {
    const ids = await finishEndedEvents(db, now, FINISH_BATCH);
    finished += ids.length;
    if (ids.length < FINISH_BATCH) break;
  }
  if (finished > 0) log?.info({ finished }, 'published events past their end marked finished');
  return finished;
}

/** Every five minutes one process finishes the published events that have ended. Exclusive; a missed tick is covered by the next. */
export function eventJobs(db: Database, log: EventJobLogger) {
  return [
    defineJob({
      name: FINISH_EVENTS_JOB,
      schedule: '*/5 * * * *',
      exclusive: true,
      retry: { limit: 1, delaySeconds: 30 },
      timeoutSeconds: 5 * 60,
      handler: async () => ({ finished: await finishEndedEventsSweep(db, new Date(), log) }),
    }),
  ];
}
