import type { Language } from '@fairhub/shared/constants';
import { resolveNotificationPrefs, type EmailPreferenceKind } from '@fairhub/shared/settings';
import type { Executor } from '../../db/client.ts';
import type { MailContent } from '../../lib/mail/mail-content.ts';
import { enqueueMail, enqueueMails } from '../../lib/mail/mailer.ts';
import {
  eventInvitedMail,
  invitationAcceptedMail,
  memberRemovedMail,
  memberRoleChangedMail,
  participationAppliedMail,
  participationApprovedMail,
  participationRejectedMail,
} from '../mail/mail.templates.ts';
import { eventCancelledMail, eventChangedMail } from '../mail/event-update.templates.ts';
import {
  meetingAcceptedMail,
  meetingCancelledMail,
  meetingDeclinedMail,
  meetingReminderMail,
  meetingRequestedMail,
  type MeetingMailParams,
} from '../mail/meeting.templates.ts';
import { findNotificationRecipient, findNotificationRecipients } from './notifications.repository.ts';
import type { NotificationKind } from './notifications.service.ts';

interface NotificationEmail {
  /** The settings switch (packages/shared/src/settings.ts) that turns this e-mail off. */
  preference: EmailPreferenceKind;
  template: (params: { firstName: string; data: Record<string, string> }) => Record<Language, MailContent>;
}

/**
 * The notification kinds that are also e-mailed, each under one preference. A kind missing here is
 * in-app only: `welcome` and `company_created` tell the person what they just did themselves. A
 * feature that adds a kind worth an e-mail (meeting requests, messages, matches, event updates)
 * registers it here with its template.
 */
const NOTIFICATION_EMAILS: Partial<Record<NotificationKind, NotificationEmail>> = {
  invitation_accepted: {
    preference: 'teamChanges',
    template: ({ firstName, data }) => invitationAcceptedMail({ firstName, name: data.name ?? '', companyName: data.companyName ?? '' }),
  },
  member_role_changed: {
    preference: 'teamChanges',
    template: ({ firstName, data }) => memberRoleChangedMail({ firstName, by: data.by ?? '', companyName: data.companyName ?? '', role: data.role ?? '' }),
  },
  member_removed: {
    preference: 'teamChanges',
    template: ({ firstName, data }) => memberRemovedMail({ firstName, by: data.by ?? '', companyName: data.companyName ?? '' }),
  },
  participation_applied: {
    preference: 'eventUpdates',
    template: ({ firstName, data }) =>
      participationAppliedMail({ firstName, name: data.name ?? '', role: data.role ?? '', eventTitle: data.eventTitle ?? '', status: data.status ?? '' }),
  },
  participation_approved: {
    preference: 'eventUpdates',
    template: ({ firstName, data }) =>
      participationApprovedMail({
        firstName,
        eventTitle: data.eventTitle ?? '',
        role: data.role ?? '',
        companyName: data.companyName ?? '',
        reason: data.reason ?? '',
      }),
  },
  participation_rejected: {
    preference: 'eventUpdates',
    template: ({ firstName, data }) =>
      participationRejectedMail({
        firstName,
        eventTitle: data.eventTitle ?? '',
        role: data.role ?? '',
        companyName: data.companyName ?? '',
        reason: data.reason ?? '',
      }),
  },
  event_invited: {
    preference: 'eventUpdates',
    template: ({ firstName, data }) =>
      eventInvitedMail({ firstName, organizer: data.organizer ?? '', eventTitle: data.eventTitle ?? '', role: data.role ?? '' }),
  },
  event_cancelled: {
    preference: 'eventUpdates',
    template: ({ firstName, data }) => eventCancelledMail({ firstName, ...eventUpdateParams(data), reason: data.reason ?? '' }),
  },
  event_changed: {
    preference: 'eventUpdates',
    template: ({ firstName, data }) =>
      eventChangedMail({ firstName, ...eventUpdateParams(data), dateChanged: data.dateChanged === 'true', placeChanged: data.placeChanged === 'true' }),
  },
  meeting_requested: {
    preference: 'meetingRequests',
    template: ({ firstName, data }) => meetingRequestedMail({ ...meetingParams(firstName, data), expiresAt: data.expiresAt ?? '' }),
  },
  meeting_accepted: { preference: 'meetingRequests', template: ({ firstName, data }) => meetingAcceptedMail(meetingParams(firstName, data)) },
  meeting_declined: {
    preference: 'meetingRequests',
    template: ({ firstName, data }) => meetingDeclinedMail({ ...meetingParams(firstName, data), automatic: data.automatic === 'true' }),
  },
  meeting_cancelled: {
    preference: 'meetingRequests',
    template: ({ firstName, data }) =>
      meetingCancelledMail({ ...meetingParams(firstName, data), byOrganizer: data.byOrganizer === 'true', accountDeleted: data.accountDeleted === 'true' }),
  },
  meeting_reminder: { preference: 'meetingRequests', template: ({ firstName, data }) => meetingReminderMail(meetingParams(firstName, data)) },
};

/** The values a meeting's e-mail needs, from the notification's data (modules/meetings/meetings.service.ts noticeData). */
function meetingParams(firstName: string, data: Record<string, string>): MeetingMailParams {
  return {
    firstName,
    name: data.name ?? '',
    eventTitle: data.eventTitle ?? '',
    startsAt: data.startsAt ?? '',
    endsAt: data.endsAt ?? '',
    timeZone: data.timeZone ?? 'UTC',
    place: data.place ?? '',
    tableNumber: data.tableNumber ?? '',
    onlineUrl: data.onlineUrl ?? '',
    stand: data.stand ?? '',
    agenda: data.agenda ?? '',
    reason: data.reason ?? '',
  };
}

/** The values an event update's e-mail needs, from the notification's data (modules/events/event-updates.ts). */
function eventUpdateParams(data: Record<string, string>) {
  return {
    eventTitle: data.eventTitle ?? '',
    organizer: data.organizer ?? '',
    startsAt: data.startsAt ?? '',
    endsAt: data.endsAt ?? '',
    timeZone: data.timeZone ?? 'UTC',
    place: data.place ?? '',
  };
}

/** The preference that governs a kind's e-mail, or null when the kind is never e-mailed. */
export function emailPreferenceOf(kind: NotificationKind): EmailPreferenceKind | null {
  return NOTIFICATION_EMAILS[kind]?.preference ?? null;
}

/**
 * Puts the notification's e-mail in the outbox (same transaction) when the kind is e-mailed and the
 * recipient has not switched its preference off; the mailer delivers it after the commit.
 */
export async function enqueueNotificationEmail(tx: Executor, userId: number, kind: NotificationKind, data: Record<string, string>) {
  const email = NOTIFICATION_EMAILS[kind];
  if (!email) return false;
  const recipient = await findNotificationRecipient(tx, userId);
  if (!recipient || !recipient.emailConfirmedAt) return false;
  if (!resolveNotificationPrefs(recipient.notificationPrefs)[email.preference]) return false;
  await enqueueMail(tx, recipient.email, recipient.language, email.template({ firstName: recipient.firstName, data }));
  return true;
}

/** enqueueNotificationEmail for many recipients of one notification, in a few statements; how many were e-mailed. */
export async function enqueueNotificationEmails(tx: Executor, userIds: number[], kind: NotificationKind, data: Record<string, string>) {
  const email = NOTIFICATION_EMAILS[kind];
  if (!email || userIds.length === 0) return 0;
  const recipients = (await findNotificationRecipients(tx, userIds)).filter(
    (recipient) => recipient.emailConfirmedAt && resolveNotificationPrefs(recipient.notificationPrefs)[email.preference],
  );
  await enqueueMails(
    tx,
    recipients.map((recipient) => ({ to: recipient.email, language: recipient.language, content: email.template({ firstName: recipient.firstName, data }) })),
  );
  return recipients.length;
}
