import type { FastifyReply } from 'fastify';

/**
 * Cache headers of the public catalogue: lists and details may be kept by browsers and shared caches
 * for a minute (names depend on Accept-Language); an answer that depends on who asks is never stored.
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=60';
export const PERSONAL_CACHE = 'private, no-store';

export function cachePublicly(reply: FastifyReply) {
  return reply.header('cache-control', PUBLIC_CATALOGUE_CACHE).header('vary', 'Accept-Language');
}

export function cachePersonally(reply: FastifyReply) {
  return reply.header('cache-control', PERSONAL_CACHE).header('vary', 'Accept-Language, Authorization');
}
