import { z } from './zod.ts';
import { LANGUAGES } from './constants.ts';
import { imageRefSchema, uploadUidSchema } from './uploads.ts';
import { companyRoleSchema } from './profile.ts';
import { messagesExportSchema } from './messages.ts';
import { meetingsExportSchema } from './meetings.ts';
import { availabilityExportSchema } from './availability.ts';
import { contactSchema } from './contacts.ts';
import { NAME_MAX, PASSWORD_MAX, emailSchema, nameSchema, passwordSchema } from './validation.ts';

/**
 * The user's own settings (`/panel/settings`). GET profile stays the light session record;
 * the settings page reads `GET profile/settings` and saves with `PATCH profile`, which answers the same
 * shape.
 */

export const BIO_MAX = 2_000;
export const SPOKEN_LANGUAGES_MAX = 10;
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;

/**
 * Languages a person may say they speak, as ISO 639-1 codes: the EU's official languages, the other
 * European ones, and the languages most used in world trade. The web app names them with
 * `Intl.DisplayNames` in the reader's language.
 */
export const SPOKEN_LANGUAGES = [
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'ga',
  'hr',
  'hu',
  'it',
  'lt',
  'lv',
  'mt',
  'nl',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
  'be',
  'bs',
  'ca',
  'cy',
  'eu',
  'gl',
  'is',
  'ka',
  'hy',
  'az',
  'kk',
  'lb',
  'mk',
  'no',
  'ru',
  'sq',
  'sr',
  'tr',
  'uk',
  'ar',
  'bn',
  'fa',
  'he',
  'hi',
  'id',
  'ja',
  'ko',
  'ms',
  'th',
  'ur',
  'vi',
  'zh',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/**
 * The kinds of e-mail a person can switch off; a key missing from the stored preferences means on.
 * Each in-app notification kind that is also e-mailed names one of these (server:
 * modules/notifications/notification-emails.ts); kinds of features that have not landed yet send
 * nothing until their feature registers there.
 */
export const EMAIL_PREFERENCE_KINDS = ['meetingRequests', 'messages', 'matches', 'teamChanges', 'eventUpdates'] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

export const notificationPrefsSchema = z.object(
  Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, z.boolean()])) as Record<EmailPreferenceKind, z.ZodBoolean>,
);
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** Stored preferences (possibly partial or holding old keys) → every kind, missing = on. */
export function resolveNotificationPrefs(stored: Record<string, unknown> | null | undefined): NotificationPrefs {
  return Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, stored?.[kind] !== false])) as NotificationPrefs;
}

/**
 * A phone number in international form: `+` and 7–15 digits once spaces, dashes, dots and brackets
 * are taken out (`+48 601 234 567` → `+48601234567`). Blank or null clears it.
 */
export const phoneSchema = z
  .string({ error: 'phone_invalid' })
  .transform((value) => value.replace(/[\s\-.()]/g, ''))
  .refine((value) => value === '' || new RegExp(`^\\+\\d{${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}$`).test(value), { error: 'phone_invalid' })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** Optional free text: trimmed; blank or null clears it. */
const clearableText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const spokenLanguagesSchema = z
  .array(z.string({ error: 'language_unknown' }).max(16, { error: 'language_unknown' }), { error: 'language_unknown' })
  .transform((codes) => [...new Set(codes.map((code) => code.trim().toLowerCase()))])
  .refine((codes) => codes.every((code) => (SPOKEN_LANGUAGES as readonly string[]).includes(code)), { error: 'language_unknown' })
  .refine((codes) => codes.length <= SPOKEN_LANGUAGES_MAX, { error: 'languages_too_many' });

/** PATCH profile — any subset of the settings; a field left out stays as it is. */
export const profileUpdateSchema = z.object({
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  jobTitle: clearableText(NAME_MAX, 'name_too_long').optional(),
  phone: phoneSchema.optional(),
  bio: clearableText(BIO_MAX, 'bio_too_long').optional(),
  /** The uid of an upload of kind `avatar` made by this user, or null to remove the avatar. */
  avatar: uploadUidSchema.nullable().optional(),
  languages: spokenLanguagesSchema.optional(),
  publicProfile: z.boolean({ error: 'invalid_type' }).optional(),
  /** The interface language; e-mails are written in it too. */
  language: z.enum(LANGUAGES, { error: 'language_invalid' }).optional(),
  /** Only the kinds given change; the others keep their value. */
  notificationPrefs: z.strictObject(notificationPrefsSchema.partial().shape, { error: 'notification_kind_unknown' }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** GET profile/settings and the answer of PATCH profile. */
export const profileSettingsSchema = z.object({
  uid: z.string(),
  email: z.string(),
  /** A new address waiting for its confirmation link (POST profile/email), or null. */
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: imageRefSchema.nullable(),
  languages: z.array(z.string()),
  publicProfile: z.boolean(),
  language: z.enum(LANGUAGES),
  notificationPrefs: notificationPrefsSchema,
  /** IANA time zone of meetings and "today"; null until the browser's is taken at sign-in (PUT profile/time-zone). */
  timeZone: z.string().nullable(),
  createdAt: z.string(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** POST profile/password — the current password proves it is the user; every other session ends. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(PASSWORD_MAX, { error: 'password_wrong' }),
  password: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const passwordChangedSchema = z.object({
  ok: z.literal(true),
  /** How many other sessions were logged out. */
  revokedSessions: z.number().int(),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** POST profile/email — the new address gets a /confirm/{token} link; the address changes when it is opened. */
export const emailChangeSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(PASSWORD_MAX, { error: 'password_wrong' }),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** 202 answer of POST profile/email. */
export const emailChangeRequestedSchema = z.object({
  pendingEmail: z.string(),
  /** ISO 8601 UTC instant when the link stops working. */
  expiresAt: z.string(),
});
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** GET profile/sessions — one signed-in device (a live access token). */
export const sessionSchema = z.object({
  /** A public id derived from the token (not the token, not its database id). */
  id: z.string(),
  createdAt: z.string(),
  /** Refreshed at most every 5 minutes; null until first used after sign-in. */
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session that made this request. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Newest use first (a session never used since sign-in counts by its sign-in time). */
export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** DELETE profile/sessions — "log out everywhere else": every session but the calling one ends. */
export const sessionsRevokedSchema = z.object({ revoked: z.number().int() });
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

/** DELETE profile — the password confirms it. */
export const accountDeletionSchema = z.object({
  password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(PASSWORD_MAX, { error: 'password_wrong' }),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

export const accountDeletedSchema = z.object({
  deleted: z.literal(true),
  /** True when the user was the company's last member, so the company was deleted with them. */
  companyDeleted: z.boolean(),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** GET profile/export — the JSON file "download my data" saves (fairhub-data-YYYY-MM-DD.json). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  /** Sentences saying what the file holds and what it leaves out, and why. */
  notes: z.array(z.string()),
  /** The account as settings show it, with when it was confirmed and last changed. */
  account: profileSettingsSchema.extend({ emailConfirmedAt: z.string().nullable(), updatedAt: z.string() }),
  company: z.object({ uid: z.string(), name: z.string(), role: companyRoleSchema, memberSince: z.string() }).nullable(),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  notifications: z.array(
    z.object({ uid: z.string(), kind: z.string(), data: z.record(z.string(), z.string()), readAt: z.string().nullable(), createdAt: z.string() }),
  ),
  invitationsSent: z.array(
    z.object({
      email: z.string(),
      role: companyRoleSchema,
      companyName: z.string(),
      createdAt: z.string(),
      lastSentAt: z.string(),
      sendCount: z.number().int(),
      expiresAt: z.string(),
      acceptedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
  uploads: z.array(
    z.object({
      uid: z.string(),
      kind: z.string(),
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      bytes: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  participations: z.array(
    z.object({ eventUid: z.string(), eventTitle: z.string(), role: z.string(), status: z.string(), stand: z.string().nullable(), createdAt: z.string() }),
  ),
  /** E-mails sent to the account's current address: subject and times only (their links were secrets). */
  emails: z.array(z.object({ subject: z.string(), createdAt: z.string(), sentAt: z.string().nullable() })),
  /** Conversations with both sides' messages, and the people the account blocked. */
  messages: messagesExportSchema,
  /** The account's own contacts with their tags and notes (private to it). */
  contacts: z.array(contactSchema),
  /** Every meeting the account asked for or was asked to, in any status, with the other person. */
  meetings: meetingsExportSchema.shape.meetings,
  /** Weekly hours for meetings outside events and the slots marked unavailable at events. */
  availability: availabilityExportSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
