import { createHash } from 'node:crypto';
import type { Database, Executor } from '../db/client.ts';
import { countHit, peekHits, refundHit } from '../plugins/rate-limit.repository.ts';
import { ProblemError } from './problems.ts';

/** At most `max` counted events per fixed window of `seconds`. */
export interface ThrottleWindow {
  max: number;
  seconds: number;
}

/**
 * A counter's key: the limit's name in clear (for operators), then a digest of what it counts
 * (an address, an e-mail, a user), so a key has a fixed size whatever a caller sends.
 */
export function throttleKey(name: string, ...subject: (string | number)[]) {
  return `${name}:${createHash('sha256').update(subject.join('\u0000')).digest('base64url').slice(0, 32)}`;
}

const secondsUntil = (time: Date) => Math.max(1, Math.ceil((time.getTime() - Date.now()) / 1000));

/** 429 with Retry-After, in the words every limit uses unless it has its own. */
export function tooManyRequests(retryAfter: number, detail = `Too many attempts. Try again in ${retryAfter} seconds.`, code = 'rate_limited') {
  return new ProblemError(429, 'Too Many Requests', detail, { code, headers: { 'retry-after': String(retryAfter) } });
}

/**
 * Fixed-window counters kept in PostgreSQL, so every server process shares them (the rate_limits
 * table; a scheduled job deletes ended windows).
 */
export function createThrottle(db: Database) {
  return {
    /**
     * Counts one event; `retryAfter` (seconds) is set when this one went over the window's max. Inside
     * a transaction pass it as `tx`: the count then stands only if the transaction commits, and no
     * second connection is taken while the transaction holds one.
     */
    async hit(key: string, window: ThrottleWindow, tx: Executor = db) {
      const { hits, resetAt } = await countHit(tx, key, window.seconds);
      return { hits, retryAfter: hits > window.max ? secondsUntil(resetAt) : null };
    },
    /** Takes back one counted event (it proved harmless). */
    refund: (key: string) => refundHit(db, key),
    /** The events counted so far in the current window; `retryAfter` when the window is full. */
    async peek(key: string, window: ThrottleWindow) {
      const { hits, resetAt } = await peekHits(db, key);
      return { hits, retryAfter: resetAt && hits >= window.max ? secondsUntil(resetAt) : null };
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
