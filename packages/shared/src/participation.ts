import { z } from './zod.ts';
import { MEETING_PLACES, MEETING_STATUSES, PARTICIPATION_ROLES, PARTICIPATION_STATUSES } from './statuses.ts';
import { companyRefSchema, pageOf, pagingQuery, resultDepthRule, searchTextQuery, withinResultDepth } from './paging.ts';
import { sortQuerySchema } from './panel-fields.ts';
import { SINGLE_LINE, emailSchema } from './validation.ts';
import { imageRefSchema } from './uploads.ts';
import { INVITATION_STATUSES } from './team.ts';

/**
 * Taking part in events (docs/product.md "Participation", docs/decisions.md "Participation").
 *
 * - A person visits: any signed-in user applies for themselves (role `visitor`, one participation).
 * - A company exhibits: an admin of the company applies for it and names the members who staff the
 *   stand (role `exhibitor`). The application (an "exhibitor", with its uid) carries the status,
 *   the decision and the stand; each staff member has a participation whose status always equals it.
 * - A person takes part once per event: as a visitor or as staff of their company's stand.
 * - The organizer company's admins decide (approve/reject, one or many, with an optional reason) or
 *   the event approves automatically (`approval: "automatic"`).
 */

export const participationRoleSchema = z.enum(PARTICIPATION_ROLES, { error: 'participation_role_invalid' });
export const participationStatusSchema = z.enum(PARTICIPATION_STATUSES, { error: 'status_invalid' });

/** A public id in a body (as newUid() makes them). */
const uidSchema = z.string({ error: 'uid_invalid' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' });

/** At most this many members staff one company's stand. */
export const STAND_STAFF_MAX = 20;
/** A stand's label (`B12`, `Hall 2 / 114`): trimmed, 1–20 characters, unique within the event (case ignored). */
export const STAND_MAX = 20;
/** At most this many applications are decided in one request. */
export const DECISION_UIDS_MAX = 100;
/** A decision's reason (told to the applicant, e.g. why they were rejected). */
export const DECISION_REASON_MAX = 1000;

/**
 * Why the caller may not apply in a role right now. Each is also the 422 (or 403/409) code POST
 * events/{uid}/participations answers with:
 * - `not_published` (422): the event is a draft, cancelled or finished;
 * - `registration_not_open` (422): registration opens later (`registrationOpensAt` in the future);
 * - `registration_closed` (422): registration has closed (`registrationClosesAt` passed);
 * - `own_event` (422): the caller's company organizes the event;
 * - `already_applied` (409): the caller already takes part (any role), or — as exhibitor — their
 *   company already has an application;
 * - `no_company` (422): exhibiting needs a company (finish onboarding first);
 * - `not_company_admin` (403): only an owner or admin applies for the company.
 */
export const APPLY_BLOCKS = [
  'not_published',
  'registration_not_open',
  'registration_closed',
  'own_event',
  'already_applied',
  'no_company',
  'not_company_admin',
] as const;
export type ApplyBlock = (typeof APPLY_BLOCKS)[number];

export const applyAbilitySchema = z.object({
  allowed: z.boolean(),
  /** Null when allowed; otherwise the first reason from APPLY_BLOCKS, in the order listed there. */
  reason: z.enum(APPLY_BLOCKS).nullable(),
});
export type ApplyAbility = z.infer<typeof applyAbilitySchema>;

export const personRefSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: imageRefSchema.nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** A decision as the applicant sees it: status, when it was taken and the organizer's reason. */
const decisionFields = {
  status: participationStatusSchema,
  /** The organizer's reason for the last decision (mostly for a rejection); null without one. */
  reason: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
};

/**
 * GET events/{uid}/participation: the caller's own part in a (visible) event, and whether they may
 * apply now. `visitor` is their own visitor application; `exhibitor` is their company's exhibitor
 * application whether or not they staff it (`staffing` says if they do). Both null when they take
 * no part. `canWithdraw`: a visitor withdraws their own; an admin withdraws the company's.
 */
export const myParticipationSchema = z.object({
  event: z.object({ uid: z.string(), slug: z.string(), title: z.string() }),
  visitor: z.object({ uid: z.string(), ...decisionFields, canWithdraw: z.boolean() }).nullable(),
  exhibitor: z
    .object({
      /** The exhibitor application's uid (what the organizer's decisions and stands address). */
      uid: z.string(),
      company: companyRefSchema,
      ...decisionFields,
      stand: z.string().nullable(),
      members: z.array(personRefSchema),
      /** True when the caller is one of the members staffing the stand. */
      staffing: z.boolean(),
      canWithdraw: z.boolean(),
    })
    .nullable(),
  canApply: z.object({ visitor: applyAbilitySchema, exhibitor: applyAbilitySchema }),
  /** True when the caller's company organizes the event (the panel links to its participants instead). */
  organizing: z.boolean(),
});
export type MyParticipation = z.infer<typeof myParticipationSchema>;

/**
 * Member uids (users of the caller's company) who staff a stand; repeats dropped, order kept. Each
 * problem is reported on `members` itself.
 */
export const staffListSchema = z
  .array(z.unknown(), { error: 'members_invalid' })
  .describe('User uids of members of your company, as GET companies/mine/members answers them')
  .transform((values, context) => {
    const uids = [...new Set(values.map((value) => (typeof value === 'string' ? value.trim() : '')))];
    if (uids.some((uid) => !/^[A-Za-z0-9_-]{1,64}$/.test(uid))) {
      context.addIssue({ code: 'custom', message: 'members_invalid', input: values });
      return z.NEVER;
    }
    if (uids.length > STAND_STAFF_MAX) {
      context.addIssue({ code: 'custom', message: 'members_too_many', input: values });
      return z.NEVER;
    }
    return uids;
  });

/**
 * POST events/{uid}/participations. `visitor`: for the caller; `members` must be left out.
 * `exhibitor`: an owner/admin applies for their company; `members` is required, 1–20 users of the
 * company (400 `members_required`, `members_too_many`; 422 `member_not_in_company` naming the
 * first that is not). Answers 201 with GET events/{uid}/participation's shape; 409
 * `already_applied` (its `status` field tells the existing application's status) when the caller or
 * the company already applied, or a named member already takes part (`member_taken`).
 */
export const applySchema = z
  .object({
    role: participationRoleSchema,
    members: staffListSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.role === 'exhibitor' && (!body.members || body.members.length === 0))
      context.addIssue({ code: 'custom', path: ['members'], message: 'members_required', input: body.members });
    if (body.role === 'visitor' && body.members && body.members.length > 0)
      context.addIssue({ code: 'custom', path: ['members'], message: 'members_not_allowed', input: body.members });
  });
export type ApplyInput = z.input<typeof applySchema>;
export type Apply = z.output<typeof applySchema>;

// -------------------------------------------------------------------------------------------------
// Organizer: participants, decisions, stands (events/mine/{uid}/…; admins of the organizer write,
// its members read)
// -------------------------------------------------------------------------------------------------

/**
 * One application in the organizer's list. `uid` is what decisions take: a visitor's participation
 * uid, or an exhibitor application's uid. A visitor has `person` (and `company`, the company they
 * belong to, if any); an exhibitor application has `company`, its `staff` and `stand`.
 */
export const participantSchema = z.object({
  uid: z.string(),
  role: participationRoleSchema,
  status: participationStatusSchema,
  person: personRefSchema.extend({ email: z.string(), jobTitle: z.string().nullable() }).nullable(),
  company: companyRefSchema.extend({ countryCode: z.string().nullable() }).nullable(),
  staff: z.array(personRefSchema.extend({ email: z.string() })),
  stand: z.string().nullable(),
  reason: z.string().nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Name of the organizer's admin who decided last; null when undecided, automatic or they are gone. */
  decidedBy: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantPageSchema = pageOf(participantSchema);
export type ParticipantPage = z.infer<typeof participantPageSchema>;

/** `applied` (date of application), `name` (person, or company, name), `status` (pending, approved, rejected), `stand`; `-` descending. */
export const PARTICIPANT_SORTS = ['applied', '-applied', 'name', '-name', 'status', '-status', 'stand', '-stand'] as const;
export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];

export const PARTICIPANT_FORMATS = ['json', 'csv'] as const;

/**
 * GET events/mine/{uid}/participants. `q` matches a visitor's first/last name or e-mail, and the
 * company's name (an exhibitor application also by its staff's names); accents and case ignored.
 * `sort` defaults to `-applied` (latest first). `format=csv` answers every matching application
 * (paging ignored) as a UTF-8 CSV file with a byte-order mark.
 */
export const participantListQuerySchema = z
  .object({
    q: searchTextQuery,
    role: participationRoleSchema.optional(),
    status: participationStatusSchema.optional(),
    sort: sortQuerySchema(PARTICIPANT_SORTS, '-applied'),
    format: z.enum(PARTICIPANT_FORMATS, { error: 'format_invalid' }).default('json'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type ParticipantListQuery = z.input<typeof participantListQuerySchema>;

/** A decision's reason: trimmed; blank or null means none. */
const reasonSchema = z.union([z.string(), z.null()], { error: 'reason_invalid' }).transform((value, context) => {
  const text = value?.trim() ?? '';
  if (text.length > DECISION_REASON_MAX) {
    context.addIssue({ code: 'custom', message: 'text_too_long', input: value });
    return z.NEVER;
  }
  return text === '' ? null : text;
});

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * POST events/mine/{uid}/participants/decisions: decide 1–100 applications at once (uids from the
 * participants list). Each is written only while it is in `expectedStatus` (default `pending`): so
 * deciding a new application needs nothing more, and changing a decision is explicit — approving a
 * rejected one sends `expectedStatus: "rejected"` (and its e-mail goes out). An application already
 * decided this way is left as it is (not in `changed`). When any application is in neither state —
 * someone decided it meanwhile — nothing is written and the answer is 409 `status_changed` with
 * `current` (problem.ts) naming each one's status now. Unknown uids: 404.
 */
export const decisionSchema = z.object({
  uids: z
    .array(uidSchema, { error: 'uids_invalid' })
    .min(1, { error: 'uids_required' })
    .max(DECISION_UIDS_MAX, { error: 'uids_too_many' })
    .transform((uids) => [...new Set(uids)]),
  decision: z.enum(DECISIONS, { error: 'decision_invalid' }),
  reason: reasonSchema.optional(),
  expectedStatus: participationStatusSchema.optional(),
});
export type DecisionInput = z.input<typeof decisionSchema>;

export const decisionResultSchema = z.object({
  /** Every decided application as it now is (those skipped as unchanged too). */
  items: z.array(participantSchema),
  /** Uids whose status changed (and whose applicants were told). */
  changed: z.array(z.string()),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

/**
 * 409 `status_changed` and `already_applied` carry `current` (problem.ts): the current status of
 * each application concerned, by its uid.
 */

/** PUT events/mine/{uid}/exhibitors/{companyUid}/stand: 1–20 characters, trimmed; null or blank clears it. 409 `stand_taken` when another company has it (case ignored). */
export const standSchema = z.object({
  stand: z.union([z.string(), z.null()], { error: 'stand_invalid' }).transform((value, context) => {
    const text = value?.trim() ?? '';
    if (text.length > STAND_MAX) {
      context.addIssue({ code: 'custom', message: 'stand_too_long', input: value });
      return z.NEVER;
    }
    if (!SINGLE_LINE.test(text)) {
      context.addIssue({ code: 'custom', message: 'stand_invalid', input: value });
      return z.NEVER;
    }
    return text === '' ? null : text;
  }),
});
export type StandInput = z.input<typeof standSchema>;

// -------------------------------------------------------------------------------------------------
// Invitations (organizer side: events/mine/{uid}/invitations)
// -------------------------------------------------------------------------------------------------

/**
 * One of the event's open invitations (neither accepted nor revoked): `pending` until it expires,
 * then `expired` (it can still be resent, which renews it).
 */
export const eventInvitationSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: participationRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  sendCount: z.number().int(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type EventInvitation = z.infer<typeof eventInvitationSchema>;
export const eventInvitationPageSchema = pageOf(eventInvitationSchema);

export const EVENT_INVITATION_SORTS = ['created', 'email', 'expires'] as const;

/** GET events/mine/{uid}/invitations: `q` matches the e-mail; `sort` as company invitations. */
export const eventInvitationListQuerySchema = z
  .object({
    q: searchTextQuery,
    role: participationRoleSchema.optional(),
    status: z.enum(INVITATION_STATUSES, { error: 'status_invalid' }).optional(),
    sort: z.enum(EVENT_INVITATION_SORTS, { error: 'sort_invalid' }).default('created'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type EventInvitationListQuery = z.input<typeof eventInvitationListQuerySchema>;

/**
 * POST events/mine/{uid}/invitations (201 with the invitation). 409 `invitation_exists` while the
 * address has an open invitation to the event; 409 `already_participating` when that address's
 * user already takes part; 422 `not_published` for a cancelled or finished event (drafts may
 * invite: the link works once it is published); 429 over the limits of company invitations.
 * Resend: 429 with Retry-After within INVITATION_RESEND_INTERVAL_SECONDS (team.ts) of the last send.
 */
export const createEventInvitationSchema = z.object({
  email: emailSchema,
  role: participationRoleSchema,
});
export type CreateEventInvitationInput = z.input<typeof createEventInvitationSchema>;

// -------------------------------------------------------------------------------------------------
// Invitee side
// -------------------------------------------------------------------------------------------------

export const invitedEventSchema = z.object({
  uid: z.string(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  city: z.string().nullable(),
  organizer: companyRefSchema,
});

/**
 * GET event-invitations/mine: open, unexpired invitations to the signed-in user's e-mail address.
 * `canAccept` false with a reason (APPLY_BLOCKS; e.g. `no_company` for an exhibitor invitation
 * before onboarding, `not_company_admin`, `already_applied`) tells the panel why accepting would fail.
 */
export const myEventInvitationSchema = z.object({
  uid: z.string(),
  role: participationRoleSchema,
  event: invitedEventSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  canAccept: applyAbilitySchema,
});
export type MyEventInvitation = z.infer<typeof myEventInvitationSchema>;
export const myEventInvitationListSchema = z.object({ items: z.array(myEventInvitationSchema) });

/**
 * POST event-invitations/{uid}/accept. Accepting creates the participation APPROVED (the organizer
 * asked): a visitor invitation for the caller; an exhibitor invitation for the caller's company
 * (owner/admin only), staffed by `members` (default: the caller). Registration dates do not apply
 * to an invitation; a cancelled or finished event answers 422 `not_published`. Answers GET
 * events/{uid}/participation's shape. POST event-invitations/{uid}/decline closes it (204).
 */
export const acceptEventInvitationSchema = z.object({
  members: staffListSchema.optional(),
});
export type AcceptEventInvitationInput = z.input<typeof acceptEventInvitationSchema>;

/**
 * Newcomers: the e-mail's link is `/register/{token}`, the same page as company invitations. GET
 * invitations/{token} answers `kind: "event"` with `event` set for an event invitation (see
 * invitationSchema in auth.ts), and POST invitations/{token}/accept registers the newcomer (names,
 * password, terms; the link proves the address) and then:
 * - visitor invitation: creates their visitor participation, approved;
 * - exhibitor invitation: a newcomer has no company yet, so the invitation stays open; after
 *   onboarding (creating their company) they accept it from the panel (GET event-invitations/mine).
 * `participating` in the answer (invitationAcceptResultSchema, auth.ts) says which of the two happened.
 */
export const eventInvitationLinkSchema = invitedEventSchema.extend({ role: participationRoleSchema });
export type EventInvitationLink = z.infer<typeof eventInvitationLinkSchema>;

// -------------------------------------------------------------------------------------------------
// Statistics (GET events/mine/{uid}/stats)
// -------------------------------------------------------------------------------------------------

/** The statistics' daily series cover this many UTC days, today included. */
export const EVENT_STATS_DAYS = 30;

const countSchema = z.number().int().nonnegative();
const statusCountsSchema = z.object({ pending: countSchema, approved: countSchema, rejected: countSchema });

/** The event's meeting statistics list every event day up to this many (a longer event adds only its days with meetings). */
export const EVENT_MEETING_STATS_DAYS_MAX = 31;

/**
 * The event's meetings in numbers. `byStatus`: every meeting by status (every status present).
 * `bookedByPlace`: accepted and done meetings by place. `tables`: the event's meeting tables;
 * `busiestSlot`: the slot with the most tables taken by accepted or done meetings (the earliest of
 * equals), null when no table is taken. `perDay`: requested and booked (accepted or done) meetings by
 * the day they start in the event's time zone (`timeZone`), every day of the event present (at most
 * EVENT_MEETING_STATS_DAYS_MAX of them, then only days with meetings).
 */
export const eventMeetingStatsSchema = z.object({
  timeZone: z.string(),
  byStatus: z.record(z.enum(MEETING_STATUSES), countSchema),
  bookedByPlace: z.record(z.enum(MEETING_PLACES), countSchema),
  tables: countSchema,
  busiestSlot: z.object({ startsAt: z.string(), endsAt: z.string(), tablesUsed: countSchema }).nullable(),
  perDay: z.array(z.object({ day: z.iso.date(), requested: countSchema, booked: countSchema })),
});
export type EventMeetingStats = z.infer<typeof eventMeetingStatsSchema>;

/**
 * The organizer's statistics of one event. `participants`: applications per role and status
 * (exhibitors counted as companies; `exhibitorStaff` counts their people). `queue`: pending
 * applications and the oldest one's date. `applicationsPerDay` and `pageViewsPerDay`: UTC days,
 * oldest first, every day of the last EVENT_STATS_DAYS present (0 without any). `exhibitorCountries`
 * and `exhibitorCodes`: approved exhibitors by company country and by NACE section/division of
 * their company codes, most first (at most 20 each; a company with several codes counts in each, so
 * the number of exhibiting companies is `participants.exhibitor.approved`). `meetings`: see
 * eventMeetingStatsSchema.
 */
export const eventStatsSchema = z.object({
  participants: z.object({ visitor: statusCountsSchema, exhibitor: statusCountsSchema, exhibitorStaff: statusCountsSchema }),
  queue: z.object({ pending: countSchema, oldestAppliedAt: z.string().nullable() }),
  applicationsPerDay: z.array(z.object({ day: z.iso.date(), visitor: countSchema, exhibitor: countSchema })).length(EVENT_STATS_DAYS),
  pageViewsPerDay: z.array(z.object({ day: z.iso.date(), views: countSchema })).length(EVENT_STATS_DAYS),
  totalViews: countSchema,
  exhibitorCountries: z.array(z.object({ code: z.string(), name: z.string(), count: countSchema })),
  exhibitorCodes: z.array(z.object({ code: z.string(), level: z.number().int(), name: z.string(), count: countSchema })),
  meetings: eventMeetingStatsSchema,
});
export type EventStats = z.infer<typeof eventStatsSchema>;

export { uidSchema as participationUidSchema };
