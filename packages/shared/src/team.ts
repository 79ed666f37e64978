import { z } from './zod.ts';
import { COMPANY_ROLES, profileCompanySchema } from './profile.ts';
import { emailSchema } from './validation.ts';
import { imageRefSchema } from './uploads.ts';
import { pageOf, pagingQuery, resultDepthRule, searchTextQuery, withinResultDepth } from './paging.ts';

/** A role given to a member or an invitee; unknown roles answer 400 `member_role_invalid`. */
export const memberRoleSchema = z.enum(COMPANY_ROLES, { error: 'member_role_invalid' });

/** The people of the caller's company (GET companies/mine/members). */
export const memberSchema = z.object({
  /** The user's uid: PATCH/DELETE companies/mine/members/{uid} take it. */
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  avatar: imageRefSchema.nullable(),
  role: memberRoleSchema,
  joinedAt: z.string(),
  /** True for the caller. */
  isYou: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberPageSchema = pageOf(memberSchema);

export const MEMBER_SORTS = ['name', 'role', 'joined'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/**
 * GET companies/mine/members. `q` matches first name, last name or e-mail (accents and case ignored);
 * `sort`: `name` (last, then first name; default), `role` (owners, admins, members, then by name) or
 * `joined` (newest first).
 */
export const memberListQuerySchema = z
  .object({
    q: searchTextQuery,
    sort: z.enum(MEMBER_SORTS, { error: 'sort_invalid' }).default('name'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** PATCH companies/mine/members/{uid}. */
export const updateMemberRoleSchema = z.object({ role: memberRoleSchema });
export type UpdateMemberRoleInput = z.input<typeof updateMemberRoleSchema>;

/** An open invitation is `pending` until it expires, then `expired` (it can still be resent). */
export const INVITATION_STATUSES = ['pending', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** One of the company's open invitations (GET companies/mine/invitations). */
export const invitationListItemSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  /** Name of the person who invited, null when they are gone or it came from the operator. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  sendCount: z.number().int(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationListItem = z.infer<typeof invitationListItemSchema>;
export const invitationPageSchema = pageOf(invitationListItemSchema);

export const INVITATION_SORTS = ['created', 'email', 'expires'] as const;
export type InvitationSort = (typeof INVITATION_SORTS)[number];

/**
 * GET companies/mine/invitations: the open ones (neither accepted nor revoked), `status` narrows them
 * to pending or expired; `q` matches the e-mail; `sort`: `created` (newest first; default), `email`,
 * `expires` (soonest first).
 */
export const invitationListQuerySchema = z
  .object({
    q: searchTextQuery,
    status: z.enum(INVITATION_STATUSES, { error: 'status_invalid' }).optional(),
    sort: z.enum(INVITATION_SORTS, { error: 'sort_invalid' }).default('created'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;

/** POST companies/mine/invitations. Admins may invite admins and members; only owners invite owners. */
export const createInvitationSchema = z.object({
  email: emailSchema,
  role: memberRoleSchema.default('member'),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** Seconds an invitation must wait after being sent before it can be resent (429 with Retry-After). */
export const INVITATION_RESEND_INTERVAL_SECONDS = 60;

/** GET invitations/mine: open invitations addressed to the signed-in user's e-mail (onboarding's "join"). */
export const myInvitationSchema = z.object({
  uid: z.string(),
  company: z.object({ uid: z.string(), name: z.string() }),
  role: memberRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;
export const myInvitationListSchema = z.object({ items: z.array(myInvitationSchema) });

/** POST invitations/mine/{uid}/accept answers the company joined. */
export const invitationJoinedSchema = z.object({ company: profileCompanySchema });
export type InvitationJoined = z.infer<typeof invitationJoinedSchema>;
