import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, invitations } from '../../db/schema/tokens.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { events, exhibitors, participations } from '../../db/schema/events.ts';
import { outbox } from '../../db/schema/outbox.ts';

/** The user's company membership, or undefined. */
export async function findMembershipForExport(db: Executor, userId: number) {
  const [row] = await db
    .select({ uid: companies.uid, name: companies.name, role: companyMembers.role, memberSince: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row;
}

/** Every access token row of the user, ended ones too — without the token hash. */
export function listAllSessionsForExport(db: Executor, userId: number) {
  return db
    .select({
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      userAgent: accessTokens.userAgent,
      ip: accessTokens.ip,
    })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

export function listNotificationsForExport(db: Executor, userId: number) {
  return db
    .select({ uid: notifications.uid, kind: notifications.kind, data: notifications.data, readAt: notifications.readAt, createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Invitations the user sent, with the company they invited to — without the token hash. */
export function listInvitationsSentForExport(db: Executor, userId: number) {
  return db
    .select({
      email: invitations.email,
      role: invitations.role,
      companyName: companies.name,
      createdAt: invitations.createdAt,
      lastSentAt: invitations.lastSentAt,
      sendCount: invitations.sendCount,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.invitedById, userId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export function listUploadsForExport(db: Executor, userId: number) {
  return db
    .select({ uid: uploads.uid, kind: uploads.kind, width: uploads.width, height: uploads.height, bytes: uploads.bytes, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
}

export function listParticipationsForExport(db: Executor, userId: number) {
  return db
    .select({
      eventUid: events.uid,
      eventTitle: events.title,
      role: participations.role,
      status: participations.status,
      stand: exhibitors.stand,
      createdAt: participations.createdAt,
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.eventId))
    .leftJoin(exhibitors, eq(exhibitors.id, participations.exhibitorId))
    .where(eq(participations.userId, userId))
    .orderBy(desc(participations.createdAt), desc(participations.id));
}

/** E-mails to the address: subject and times only — their bodies held one-time links. */
export function listEmailsForExport(db: Executor, email: string) {
  return db
    .select({ subject: outbox.subject, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(sql`lower(${outbox.to}) = ${email.toLowerCase()}`)
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}
