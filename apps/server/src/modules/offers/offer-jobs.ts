import type { Database } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job-queue.ts';
import { sweepExpiredOffers, type OfferExpiryLogger } from './offer-expiry.ts';

export const EXPIRE_OFFERS_JOB = 'offers.expire';

/**
 * Every minute one process turns active offers past their end into `expired` for every company (a
 * lone server's start sweeps at once, unless this minute's tick already ran). Exclusive: sweeps never
 * overlap, and a missed tick is covered by the next one, so one retry is enough.
 */
export function offerJobs(db: Database, log: OfferExpiryLogger) {
  return [
    defineJob({
      name: EXPIRE_OFFERS_JOB,
      schedule: '* * * * *',
      exclusive: true,
      retry: { limit: 1, delaySeconds: 10 },
      timeoutSeconds: 5 * 60,
      handler: async () => ({ expired: await sweepExpiredOffers(db, log) }),
    }),
  ];
}
