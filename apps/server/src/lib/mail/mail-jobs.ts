import { defineJob } from '../jobs/job-queue.ts';
import type { Mailer } from './mailer.ts';

export const DELIVER_MAIL_JOB = 'mail.deliver';

/**
 * Outbox delivery on the job queue: a run is sent after each commit that stored e-mails
 * (`mailer.kick()`), and the schedule picks up what is left every minute — messages that failed
 * (each is tried up to MAX_ATTEMPTS times) and those of a process that stopped before delivering.
 * Exclusive: one round at a time across processes, at most one more waiting. A round that fails as a
 * whole (the database) is retried with backoff; a refused message is only counted on its row. No
 * job without SMTP_URL: the outbox keeps the messages.
 */
export function mailJobs(mailer: Pick<Mailer, 'delivers' | 'deliver'>) {
  if (!mailer.delivers) return [];
  return [
    defineJob({
      name: DELIVER_MAIL_JOB,
      schedule: '* * * * *',
      exclusive: true,
      retry: { limit: 3, delaySeconds: 15, backoff: true },
      timeoutSeconds: 5 * 60,
      handler: () => mailer.deliver(),
    }),
  ];
}
