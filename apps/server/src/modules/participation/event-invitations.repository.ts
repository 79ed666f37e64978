import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { eventInvitations, events } from '../../db/schema/events.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

const inviter = alias(users, 'inviter');

/** Neither accepted nor revoked; it may have expired (then it can be resent). */
const isOpen = and(isNull(eventInvitations.acceptedAt), isNull(eventInvitations.revokedAt));
const isExpired = sql<boolean>`${eventInvitations.expiresAt} <= now()`;

const listColumns = {
  id: eventInvitations.id,
  uid: eventInvitations.uid,
  email: eventInvitations.email,
  role: eventInvitations.role,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
  createdAt: eventInvitations.createdAt,
  lastSentAt: eventInvitations.lastSentAt,
  sendCount: eventInvitations.sendCount,
  expiresAt: eventInvitations.expiresAt,
  expired: isExpired,
};

export type EventInvitationListRow = Awaited<ReturnType<typeof listEventInvitations>>['rows'][number];

export async function insertEventInvitation(db: Executor, values: typeof eventInvitations.$inferInsert) {
  const [row] = await db.insert(eventInvitations).values(values).returning();
  return row!;
}

export interface EventInvitationFilter {
  text?: string;
  role?: 'exhibitor' | 'visitor';
  status?: 'pending' | 'expired';
  sort: 'created' | 'email' | 'expires';
}

const ORDERS = {
  created: [desc(eventInvitations.createdAt), desc(eventInvitations.id)],
  email: [asc(eventInvitations.email), asc(eventInvitations.id)],
  expires: [asc(eventInvitations.expiresAt), asc(eventInvitations.id)],
} as const;

/** One page of the event's open invitations and how many match in all. */
export async function listEventInvitations(db: Executor, eventId: number, filter: EventInvitationFilter, limit: number, offset: number) {
  const where = and(
    eq(eventInvitations.eventId, eventId),
    isOpen,
    filter.role ? eq(eventInvitations.role, filter.role) : undefined,
    filter.status === 'pending'
      ? gt(eventInvitations.expiresAt, sql`now()`)
      : filter.status === 'expired'
        ? lte(eventInvitations.expiresAt, sql`now()`)
        : undefined,
    filter.text ? sql`lower(${eventInvitations.email}) like ${containsPattern(filter.text)}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(eventInvitations)
      .leftJoin(inviter, eq(inviter.id, eventInvitations.invitedById))
      .where(where)
      .orderBy(...ORDERS[filter.sort])
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(eventInvitations)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One open invitation of the event by uid, with seconds since it was last sent; locked when asked. */
export async function findEventInvitation(db: Executor, eventId: number, uid: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ ...listColumns, secondsSinceSent: sql<number>`extract(epoch from now() - ${eventInvitations.lastSentAt})::float8` })
    .from(eventInvitations)
    .leftJoin(inviter, eq(inviter.id, eventInvitations.invitedById))
    .where(and(eq(eventInvitations.eventId, eventId), eq(eventInvitations.uid, uid), isOpen));
  const [row] = options.lock ? await query.for('update', { of: eventInvitations }) : await query;
  return row;
}

export async function renewEventInvitation(db: Executor, id: number, values: { tokenHash: string; expiresAt: Date }) {
  await db
    .update(eventInvitations)
    .set({ tokenHash: values.tokenHash, expiresAt: values.expiresAt, lastSentAt: sql`now()`, sendCount: sql`${eventInvitations.sendCount} + 1` })
    .where(eq(eventInvitations.id, id));
}

export async function markEventInvitationRevoked(db: Executor, id: number) {
  await db
    .update(eventInvitations)
    .set({ revokedAt: sql`now()` })
    .where(eq(eventInvitations.id, id));
}

export async function markEventInvitationAccepted(db: Executor, id: number) {
  await db
    .update(eventInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(eq(eventInvitations.id, id));
}

const invitedEventColumns = {
  invitation: eventInvitations,
  eventUid: events.uid,
  eventSlug: events.slug,
  eventTitle: events.title,
  eventStartsAt: events.startsAt,
  eventEndsAt: events.endsAt,
  eventTimeZone: events.timeZone,
  eventCity: events.city,
  organizerUid: companies.uid,
  organizerSlug: companies.slug,
  organizerName: companies.name,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
};

const openAndUnexpired = and(isOpen, gt(eventInvitations.expiresAt, sql`now()`));

/** An open, unexpired invitation by its link's token hash, with its event and organizer. */
export async function findOpenEventInvitationByToken(db: Executor, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(invitedEventColumns)
    .from(eventInvitations)
    .innerJoin(events, eq(events.id, eventInvitations.eventId))
    .innerJoin(companies, eq(companies.id, events.organizerId))
    .leftJoin(inviter, eq(inviter.id, eventInvitations.invitedById))
    .where(and(eq(eventInvitations.tokenHash, tokenHash), openAndUnexpired));
  const [row] = options.lock ? await query.for('update', { of: eventInvitations }) : await query;
  return row;
}

const toEmail = (email: string) => sql`lower(${eventInvitations.email}) = ${email.toLowerCase()}`;

/** Open, unexpired invitations to `email` of events not draft-hidden (published ones), newest first. */
export function listEventInvitationsToEmail(db: Executor, email: string) {
  return db
    .select(invitedEventColumns)
    .from(eventInvitations)
    .innerJoin(events, eq(events.id, eventInvitations.eventId))
    .innerJoin(companies, eq(companies.id, events.organizerId))
    .leftJoin(inviter, eq(inviter.id, eventInvitations.invitedById))
    .where(and(toEmail(email), openAndUnexpired, eq(events.status, 'published')))
    .orderBy(desc(eventInvitations.createdAt), desc(eventInvitations.id));
}

/** One open, unexpired invitation to `email` by uid. */
export async function findEventInvitationToEmail(db: Executor, uid: string, email: string) {
  const [row] = await db
    .select(invitedEventColumns)
    .from(eventInvitations)
    .innerJoin(events, eq(events.id, eventInvitations.eventId))
    .innerJoin(companies, eq(companies.id, events.organizerId))
    .leftJoin(inviter, eq(inviter.id, eventInvitations.invitedById))
    .where(and(eq(eventInvitations.uid, uid), toEmail(email), openAndUnexpired));
  return row;
}

/** The event's open invitation to `email` (expired or not). */
export async function findOpenEventInvitationToEmail(db: Executor, eventId: number, email: string) {
  const [row] = await db
    .select({ id: eventInvitations.id })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.eventId, eventId), toEmail(email), isOpen))
    .limit(1);
  return row;
}

/** The user with `email` and whether they take part in the event. */
export async function findUserByEmailAtEvent(db: Executor, eventId: number, email: string) {
  const result = await db.execute<{ id: string; participating: boolean }>(sql`
    select u.id, exists (select 1 from participations p where p.event_id = ${eventId} and p.user_id = u.id) as participating
      from ${users} u where lower(u.email) = ${email.toLowerCase()}`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), participating: row.participating } : undefined;
}
