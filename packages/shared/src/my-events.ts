import { z } from './zod.ts';
import { EVENT_APPROVAL_MODES, EVENT_STATUSES, MEETING_SLOT_MINUTES, PARTICIPATION_ROLES, PARTICIPATION_STATUSES } from './statuses.ts';
import { codeRefSchema, companyRefSchema, pageOf, pagingQuery, placeCountrySchema, resultDepthRule, searchTextQuery, withinResultDepth } from './paging.ts';
import { imageRefSchema, uploadUidSchema } from './uploads.ts';
import { DESCRIPTION_MAX, nameSchema } from './validation.ts';
import { codeListSchema, nullableTextSchema, sortQuerySchema } from './panel-fields.ts';

/**
 * The organizer panel's events (`events/mine`). Only admins of an organizer company write them; its
 * members read them. Status: `draft → published → finished` (by the server after the end) or
 * `cancelled` (from draft or published, with a reason). Publishing and cancelling have their own
 * routes; a PATCH never changes the status.
 */

export const EVENT_SUMMARY_MAX = 300;
export const CANCEL_REASON_MAX = 500;
export const ONLINE_URL_MAX = 2048;

export const eventStatusSchema = z.enum(EVENT_STATUSES, { error: 'status_unknown' });
export const eventApprovalSchema = z.enum(EVENT_APPROVAL_MODES, { error: 'approval_invalid' });

/**
 * A moment: an ISO 8601 date-time with its offset (`2027-03-12T09:00:00+01:00`, `…Z`); out as ISO
 * in UTC. Missing: `date_time_required`; anything else: `date_time_invalid`.
 */
export const dateTimeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'date_time_required' : 'date_time_invalid') })
  .trim()
  .max(64, { error: 'date_time_invalid' })
  .transform((text, context) => {
    const parsed = z.iso.datetime({ offset: true }).safeParse(text);
    const time = parsed.success ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(time)) {
      context.addIssue({ code: 'custom', message: 'date_time_invalid', input: text });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/** An optional moment: `null` or blank is none. */
export const nullableDateTimeSchema = z.union([z.string(), z.null()], { error: 'date_time_invalid' }).transform((value, context) => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const parsed = dateTimeSchema.safeParse(text);
  if (!parsed.success) {
    context.addIssue({ code: 'custom', message: 'date_time_invalid', input: value });
    return z.NEVER;
  }
  return parsed.data;
});

/** Whether this runtime knows the IANA time zone (`Europe/Warsaw`, `UTC`). */
export function isKnownTimeZone(zone: string) {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the event's times are shown in, e.g. `Europe/Warsaw`. */
export const timeZoneSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'time_zone_required' : 'time_zone_unknown') })
  .trim()
  .max(64, { error: 'time_zone_unknown' })
  .refine(isKnownTimeZone, { error: 'time_zone_unknown' });

/** An online event's address: https only. `null` or blank: none. */
export const onlineUrlSchema = z.union([z.string(), z.null()], { error: 'online_url_invalid' }).transform((value, context) => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > ONLINE_URL_MAX || !z.url({ protocol: /^https$/, hostname: z.regexes.domain }).safeParse(text).success) {
    context.addIssue({ code: 'custom', message: 'online_url_invalid', input: value });
    return z.NEVER;
  }
  return text;
});

/** A venue of the caller's company by its uid; `null`: none (an online event). Another company's venue: 400 `venue_unknown`. */
export const venueUidSchema = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.null()], { error: 'venue_unknown' });

/** An upload uid of kind `event_cover` uploaded by the caller's company; `null` clears it. */
export const coverImageSchema = z.union([uploadUidSchema, z.null()], { error: 'upload_unknown' });

/** The meeting slot length in minutes: one of MEETING_SLOT_MINUTES. */
export const meetingSlotSchema = z
  .number({ error: 'meeting_slot_invalid' })
  .refine((value) => (MEETING_SLOT_MINUTES as readonly number[]).includes(value), { error: 'meeting_slot_invalid' });

/** A time of day as HH:MM (24 hours), e.g. `09:00`. */
export const timeOfDaySchema = z
  .string({ error: 'time_of_day_invalid' })
  .trim()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'time_of_day_invalid' });

export const MEETING_TABLES_MAX = 1000;
export const meetingTablesSchema = z
  .number({ error: 'meeting_tables_invalid' })
  .int({ error: 'meeting_tables_invalid' })
  .min(0, { error: 'meeting_tables_invalid' })
  .max(MEETING_TABLES_MAX, { error: 'meeting_tables_invalid' });

/** The fields the cross-field rules look at, as the event is (or will be after a PATCH). */
export interface EventScheduleState {
  startsAt: string;
  endsAt: string;
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  meetingDayStart: string;
  meetingDayEnd: string;
}

/**
 * The rules between fields: the end after the start (`ends_before_start` on `endsAt`), registration
 * closing after it opens (`registration_range_invalid`) and no later than the event's end
 * (`registration_closes_after_end`), meeting hours ending after they start (`meeting_hours_invalid`
 * on `meetingDayEnd`). The server runs them again on the merged state of a PATCH.
 */
export function eventScheduleIssues(state: EventScheduleState) {
  const issues: { field: keyof EventScheduleState; code: string }[] = [];
  if (Date.parse(state.endsAt) <= Date.parse(state.startsAt)) issues.push({ field: 'endsAt', code: 'ends_before_start' });
  if (state.registrationOpensAt && state.registrationClosesAt && Date.parse(state.registrationClosesAt) <= Date.parse(state.registrationOpensAt)) {
    issues.push({ field: 'registrationClosesAt', code: 'registration_range_invalid' });
  } else if (state.registrationClosesAt && Date.parse(state.registrationClosesAt) > Date.parse(state.endsAt)) {
    issues.push({ field: 'registrationClosesAt', code: 'registration_closes_after_end' });
  }
  if (state.meetingDayEnd.slice(0, 5) <= state.meetingDayStart.slice(0, 5)) issues.push({ field: 'meetingDayEnd', code: 'meeting_hours_invalid' });
  return issues;
}

const eventFields = {
  title: nameSchema,
  /** One or two sentences for lists and cards; plain text; blank or null clears it. */
  summary: nullableTextSchema(EVENT_SUMMARY_MAX),
  /**
   * Formatted text as HTML (at most 20,000 characters): headings h2–h4, paragraphs, line breaks,
   * bold, italic, underline, strike-through, lists, quotes and http/https/mailto links. The server
   * keeps only these and stores the cleaned HTML; anything else (scripts, styles, attributes) is
   * removed, its text kept. Blank or null clears it.
   */
  description: nullableTextSchema(DESCRIPTION_MAX),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  timeZone: timeZoneSchema,
  venueUid: venueUidSchema,
  onlineUrl: onlineUrlSchema,
  /** NACE codes, at most 20, repeats dropped; each must exist. */
  codes: codeListSchema,
  coverImage: coverImageSchema,
  registrationOpensAt: nullableDateTimeSchema,
  registrationClosesAt: nullableDateTimeSchema,
  approval: eventApprovalSchema,
  meetingSlotMinutes: meetingSlotSchema,
  meetingDayStart: timeOfDaySchema,
  meetingDayEnd: timeOfDaySchema,
  meetingTables: meetingTablesSchema,
};

/**
 * POST events/mine: a new draft. `title`, `startsAt`, `endsAt` and `timeZone` are required; a venue
 * or an online URL (or both) may come later, but publishing needs one of them.
 */
export const createEventSchema = z
  .object({
    ...eventFields,
    summary: eventFields.summary.default(null),
    description: eventFields.description.default(null),
    venueUid: eventFields.venueUid.default(null),
    onlineUrl: eventFields.onlineUrl.default(null),
    codes: eventFields.codes.default([]),
    coverImage: eventFields.coverImage.default(null),
    registrationOpensAt: eventFields.registrationOpensAt.default(null),
    registrationClosesAt: eventFields.registrationClosesAt.default(null),
    approval: eventFields.approval.default('manual'),
    meetingSlotMinutes: eventFields.meetingSlotMinutes.default(30),
    meetingDayStart: eventFields.meetingDayStart.default('09:00'),
    meetingDayEnd: eventFields.meetingDayEnd.default('17:00'),
    meetingTables: eventFields.meetingTables.default(0),
  })
  .superRefine((body, context) => {
    for (const issue of eventScheduleIssues(body)) context.addIssue({ code: 'custom', path: [issue.field], message: issue.code, input: undefined });
  });
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEvent = z.output<typeof createEventSchema>;

/**
 * PATCH events/mine/{uid}: any subset; a field left out stays, `null` clears an optional one; `codes`
 * replaces the whole list. The rules between fields (eventScheduleIssues) are checked on the event
 * as it will be. Only drafts and published events can be changed (422 `event_not_editable`).
 */
export const updateEventSchema = z.object({
  title: eventFields.title.optional(),
  summary: eventFields.summary.optional(),
  description: eventFields.description.optional(),
  startsAt: eventFields.startsAt.optional(),
  endsAt: eventFields.endsAt.optional(),
  timeZone: eventFields.timeZone.optional(),
  venueUid: eventFields.venueUid.optional(),
  onlineUrl: eventFields.onlineUrl.optional(),
  codes: eventFields.codes.optional(),
  coverImage: eventFields.coverImage.optional(),
  registrationOpensAt: eventFields.registrationOpensAt.optional(),
  registrationClosesAt: eventFields.registrationClosesAt.optional(),
  approval: eventFields.approval.optional(),
  meetingSlotMinutes: eventFields.meetingSlotMinutes.optional(),
  meetingDayStart: eventFields.meetingDayStart.optional(),
  meetingDayEnd: eventFields.meetingDayEnd.optional(),
  meetingTables: eventFields.meetingTables.optional(),
});
export type UpdateEventInput = z.input<typeof updateEventSchema>;
export type UpdateEvent = z.output<typeof updateEventSchema>;

/** POST events/mine/{uid}/cancel: why, told to every participant (1–500 characters). */
export const cancelEventSchema = z.object({
  reason: z.string({ error: 'reason_required' }).trim().min(1, { error: 'reason_required' }).max(CANCEL_REASON_MAX, { error: 'text_too_long' }),
});
export type CancelEventInput = z.input<typeof cancelEventSchema>;

/** People taking part, by the status of their participation. */
export const participantCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /**
   * Applications waiting for a decision, as the event's statistics count them (`queue.pending`): a
   * visitor's, or an exhibitor's (the company with its staff counts once).
   */
  applicationsPending: z.number().int(),
});
export type ParticipantCounts = z.infer<typeof participantCountsSchema>;

export const myEventVenueSchema = z.object({ uid: z.string(), slug: z.string(), name: z.string(), city: z.string(), country: placeCountrySchema });

/** The caller's own part in an event: as a visitor, or with their company as an exhibitor (the application's status). */
export const myParticipationRefSchema = z.object({
  role: z.enum(PARTICIPATION_ROLES),
  status: z.enum(PARTICIPATION_STATUSES),
});

/** An event in the panel's lists. */
export const myEventSummarySchema = z.object({
  uid: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  status: eventStatusSchema,
  coverImage: imageRefSchema.nullable(),
  onlineUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: placeCountrySchema.nullable(),
  venue: myEventVenueSchema.nullable(),
  organizer: companyRefSchema,
  /** True when the caller's company organizes it (then `participants` is given). */
  organizing: z.boolean(),
  /** Participants by status, for the organizer's members; null for others. */
  participants: participantCountsSchema.nullable(),
  /** The caller's own part (role `participating`), or null. */
  participation: myParticipationRefSchema.nullable(),
  cancelReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type MyEventSummary = z.infer<typeof myEventSummarySchema>;

/** GET events/mine/{uid}: an event as its organizer edits it. */
export const myEventSchema = z.object({
  uid: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  status: eventStatusSchema,
  venue: myEventVenueSchema.nullable(),
  onlineUrl: z.string().nullable(),
  /** The venue's, copied when the event is saved; null for an online event. */
  city: z.string().nullable(),
  country: placeCountrySchema.nullable(),
  codes: z.array(codeRefSchema),
  coverImage: imageRefSchema.nullable(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  approval: eventApprovalSchema,
  meetingSlotMinutes: z.number().int(),
  /** HH:MM */
  meetingDayStart: z.string(),
  /** HH:MM */
  meetingDayEnd: z.string(),
  meetingTables: z.number().int(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  participants: participantCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyEvent = z.infer<typeof myEventSchema>;

/** `organizing`: the caller's company's events, every status; `participating`: events the caller or their company takes part in. */
export const MY_EVENT_ROLES = ['organizing', 'participating'] as const;
export type MyEventRole = (typeof MY_EVENT_ROLES)[number];

/** `starts`/`title`/`updated` ascending, or descending with a leading `-`. */
export const MY_EVENT_SORTS = ['starts', '-starts', 'title', '-title', 'updated', '-updated'] as const;
export type MyEventSort = (typeof MY_EVENT_SORTS)[number];

/**
 * GET events/mine. `role` defaults to `organizing` (members of an organizer company; others answer
 * 403 `not_organizer`); `participating` is open to every signed-in user. `q` searches title, summary,
 * city and description (words as prefixes); `status` filters the event's status; `participation`
 * filters the caller's own status (with `participating`); `sort` defaults to `-starts` (latest first).
 * `sharedWith` (a person's uid) keeps only events where that person is an approved participant and,
 * with `participating`, the caller is one too through their own participation (a company's
 * application alone does not count): the events a meeting between the two can be at. Nothing beyond
 * what `people/{uid}/slots?event=` already tells the caller; an unknown uid matches no event. `own=true`
 * (with `participating`) keeps the caller's own participations only, so with `participation=approved`
 * the events they can have meetings at (the meetings calendar's filter and availability).
 */
export const myEventListQuerySchema = z
  .object({
    role: z.enum(MY_EVENT_ROLES, { error: 'event_role_invalid' }).default('organizing'),
    q: searchTextQuery,
    status: eventStatusSchema.optional(),
    participation: z.enum(PARTICIPATION_STATUSES, { error: 'status_unknown' }).optional(),
    sharedWith: z
      .string({ error: 'uid_invalid' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' })
      .optional()
      .describe('A person’s uid: only events where that person is an approved participant (with role=participating, the caller too)'),
    own: z
      .enum(['true', 'false'], { error: 'invalid_type' })
      .optional()
      .describe(
        'With role=participating, `true`: only what the caller takes part in through their own participation (as a visitor or on a stand’s staff), not their company’s application alone; with participation=approved, the events they can have meetings at',
      ),
    sort: sortQuerySchema(MY_EVENT_SORTS, '-starts'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type MyEventListQuery = z.input<typeof myEventListQuerySchema>;

export const myEventPageSchema = pageOf(myEventSummarySchema);
export type MyEventPage = z.infer<typeof myEventPageSchema>;
