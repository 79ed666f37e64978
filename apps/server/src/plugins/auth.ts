import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { hashSecret } from '../lib/random.ts';
import { ProblemError, unauthorized } from '../lib/problems.ts';
import { findLiveAccessToken, touchAccessToken } from './access-tokens.repository.ts';

const LAST_USED_REFRESH_MS = 5 * 60 * 1000;

export interface Auth {
  userId: number;
  userUid: string;
  tokenId: number;
  /** The caller's company scope, read with the token; null before onboarding. */
  companyId: number | null;
  role: 'owner' | 'admin' | 'member' | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header) : null;
  return match?.[1];
}

/** A preHandler that admits only requests with a live bearer token (401 otherwise). */
export function createAuthenticator(db: Database) {
  return async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Sign in to continue.', 'token_missing');
    const row = await findLiveAccessToken(db, hashSecret(token));
    if (!row) throw unauthorized('Your session has ended. Sign in again.', 'token_invalid');
    // The sessions list shows when each device was last used: refreshed at most every 5 minutes,
    // without holding up the request; a failure is logged, the request goes on.
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_REFRESH_MS) {
      touchAccessToken(db, row.id).catch((error: unknown) => request.log.error({ err: error, tokenId: row.id }, 'could not record the session use'));
    }
    request.auth = { userId: row.userId, userUid: row.userUid, tokenId: row.id, companyId: row.companyId, role: row.role };
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/** Who is asking on a public route: the caller's company, or null when nobody signed in. */
export interface Viewer {
  companyId: number | null;
}

/**
 * The caller on a public route where a bearer token is optional: signed in when a live token comes
 * along, anonymous without one. A stale or revoked token is treated as no token rather than a 401,
 * so a public page never fails for it (and the web client is not logged out by a public call).
 */
export async function optionalViewer(authenticate: Authenticate, request: FastifyRequest): Promise<Viewer | null> {
  if (!bearerToken(request)) return null;
  try {
    await authenticate(request);
  } catch (error) {
    if (error instanceof ProblemError && error.status === 401) return null;
    throw error;
  }
  return request.auth ? { companyId: request.auth.companyId } : null;
}

/** The signed-in caller; only for routes behind `authenticate`. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
