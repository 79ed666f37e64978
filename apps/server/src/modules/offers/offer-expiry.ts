import type { Executor } from '../../db/client.ts';
import { expireAllOffers } from './offers.repository.ts';

export interface OfferExpiryLogger {
  info(details: object, message: string): void;
}

/**
 * One sweep over every company (a single UPDATE): active offers past their `validUntil` become
 * `expired`. Idempotent: a second sweep finds nothing to do. Run every minute by the `offers.expire`
 * job (offer-jobs.ts); reads of a company's offers sweep that company first as well
 * (offers.service.ts), so a list is never stale between two rounds. Throws on a database error (the
 * job retries).
 */
export async function sweepExpiredOffers(db: Executor, log: OfferExpiryLogger) {
  const expired = await expireAllOffers(db);
  if (expired > 0) log.info({ expired }, 'offers past their end marked expired');
  return expired;
}
