import type { StreamEventName, StreamPayload } from '@fairhub/shared/stream';
import type { Counts } from '@fairhub/shared/profile';
import type { Executor } from '../../db/client.ts';
import { loadCounts } from '../profile/counts.ts';
import { companiesOfUsers, insertStreamEvents, notifyStream, reserveEventNumbers, type PublishedEvent } from './stream.repository.ts';

export { STREAM_CHANNEL, type PublishedEvent } from './stream.repository.ts';

/** NOTIFY payloads stay well under PostgreSQL's 8,000-byte limit; longer lists go in several notifications. */
const NOTIFY_PAYLOAD_MAX = 7_000;

type PayloadOf<Name extends StreamEventName> = StreamPayload<Name>;
type PayloadSource<Name extends StreamEventName> = PayloadOf<Name> | ((userId: number) => PayloadOf<Name> | Promise<PayloadOf<Name>>);

/** `userId:seq` pairs, space-separated, in as few notifications as fit the payload limit. */
export function notifyPayloads(events: readonly PublishedEvent[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const { userId, seq } of events) {
    const item = `${userId}:${seq}`;
    if (current && current.length + 1 + item.length > NOTIFY_PAYLOAD_MAX) {
      payloads.push(current);
      current = item;
    } else current = current ? `${current} ${item}` : item;
  }
  if (current) payloads.push(current);
  return payloads;
}

/**
 * Publishes one event `name` to each of `userIds` inside the caller's transaction
 * (docs/decisions.md "Live stream"): numbers it per person, stores it in stream_events (for
 * `Last-Event-ID` replay) and NOTIFYs the stream channel — PostgreSQL delivers the notification only
 * when the transaction commits, and never when it rolls back, so a stream shows only committed
 * events. `data` is the payload for everyone, or a function giving each user's own (called after
 * the user's number is reserved, so it reads what transactions committed before this one).
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
  const events = await reserveEventNumbers(tx, unique);
  const rows: { user_id: number; seq: number; data: unknown }[] = [];
  for (const event of events) rows.push({ user_id: event.userId, seq: event.seq, data: typeof data === 'function' ? await data(event.userId) : data });
  await insertStreamEvents(tx, name, rows);
  for (const payload of notifyPayloads(events)) await notifyStream(tx, payload);
  return events;
}

/**
 * Publishes `counts.changed` with each user's fresh counters (the same object as GET profile/count),
 * computed inside the transaction after the user's event number is reserved — so the last
 * `counts.changed` a person receives holds the counts after the last committed change. People
 * without a company have no counters and get no event.
 */
export async function publishCountsChanged(tx: Executor, userIds: readonly number[]): Promise<PublishedEvent[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const companyOf = await companiesOfUsers(tx, unique);
  return publishStreamEvents(
    tx,
    unique.filter((userId) => companyOf.has(userId)),
    'counts.changed',
    (userId): Promise<Counts> => loadCounts(tx, { userId, companyId: companyOf.get(userId)! }),
  );
}
