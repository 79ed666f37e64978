import type { StreamEventName, StreamPayload } from '@fairhub/shared/stream';
import type { Counts } from '@fairhub/shared/profile';
import type { Executor } from '../../db/client.ts';
import { loadCounts } from '../profile/counts.ts';
import { companiesOfUsers, insertNumberedEvents, lockEventNumbers, type PublishedEvent } from './stream.repository.ts';

export { STREAM_CHANNEL, type PublishedEvent } from './stream.repository.ts';

type PayloadOf<Name extends StreamEventName> = StreamPayload<Name>;
type PayloadSource<Name extends StreamEventName> = PayloadOf<Name> | ((userId: number) => PayloadOf<Name> | Promise<PayloadOf<Name>>);

/**
 * Publishes one event `name` to each of `userIds` inside the caller's transaction
 * (docs/decisions.md "Live stream"), in one statement: numbers it per person, stores it in
 * stream_events (for `Last-Event-ID` replay) and NOTIFYs the stream channel — PostgreSQL delivers
 * the notification only when the transaction commits, and never when it rolls back, so a stream
 * shows only committed events. `data` is the payload for everyone, or a function giving each user's own.
 *
 * Publish late in the transaction: the number's row lock is held until commit. Within one
 * transaction publish to the widest set of people first (later calls then only take locks it holds).
 */
export async function publishStreamEvents<Name extends StreamEventName>(
  tx: Executor,
  userIds: readonly number[],
  name: Name,
  data: PayloadSource<Name>,
): Promise<PublishedEvent[]> {
  const unique = [...new Set(userIds)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const rows: { userId: number; data: unknown }[] = [];
  for (const userId of unique) rows.push({ userId, data: typeof data === 'function' ? await data(userId) : data });
  return insertNumberedEvents(tx, name, rows);
}

/**
 * Publishes `counts.changed` with each user's fresh counters (the same object as GET profile/count).
 * The users' event numbers are locked first and the counts read after, so the last `counts.changed`
 * a person receives holds the counts after the last committed change. People without a company
 * have no counters and get no event. Runs in a savepoint of the caller's transaction (or a
 * transaction of its own when given the database).
 */
export async function publishCountsChanged(tx: Executor, userIds: readonly number[]): Promise<PublishedEvent[]> {
  const unique = [...new Set(userIds)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  return tx.transaction(async (inner) => {
    const companyOf = await companiesOfUsers(inner, unique);
    const members = unique.filter((userId) => companyOf.has(userId));
    if (members.length === 0) return [];
    await lockEventNumbers(inner, members);
    return publishStreamEvents(inner, members, 'counts.changed', (userId): Promise<Counts> => loadCounts(inner, { userId, companyId: companyOf.get(userId)! }));
  });
}
