import type { Counts } from '@fairhub/shared/profile';
import type { Executor } from '../../db/client.ts';
import { countUnreadNotifications } from '../notifications/notifications.service.ts';
import { countUnreadMessages } from '../messages/messages.repository.ts';
import { countMyContacts } from '../contacts/contacts.service.ts';
import { countMeetingRequests, countMeetingsToday } from '../meetings/meetings.repository.ts';

export interface CountScope {
  userId: number;
  companyId: number;
}

type Counter = (db: Executor, scope: CountScope) => Promise<number>;

/**
 * Each counter belongs to the feature that owns its data. A feature registers its query here when
 * it lands; until then its counter is 0 because that feature holds no records yet.
 */
const COUNTERS: Partial<Record<keyof Counts, Counter>> = {
  notifications: (db, scope) => countUnreadNotifications(db, scope.userId),
  messages: (db, scope) => countUnreadMessages(db, scope.userId),
  contacts: (db, scope) => countMyContacts(db, scope.userId),
  meetingRequests: (db, scope) => countMeetingRequests(db, scope.userId),
  meetingsToday: (db, scope) => countMeetingsToday(db, scope.userId),
};

const ZERO: Counts = { messages: 0, meetingRequests: 0, meetingsToday: 0, matches: 0, notifications: 0, contacts: 0 };

/**
 * One counter after another: `db` may be a transaction, whose one connection runs one statement at a
 * time anyway (pg deprecates queueing several on one client at once).
 */
export async function loadCounts(db: Executor, scope: CountScope): Promise<Counts> {
  const counts = { ...ZERO };
  for (const key of Object.keys(ZERO) as (keyof Counts)[]) counts[key] = (await COUNTERS[key]?.(db, scope)) ?? 0;
  return counts;
}
