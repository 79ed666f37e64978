import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { createThrottle, throttleKey, tooManyRequests } from '../lib/throttle.ts';

export interface RateLimitSettings {
  /** Attempts allowed per e-mail address (or user) in one window. */
  max: number;
  windowSeconds: number;
}

/** One IP address (an office behind NAT) gets this many times an e-mail's allowance. */
const IP_ALLOWANCE_FACTOR = 5;

/**
 * Attempt limits for routes that anyone may call with any e-mail address (sign-up, resending a
 * link, forgotten password, opening a link): `limit(name, subjectOf)` is a preHandler that counts
 * the caller's IP address and, when `subjectOf` names one, the e-mail address or user. Login counts
 * failures instead (modules/auth/login-throttle.ts).
 */
export function createRateLimiter(db: Database, settings: RateLimitSettings) {
  const throttle = createThrottle(db);
  return function limit(name: string, subjectOf: (request: FastifyRequest) => unknown = () => undefined) {
    return async (request: FastifyRequest) => {
      const checks: [string, number][] = [[throttleKey(`${name}:ip`, request.ip), settings.max * IP_ALLOWANCE_FACTOR]];
      const subject = subjectOf(request);
      if (typeof subject === 'string' && subject.trim()) checks.push([throttleKey(`${name}:subject`, subject.trim().toLowerCase()), settings.max]);
      for (const [key, max] of checks) {
        const { retryAfter } = await throttle.hit(key, { max, seconds: settings.windowSeconds });
        if (retryAfter !== null) throw tooManyRequests(retryAfter);
      }
    };
  };
}

export type RateLimit = ReturnType<typeof createRateLimiter>;
