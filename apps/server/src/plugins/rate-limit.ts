import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { ProblemError } from '../lib/problems.ts';
import { countHit } from './rate-limit.repository.ts';

export interface RateLimitSettings {
  /** Attempts allowed per e-mail address in one window. */
  max: number;
  windowSeconds: number;
}

/** One IP address (an office behind NAT) gets this many times an e-mail's allowance. */
const IP_ALLOWANCE_FACTOR = 5;

/**
 * Fixed-window limits kept in PostgreSQL, so every server process shares them. Each guarded route
 * counts its caller's IP address and, when the body names one, the e-mail address.
 */
export function createRateLimiter(db: Database, settings: RateLimitSettings) {
  return function limit(name: string, emailOf: (request: FastifyRequest) => unknown = () => undefined) {
    return async (request: FastifyRequest) => {
      const checks: [string, number][] = [[`${name}:ip:${request.ip}`, settings.max * IP_ALLOWANCE_FACTOR]];
      const email = emailOf(request);
      if (typeof email === 'string' && email.trim()) checks.push([`${name}:email:${email.trim().toLowerCase()}`, settings.max]);
      for (const [key, max] of checks) {
        const { hits, resetAt } = await countHit(db, key, settings.windowSeconds);
        if (hits > max) {
          const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
          throw new ProblemError(429, 'Too Many Requests', `Too many attempts. Try again in ${retryAfter} seconds.`, {
            code: 'rate_limited',
            headers: { 'retry-after': String(retryAfter) },
          });
        }
      }
    };
  };
}

export type RateLimit = ReturnType<typeof createRateLimiter>;
