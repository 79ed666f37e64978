import type { Executor } from '../../db/client.ts';
import { expireAllOffers } from './offers.repository.ts';

/** How often the server turns active offers past their `validUntil` into `expired`. */
export const OFFER_EXPIRY_INTERVAL_MS = 60_000;

export interface OfferExpiryLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Expires offers on their own: one sweep (a single UPDATE over every company) right away and then
 * every `intervalMs`. Reads of a company's offers sweep that company first as well, so a list is
 * never stale between two rounds. A round never overlaps the previous one; `stop()` waits for a
 * running round, so the database may be closed after it.
 */
export function startOfferExpiry(db: Executor, log: OfferExpiryLogger, intervalMs = OFFER_EXPIRY_INTERVAL_MS) {
  let running: Promise<void> | undefined;
  let stopped = false;

  function sweep() {
    if (stopped) return Promise.resolve();
    running ??= expireAllOffers(db)
      .then((expired) => {
        if (expired > 0) log.info({ expired }, 'offers past their end marked expired');
      })
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
