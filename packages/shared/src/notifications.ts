import { z } from './zod.ts';

export const NOTIFICATION_KINDS = [
  'welcome',
  'invitation_accepted',
  'company_created',
  'member_role_changed',
  'member_removed',
  'participation_applied',
  'participation_approved',
  'participation_rejected',
  'event_invited',
  'event_cancelled',
  'event_changed',
  'meeting_requested',
  'meeting_accepted',
  'meeting_declined',
  'meeting_cancelled',
  'meeting_expired',
  'meeting_reminder',
] as const;

/** An in-app notification; `data` holds the values its sentence needs (names, company). */
export const notificationSchema = z.object({
  uid: z.string(),
  kind: z.string(),
  data: z.record(z.string(), z.string()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
