import type { AccountExport } from '@fairhub/shared/settings';
import { resolveNotificationPrefs } from '@fairhub/shared/settings';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { Database, Executor } from '../../db/client.ts';
import { unauthorized } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import {
  findMembershipForExport,
  listAllSessionsForExport,
  listEmailsForExport,
  listInvitationsSentForExport,
  listNotificationsForExport,
  listParticipationsForExport,
  listUploadsForExport,
} from './account-export.repository.ts';
import { imageRef } from './profile-settings.service.ts';
import { findSettings } from './settings.repository.ts';
import { exportMessages } from '../messages/messages-export.ts';
import { exportMeetings } from '../meetings/meetings-export.ts';
import { exportAvailability } from '../meetings/availability.service.ts';
import { listContactsForExport } from '../contacts/contacts.repository.ts';
import { presentContact } from '../contacts/contacts.service.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const EXPORT_NOTES = [
  'This file holds everything Fairhub stores about you: your account and settings, your company membership, your sign-in sessions, your notifications, the invitations you sent, the images you uploaded (at their addresses), the events you take part in, your conversations with the messages of both sides and the people you blocked, your contacts with their tags and notes, your meetings and your availability for them, and the subjects of the e-mails we sent you.',
  'It leaves out your password and the secret tokens of your sessions and e-mailed links: Fairhub keeps only one-way hashes of them, which are of no use to you.',
  "The company's profile, products and offers belong to the company, not to you, so they are not in this file; the company's owners and admins manage them.",
  'Images are listed by their public address under this Fairhub installation (/media/…).',
];

/** The filename "download my data" saves under: fairhub-data-YYYY-MM-DD.json (UTC day). */
export function exportFilename(now: Date) {
  return `fairhub-data-${now.toISOString().slice(0, 10)}.json`;
}

/** GET profile/export — every part read from one snapshot (a read-only repeatable-read transaction). */
export function exportAccount(db: Database, auth: Auth, now = new Date()): Promise<AccountExport> {
  return db.transaction((tx) => buildExport(tx, auth, now), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function buildExport(db: Executor, auth: Auth, now: Date): Promise<AccountExport> {
  const row = await findSettings(db, auth.userId);
  if (!row) throw unauthorized();
  const { user, pendingEmail } = row;
  // One statement at a time: a transaction's one connection cannot run them side by side.
  const company = await findMembershipForExport(db, user.id);
  const sessions = await listAllSessionsForExport(db, user.id);
  const notifications = await listNotificationsForExport(db, user.id);
  const invitationsSent = await listInvitationsSentForExport(db, user.id);
  const uploads = await listUploadsForExport(db, user.id);
  const participations = await listParticipationsForExport(db, user.id);
  const emails = await listEmailsForExport(db, user.email);
  const messages = await exportMessages(db, user.id);
  const contacts = await listContactsForExport(db, user.id);
  const meetings = await exportMeetings(db, user.id);
  const availability = await exportAvailability(db, user.id);
  return {
    exportedAt: now.toISOString(),
    notes: EXPORT_NOTES,
    account: {
      uid: user.uid,
      email: user.email,
      pendingEmail,
      emailConfirmedAt: iso(user.emailConfirmedAt),
      firstName: user.firstName,
      lastName: user.lastName,
      jobTitle: user.jobTitle,
      phone: user.phone,
      bio: user.bio,
      avatar: imageRef(user.avatar),
      languages: user.languages,
      publicProfile: user.publicProfile,
      language: user.language,
      notificationPrefs: resolveNotificationPrefs(user.notificationPrefs),
      timeZone: user.timeZone,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    company: company ? { uid: company.uid, name: company.name, role: company.role, memberSince: company.memberSince.toISOString() } : null,
    sessions: sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: iso(session.lastUsedAt),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: iso(session.revokedAt),
      userAgent: session.userAgent,
      ip: session.ip,
    })),
    notifications: notifications.map((n) => ({ uid: n.uid, kind: n.kind, data: n.data, readAt: iso(n.readAt), createdAt: n.createdAt.toISOString() })),
    invitationsSent: invitationsSent.map((invitation) => ({
      ...invitation,
      createdAt: invitation.createdAt.toISOString(),
      lastSentAt: invitation.lastSentAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      acceptedAt: iso(invitation.acceptedAt),
      revokedAt: iso(invitation.revokedAt),
    })),
    uploads: uploads.map((upload) => ({ ...upload, url: mediaUrl(upload.uid), createdAt: upload.createdAt.toISOString() })),
    participations: participations.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    emails: emails.map((email) => ({ subject: email.subject, createdAt: email.createdAt.toISOString(), sentAt: iso(email.sentAt) })),
    messages,
    contacts: contacts.map(presentContact),
    meetings,
    availability,
  };
}
