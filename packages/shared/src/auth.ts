import { z } from './zod.ts';
import { LANGUAGES } from './constants.ts';
import { emailSchema, linkTokenSchema, nameSchema, passwordDiffersFromEmail, passwordSchema } from './validation.ts';
import { eventInvitationLinkSchema } from './participation.ts';

/** POST oauth/token — RFC 6749 resource-owner password grant. */
export const tokenRequestSchema = z.object({
  grant_type: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
  username: z.string(),
  password: z.string(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  /** ISO 8601 UTC instant when the token expires. */
  expires_at: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const languageSchema = z.enum(LANGUAGES);

/** POST register — sign-up from the login modal. */
export const registerSchema = z
  .object({
    email: emailSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    password: passwordSchema,
    acceptTerms: z.literal(true, { error: 'terms_required' }),
    language: languageSchema.optional(),
  })
  .refine(passwordDiffersFromEmail, { path: ['password'], error: 'password_equals_email' });
export type RegisterInput = z.input<typeof registerSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export const tokenOnlySchema = z.object({ token: linkTokenSchema });

export const passwordResetSchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
});

/** POST invitations/{token}/accept — a new user sets names and password; an existing signed-in user sends nothing. */
export const invitationAcceptSchema = z.object({
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  password: passwordSchema.optional(),
  acceptTerms: z.literal(true, { error: 'terms_required' }).optional(),
});
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;

/**
 * GET invitations/{token}: a company invitation (`kind: "company"`, `role` owner/admin/member) or an
 * organizer's event invitation (`kind: "event"`, `role` exhibitor/visitor, `companyName` the
 * organizer's, `event` set).
 */
export const invitationSchema = z.object({
  kind: z.enum(['company', 'event']),
  email: z.string(),
  companyName: z.string(),
  invitedBy: z.string(),
  role: z.enum(['owner', 'admin', 'member', 'exhibitor', 'visitor']),
  expiresAt: z.string(),
  /** True when an account already exists for the e-mail: the invitee logs in and accepts. */
  accountExists: z.boolean(),
  /** The event of an event invitation; null for a company invitation. */
  event: eventInvitationLinkSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST invitations/{token}/accept answers what happened: a company invitation joins the company; a
 * visitor event invitation creates the participation (`participating: true`); an exhibitor event
 * invitation of a person without a company registers them only (`participating: false`): the
 * invitation stays open to be accepted from the panel once their company exists.
 */
export const invitationAcceptResultSchema = z.object({
  ok: z.literal(true),
  kind: z.enum(['company', 'event']),
  participating: z.boolean(),
  event: eventInvitationLinkSchema.nullable(),
});
export type InvitationAcceptResult = z.infer<typeof invitationAcceptResultSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

export const CONFIRM_KINDS = ['account', 'email_change'] as const;

/** GET confirm/{token}: what the link is for — a new account (its e-mail) or an e-mail change (the new address). */
export const confirmLinkSchema = z.object({ kind: z.enum(CONFIRM_KINDS), email: z.string() });
export type ConfirmLink = z.infer<typeof confirmLinkSchema>;

/**
 * POST confirm. A new account is confirmed with the password chosen on the confirmation page (the
 * holder of the mailbox sets it); an e-mail change needs only the token.
 */
export const confirmSchema = z.object({ token: linkTokenSchema, password: passwordSchema.optional() });
export type ConfirmInput = z.input<typeof confirmSchema>;

/** POST confirm answers which kind of link it was: a new account is signed in at once; an e-mail change names the address now in use. */
export const confirmResultSchema = z.object({
  ok: z.literal(true),
  kind: z.enum(CONFIRM_KINDS),
  /** For `email_change`: the account's new e-mail address. */
  email: z.string().optional(),
  /** For `account`: the new session. */
  token: tokenResponseSchema.optional(),
});
export type ConfirmResult = z.infer<typeof confirmResultSchema>;
export const acceptedSchema = z.object({ accepted: z.literal(true) });
