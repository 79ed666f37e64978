import { createHash } from 'node:crypto';
import type { SessionList, SessionsRevoked } from '@fairhub/shared/settings';
import type { Executor } from '../../db/client.ts';
import type { Auth } from '../../plugins/auth.ts';
import { listLiveSessions, revokeOtherSessions } from './sessions.repository.ts';

/**
 * A session's public id: 16 characters of a hash of the stored token hash, so it names the session
 * without revealing the token, its hash or the database id.
 */
export function publicSessionId(tokenHash: string) {
  return createHash('sha256').update(`session:${tokenHash}`).digest('base64url').slice(0, 16);
}

/** GET profile/sessions — the user's signed-in devices, the most recently used first. */
export async function listSessions(db: Executor, auth: Auth): Promise<SessionList> {
  const rows = await listLiveSessions(db, auth.userId);
  return {
    items: rows.map((row) => ({
      id: publicSessionId(row.tokenHash),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      ip: row.ip,
      current: row.id === auth.tokenId,
    })),
  };
}

/** DELETE profile/sessions — logs out every other device; the calling session stays signed in. */
export async function revokeOtherSessionsOf(db: Executor, auth: Auth): Promise<SessionsRevoked> {
  return { revoked: await revokeOtherSessions(db, auth.userId, auth.tokenId) };
}
