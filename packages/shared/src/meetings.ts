import { z } from './zod.ts';
import { MEETING_PLACES, MEETING_STATUSES } from './statuses.ts';
import { ONLINE_URL_MAX, dateTimeSchema } from './my-events.ts';
import { conversationPersonSchema } from './messages.ts';

/**
 * Meetings between two people, at an event or outside one (docs/product.md "Meetings",
 * docs/decisions.md "Meetings"). Statuses `requested → accepted | declined | cancelled | expired`,
 * `accepted → cancelled | done`. A request holds the requester's time; accepting holds the invitee's
 * too and, at a table, books the lowest free table. The database refuses any overlap.
 */

/** An agenda note: at most 1,000 characters. */
export const MEETING_AGENDA_MAX = 1000;
/** A decline's or cancellation's reason: at most 500 characters. */
export const MEETING_REASON_MAX = 500;
/** Pending requests one person may have sent per event at once (an expired or cancelled one gives its place back). */
export const MEETING_PENDING_PER_EVENT_MAX = 20;
/** A request expires this long after it was sent … */
export const MEETING_REQUEST_TTL_HOURS = 72;
/** … or this long before its start, whichever comes first. */
export const MEETING_EXPIRY_BEFORE_START_MINUTES = 60;
/** A meeting starts at least this far ahead of the moment it is requested. */
export const MEETING_MIN_LEAD_MINUTES = 15;
/** Both people are reminded this long before an accepted meeting. */
export const MEETING_REMINDER_MINUTES = 15;
/** A decline (by hand or automatic) comes with up to this many slots free for both. */
export const MEETING_ALTERNATIVES_MAX = 3;
/** A calendar box answers at most this many meetings (`hasMore` says when there were more). */
export const MEETING_BOX_MAX = 200;
/** GET meetings?box=calendar: `to − from` at most this many days. */
export const MEETING_CALENDAR_RANGE_DAYS_MAX = 62;

export type { MeetingPlace, MeetingStatus } from './statuses.ts';

export const MEETING_BOXES = ['requests', 'sent', 'schedule', 'calendar'] as const;
export type MeetingBox = (typeof MEETING_BOXES)[number];

const uidSchema = z.string({ error: 'uid_invalid' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' });

export const meetingStatusSchema = z.enum(MEETING_STATUSES, { error: 'status_unknown' });
export const meetingPlaceSchema = z.enum(MEETING_PLACES, { error: 'place_invalid' });

/** One of the two people, as a conversation shows the other one ("Deleted user" once their account is gone). */
export const meetingPersonSchema = conversationPersonSchema;
export type MeetingPerson = z.infer<typeof meetingPersonSchema>;

export const meetingEventRefSchema = z.object({
  uid: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The event's IANA time zone: meetings at it are shown in it. */
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type MeetingEventRef = z.infer<typeof meetingEventRefSchema>;

/** A slot free for both people (ISO, UTC), e.g. an alternative to a declined request. */
export const meetingSlotRefSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type MeetingSlotRef = z.infer<typeof meetingSlotRefSchema>;

/** Another requested or accepted meeting of the caller overlapping this one. */
export const meetingConflictSchema = z.object({
  uid: z.string(),
  status: meetingStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The other person of that meeting. */
  with: meetingPersonSchema,
});
export type MeetingConflict = z.infer<typeof meetingConflictSchema>;

/** Who closed a declined or cancelled meeting: one of the two, or the system (expiry, a slot taken, an event change). */
export const MEETING_CLOSED_BY = ['requester', 'invitee', 'system'] as const;

export const meetingSchema = z.object({
  uid: z.string(),
  /** Null for a meeting outside any event. */
  event: meetingEventRefSchema.nullable(),
  requester: meetingPersonSchema,
  invitee: meetingPersonSchema,
  /** The caller's side. */
  role: z.enum(['requester', 'invitee']),
  /** The other person, repeated for convenience (requester or invitee). */
  other: meetingPersonSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The zone to show it in: the event's, or outside events the invitee's (UTC when unknown). */
  timeZone: z.string(),
  status: meetingStatusSchema,
  place: meetingPlaceSchema,
  /** Set once a meeting at a table is accepted (1-based). */
  tableNumber: z.number().int().nullable(),
  /** The invitee's company's stand at the event (for `stand`), e.g. "B12". */
  stand: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  agenda: z.string().nullable(),
  /** Why it was declined or cancelled. */
  reason: z.string().nullable(),
  closedBy: z.enum(MEETING_CLOSED_BY).nullable(),
  /** When a pending request stops waiting. */
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** For a pending request: the caller's other requested or accepted meetings at the same time. */
  conflicts: z.array(meetingConflictSchema),
  /**
   * For a declined request, to its requester: up to three slots free for both now (re-book one with
   * POST meetings). Empty otherwise, and in lists of more than one meeting unless the box is `sent`.
   */
  alternatives: z.array(meetingSlotRefSchema),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** POST meetings (201 with the meeting). */
export const createMeetingSchema = z
  .object({
    inviteeUid: uidSchema,
    /** The event it is at; absent or null: outside events (slots from the invitee's weekly availability). */
    eventUid: z.union([uidSchema, z.null()], { error: 'uid_invalid' }).optional(),
    startsAt: dateTimeSchema,
    place: meetingPlaceSchema,
    /** Required for `online`: an https link. */
    onlineUrl: z.union([z.string(), z.null()], { error: 'online_url_invalid' }).optional(),
    agenda: z
      .union([z.string(), z.null()], { error: 'agenda_too_long' })
      .optional()
      .transform((value) => {
        const text = value?.trim() ?? '';
        return text === '' ? null : text;
      })
      .refine((value) => value === null || value.length <= MEETING_AGENDA_MAX, { error: 'agenda_too_long' }),
  })
  .transform((value, context) => {
    const text = value.onlineUrl?.trim() ?? '';
    let onlineUrl: string | null = null;
    if (value.place === 'online') {
      if (text === '') {
        context.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'online_url_required', input: value.onlineUrl });
        return z.NEVER;
      }
      if (text.length > ONLINE_URL_MAX || !z.url({ protocol: /^https$/, hostname: z.regexes.domain }).safeParse(text).success) {
        context.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'online_url_invalid', input: value.onlineUrl });
        return z.NEVER;
      }
      onlineUrl = text;
    } else if (text !== '') {
      context.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'online_url_not_online', input: value.onlineUrl });
      return z.NEVER;
    }
    return { inviteeUid: value.inviteeUid, eventUid: value.eventUid ?? null, startsAt: value.startsAt, place: value.place, onlineUrl, agenda: value.agenda };
  });
export type CreateMeetingInput = z.input<typeof createMeetingSchema>;
export type CreateMeeting = z.output<typeof createMeetingSchema>;

/**
 * POST meetings/{uid}/accept: optionally at another place than asked — the invitee's stand or online
 * (with an https link) — e.g. when every table is booked (409 `table_full`). Empty: as requested.
 */
export const acceptMeetingSchema = z
  .object({
    place: z.enum(['stand', 'online'], { error: 'place_invalid' }).optional(),
    onlineUrl: z.union([z.string(), z.null()], { error: 'online_url_invalid' }).optional(),
  })
  .transform((value, context) => {
    const text = value.onlineUrl?.trim() ?? '';
    if (value.place === 'online') {
      if (text === '') {
        context.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'online_url_required', input: value.onlineUrl });
        return z.NEVER;
      }
      if (text.length > ONLINE_URL_MAX || !z.url({ protocol: /^https$/, hostname: z.regexes.domain }).safeParse(text).success) {
        context.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'online_url_invalid', input: value.onlineUrl });
        return z.NEVER;
      }
      return { place: 'online' as const, onlineUrl: text };
    }
    if (text !== '') {
      context.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'online_url_not_online', input: value.onlineUrl });
      return z.NEVER;
    }
    return { place: value.place ?? null, onlineUrl: null };
  });
export type AcceptMeetingInput = z.input<typeof acceptMeetingSchema>;
export type AcceptMeeting = z.output<typeof acceptMeetingSchema>;

/** POST meetings/{uid}/decline and /cancel: an optional reason told to the other side. */
export const meetingReasonSchema = z.object({
  reason: z
    .union([z.string(), z.null()], { error: 'reason_too_long' })
    .optional()
    .transform((value) => {
      const text = value?.trim() ?? '';
      return text === '' ? null : text;
    })
    .refine((value) => value === null || value.length <= MEETING_REASON_MAX, { error: 'reason_too_long' }),
});
export type MeetingReasonInput = z.input<typeof meetingReasonSchema>;
export const declineMeetingSchema = meetingReasonSchema;
export const cancelMeetingSchema = meetingReasonSchema;

/**
 * GET meetings?box=…
 * - `requests`: sent to the caller; default `status=requested`, soonest first.
 * - `sent`: by the caller, any status unless `status` says; newest first.
 * - `schedule`: the caller's accepted meetings from `from` (default now), soonest first.
 * - `calendar`: the caller's requested and accepted meetings (both sides) in [`from`, `to`)
 *   (both required, at most MEETING_CALENDAR_RANGE_DAYS_MAX days apart).
 * `event` narrows to one event's meetings; `status` to one status.
 */
export const meetingBoxQuerySchema = z
  .object({
    box: z.enum(MEETING_BOXES, { error: 'box_invalid' }),
    from: dateTimeSchema.optional(),
    to: dateTimeSchema.optional(),
    event: uidSchema.optional(),
    status: meetingStatusSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.from && value.to && Date.parse(value.to) <= Date.parse(value.from)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'date_range_invalid' });
    }
    if (value.box === 'calendar') {
      if (!value.from) context.addIssue({ code: 'custom', path: ['from'], message: 'date_time_required' });
      if (!value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'date_time_required' });
      if (value.from && value.to && Date.parse(value.to) - Date.parse(value.from) > MEETING_CALENDAR_RANGE_DAYS_MAX * 86_400_000) {
        context.addIssue({ code: 'custom', path: ['to'], message: 'calendar_range_too_long' });
      }
    }
  });
export type MeetingBoxQuery = z.infer<typeof meetingBoxQuerySchema>;

export const meetingListSchema = z.object({ items: z.array(meetingSchema), hasMore: z.boolean() });
export type MeetingList = z.infer<typeof meetingListSchema>;

/** POST meetings/{uid}/decline: the declined meeting with its alternatives (also in `meeting.alternatives`). */
export const meetingActionResultSchema = z.object({ meeting: meetingSchema });
export type MeetingActionResult = z.infer<typeof meetingActionResultSchema>;

/** GET profile/calendar-feed and POST profile/calendar-feed/reset: the caller's private feed address. */
export const calendarFeedSchema = z.object({
  /** https://…/api/v1/calendar/{token}.ics */
  url: z.string(),
  /** The same as webcal://…, for calendar apps to subscribe to. */
  webcalUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET events/mine/{uid}/meetings: the organizer's view of an event's meetings. */
export const organizerMeetingSchema = z.object({
  uid: z.string(),
  status: meetingStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  place: meetingPlaceSchema,
  tableNumber: z.number().int().nullable(),
  requester: meetingPersonSchema,
  invitee: meetingPersonSchema,
});
export type OrganizerMeeting = z.infer<typeof organizerMeetingSchema>;
export const tablePlanSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** Tables booked by accepted meetings in this slot. */
  used: z.number().int(),
  free: z.number().int(),
  /** The booked table numbers. */
  tables: z.array(z.number().int()),
});
export type TablePlanSlot = z.infer<typeof tablePlanSlotSchema>;
export const organizerMeetingsSchema = z.object({
  timeZone: z.string(),
  tables: z.number().int(),
  /** Meetings by status (every status present, 0 when none). */
  counts: z.record(z.enum(MEETING_STATUSES), z.number().int()),
  /** Requested and accepted meetings first by start, then the rest; at most 2,000. */
  items: z.array(organizerMeetingSchema),
  /** Slots of the event's grid that have at least one accepted meeting at a table. */
  tablePlan: z.array(tablePlanSlotSchema),
});
export type OrganizerMeetings = z.infer<typeof organizerMeetingsSchema>;

/**
 * PATCH events/mine/{uid} that lowers `meetingTables` or narrows the meeting hours below what
 * requested/accepted meetings use answers 422 `meetings_affected` with `affected` (how many), unless
 * the query says `confirmMeetingChanges=true`: then those meetings are cancelled and both sides told.
 */
export const MEETING_CHANGES_CONFIRM_PARAM = 'confirmMeetingChanges';
/** PATCH events/mine/{uid}?confirmMeetingChanges=true|false */
export const eventChangeQuerySchema = z.object({
  confirmMeetingChanges: z.enum(['true', 'false'], { error: 'confirm_invalid' }).optional(),
});

/**
 * The `code`s the meetings API answers besides the generic ones (validation_failed, not_found):
 * - 422 `not_participant` (the caller is not an approved participant of the published event),
 *   `invitee_not_participant`, `event_not_open` (not published or already over), `same_company`,
 *   `self_meeting`, `off_grid`, `outside_meeting_hours`, `invitee_unavailable`, `too_soon`,
 *   `no_stand` (place `stand` while the invitee's company has no stand there), `no_tables` (place
 *   `table` at an event without tables or outside events), `request_limit` (MEETING_PENDING_PER_EVENT_MAX,
 *   with `quota`), `blocked_by_you` (the caller blocked the invitee: unblock first), `invitee_deleted`, `not_invitee` (accepting or declining a request
 *   one did not receive — e.g. one's own request), `meetings_affected`.
 * - 403 `may_not_request`: the invitee blocked the caller (the same sentence as other refusals of
 *   who-may-meet-whom, so a block is never revealed).
 * - 409 `time_taken` (the caller's time — or, accepting, the invitee's — is already held),
 *   `invitee_busy` (requesting a slot the invitee's accepted meeting or own request holds), `table_full` (no free table;
 *   the request stays open), `meeting_state` (the meeting is not in the state the action needs;
 *   `status` says which it is in).
 * Field codes (400): `uid_invalid`, `date_time_required`, `date_time_invalid`, `place_invalid`,
 * `online_url_required`, `online_url_invalid`, `online_url_not_online`, `agenda_too_long`,
 * `reason_too_long`, `box_invalid`, `status_unknown`, `date_range_invalid`, `calendar_range_too_long`.
 */
export const MEETING_PROBLEM_CODES = [
  'not_participant',
  'invitee_not_participant',
  'event_not_open',
  'same_company',
  'self_meeting',
  'off_grid',
  'outside_meeting_hours',
  'invitee_unavailable',
  'too_soon',
  'no_stand',
  'no_tables',
  'request_limit',
  'invitee_deleted',
  'not_invitee',
  'may_not_request',
  'blocked_by_you',
  'invitee_busy',
  'time_taken',
  'table_full',
  'meeting_state',
  'meetings_affected',
] as const;
export type MeetingProblemCode = (typeof MEETING_PROBLEM_CODES)[number];

/** The data export's part about meetings (GET profile/export). */
export const meetingsExportSchema = z.object({
  meetings: z.array(
    z.object({
      uid: z.string(),
      role: z.enum(['requester', 'invitee']),
      event: z.object({ uid: z.string(), title: z.string() }).nullable(),
      other: z.object({ uid: z.string().nullable(), name: z.string().nullable(), deleted: z.boolean() }),
      status: meetingStatusSchema,
      place: meetingPlaceSchema,
      tableNumber: z.number().int().nullable(),
      onlineUrl: z.string().nullable(),
      agenda: z.string().nullable(),
      reason: z.string().nullable(),
      startsAt: z.string(),
      endsAt: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type MeetingsExport = z.infer<typeof meetingsExportSchema>;
