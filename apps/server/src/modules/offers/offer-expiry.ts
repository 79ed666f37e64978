import type { Executor } from '../../db/client.ts';
import { expireAllOffers } from './offers.repository.ts';

/** How often the deprecated in-process timer (startOfferExpiry) sweeps; the app uses the `offers.expire` job. */
export const OFFER_EXPIRY_INTERVAL_MS = 60_000;

export interface OfferExpiryLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * One sweep over every company (a single UPDATE): active offers past their `validUntil` become
 * `expired`. Idempotent: a second sweep finds nothing to do. Run every minute by the `offers.expire`
 * job (offer-jobs.ts); reads of a company's offers sweep that company first as well
 * (offers.service.ts), so a list is never stale between two rounds. Throws on a database error (the
 * job retries).
 */
export async function sweepExpiredOffers(db: Executor, log: Pick<OfferExpiryLogger, 'info'>) {
  const expired = await expireAllOffers(db);
  if (expired > 0) log.info({ expired }, 'offers past their end marked expired');
  return expired;
}

/**
 * @deprecated The app runs the sweep as the scheduled `offers.expire` job (offer-jobs.ts), once per
 * minute across all server processes. This in-process timer (one sweep now, then every
 * `intervalMs`; `stop()` waits for a running round) is kept only for the timer test in
 * offers.test.ts until that test moves to the job; do not start it in the app.
 */
export function startOfferExpiry(db: Executor, log: OfferExpiryLogger, intervalMs = OFFER_EXPIRY_INTERVAL_MS) {
  let running: Promise<void> | undefined;
  let stopped = false;

  function sweep() {
    if (stopped) return Promise.resolve();
    running ??= sweepExpiredOffers(db, log)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'offer expiry sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  void sweep();
  const timer = setInterval(sweep, intervalMs).unref();
  return {
    /** Runs a round now (or joins the running one). */
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type OfferExpiry = ReturnType<typeof startOfferExpiry>;
