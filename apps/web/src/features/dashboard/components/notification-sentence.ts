import type { TFunction } from 'i18next';
import { NOTIFICATION_KINDS, type Notification } from '@fairhub/shared/notifications';
import { COMPANY_ROLES } from '@fairhub/shared/profile';
import { PARTICIPATION_ROLES } from '@fairhub/shared/statuses';
import { paths } from '../../../lib/paths.ts';

const KNOWN = new Set<string>(NOTIFICATION_KINDS);

/** The role in the reader's words: a company role (owner, admin, member) or a part at an event (exhibitor, visitor). */
function roleName(t: TFunction, role: string | undefined): string | undefined {
  if (!role) return role;
  if ((COMPANY_ROLES as readonly string[]).includes(role)) return t(`notifications.roles.${role}`);
  if ((PARTICIPATION_ROLES as readonly string[]).includes(role)) return t(`notifications.participationRoles.${role}`);
  return role;
}

/**
 * The sentence for a notification kind, filled with the values in its `data` (a role in the reader's
 * words; an organizer's reason for a decision, when there is one, after the sentence).
 */
export function notificationSentence(t: TFunction, notification: Notification): string {
  const key = KNOWN.has(notification.kind) ? notification.kind : 'other';
  const { data } = notification;
  const values = { ...data, roleName: roleName(t, data.role) };
  let sentence: string;
  if (key === 'participation_applied') sentence = t(`notifications.kinds.participation_applied.${data.status === 'approved' ? 'approved' : 'pending'}`, values);
  else if (key === 'meeting_cancelled' && data.byOrganizer === 'true') sentence = t('notifications.kinds.meeting_cancelled_by_organizer', values);
  else if (key === 'meeting_cancelled' && data.accountDeleted === 'true') sentence = t('notifications.kinds.meeting_cancelled_account_deleted', values);
  else sentence = t(`notifications.kinds.${key}`, values);
  // A cancellation's sentence holds its reason; a decision's reason, when the organizer gave one, follows.
  const hasReason = ['participation_approved', 'participation_rejected'].includes(key) && data.reason;
  return hasReason ? `${sentence} ${t('notifications.reason', { reason: data.reason })}` : sentence;
}

/** Meeting notifications lead to the meetings tab where the meeting now is. */
const MEETING_LINKS: Record<string, string | undefined> = {
  meeting_requested: paths['panel_meetings-requests'],
  meeting_accepted: paths['panel_meetings-schedule'],
  meeting_declined: paths['panel_meetings-sent'],
  meeting_expired: paths['panel_meetings-sent'],
  meeting_cancelled: paths['panel_meetings-schedule'],
  meeting_reminder: paths['panel_meetings-schedule'],
};

/** Where a notification leads: the event's public page, its participants in the panel, or the panel's events; null for the others. */
export function notificationLink(notification: Notification): string | null {
  const meetings = MEETING_LINKS[notification.kind];
  if (meetings) return meetings;
  const { eventUid, eventSlug } = notification.data;
  if (!eventUid) return null;
  switch (notification.kind) {
    case 'participation_applied':
      return paths['panel_event-form'](eventUid);
    case 'event_invited':
      return paths.panel_events;
    case 'participation_approved':
    case 'participation_rejected':
    case 'event_changed':
    case 'event_cancelled':
      return paths['event-details'](eventUid, eventSlug);
    default:
      return null;
  }
}
