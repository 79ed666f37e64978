import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { Auth } from '../../plugins/auth.ts';

/**
 * The app's context on the demo's open transaction, for the parts of the demo written through the
 * modules' services (meeting requests and answers, an event invitation) so that their rules and side
 * effects apply as in the app. Their reads see the demo written so far, and a transaction of theirs
 * becomes a savepoint of the demo's, so the demo still loads all at once or not at all.
 */
export function contextOnTransaction(ctx: AppContext, tx: Executor): AppContext {
  // A transaction answers every call the services make of the database (select, insert, update,
  // execute, and transaction(), which opens a savepoint); it only lacks the pool handle ($client),
  // which the job queue reads from the application's own context, never from this one.
  return { ...ctx, db: tx as unknown as Database };
}

/** A session of a demo person, as the auth plugin would read it from their token. */
export function demoAuth(user: { id: number; uid: string }, membership: { companyId: number; role: 'owner' | 'admin' | 'member' } | null): Auth {
  return { userId: user.id, userUid: user.uid, tokenId: 0, companyId: membership?.companyId ?? null, role: membership?.role ?? null };
}
