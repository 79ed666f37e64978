import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { isLocalRequest } from '../../lib/client-address.ts';

/** Whether this caller may read the outbox (GET dev/outbox) and be shown it on /stuff. */
export function outboxVisibleTo(config: Config, request: FastifyRequest) {
  return config.outboxEnabled && isLocalRequest(request, config.TRUST_PROXY !== false);
}
