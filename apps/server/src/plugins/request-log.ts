import type { FastifyRequest } from 'fastify';

/** Paths whose next segment is a secret from an e-mailed link (pages and API alike). */
const LINK_PATHS = /(\/(?:reset|confirm|register|invitations)\/)[^/?#]+/g;
/** Any other segment or query value shaped like a secret token (256 random bits as base64url). */
const TOKEN_SHAPED = /([/=])[A-Za-z0-9_-]{40,}(?=[/?&#]|$)/g;

/** The address as the request log may keep it: secrets from e-mailed links are replaced. */
export function redactUrl(url: string) {
  return url.replace(LINK_PATHS, '$1[redacted]').replace(TOKEN_SHAPED, '$1[redacted]');
}

/**
 * How a request appears in the log: Fastify's usual fields, with link tokens taken out of the
 * address (anyone who reads the log could otherwise reset a password or take an invitation).
 */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
