import { imageAddress } from '@fairhub/shared/uploads';
import { API_BASE } from '@fairhub/shared/constants';
import { DEFAULT_USER_TIME_ZONE, SLOTS_RANGE_DAYS_MAX } from '@fairhub/shared/availability';
import {
  MEETING_ALTERNATIVES_MAX,
  MEETING_BOX_MAX,
  MEETING_EXPIRY_BEFORE_START_MINUTES,
  MEETING_PENDING_PER_EVENT_MAX,
  MEETING_REQUEST_TTL_HOURS,
  type AcceptMeeting,
  type CalendarFeed,
  type CreateMeeting,
  type Meeting,
  type MeetingBoxQuery,
  type MeetingConflict,
  type MeetingList,
  type MeetingPerson,
  type MeetingSlotRef,
} from '@fairhub/shared/meetings';
import type { MeetingStatus } from '@fairhub/shared/statuses';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound, quotaReached, statusConflict, unprocessable } from '../../lib/problems.ts';
import { newSecretToken, newUid } from '../../lib/random.ts';
import { calendarDocument } from './meetings-ics.ts';
import type { Auth } from '../../plugins/auth.ts';
import { notify, type NotificationKind } from '../notifications/notifications.service.ts';
import { publishCountsChanged, publishStreamEvents } from '../stream/stream-publish.ts';
import { freeSlotsForBoth, slotCheck } from './slots.service.ts';
import { mayNotRequest, requestParties } from './request-rules.ts';
import {
  HOLDS_CONSTRAINT,
  TABLES_CONSTRAINT,
  changePlace,
  closeMeetings,
  countPendingSent,
  databaseErrorOf,
  ensureFeedToken,
  findUserByFeedToken,
  replaceFeedToken,
  findEventIdByUid,
  findInviteeStand,
  findLowestFreeTable,
  findMeetingFor,
  insertHold,
  insertMeeting,
  listActiveOverlapping,
  lockMeetingFor,
  lockOpenMeetingsOf,
  lockOverlappingRequests,
  lockEventSlot,
  lockPeopleForAccept,
  setTable,
  lockRequestQuota,
  markAccepted,
  findMeetingById,
  findMeetingOf,
  listBox,
  listFeedMeetings,
  type LockedMeeting,
  type MeetingRow,
  type PersonRow,
} from './meetings.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const MEETING_NOT_FOUND = 'This meeting was not found. It may not be yours, or the link is wrong.';

const STATUS_WORDS: Record<MeetingStatus, string> = {
  requested: 'still waiting for an answer',
  accepted: 'already accepted',
  declined: 'already declined',
  cancelled: 'already cancelled',
  expired: 'expired',
  done: 'already over',
};

/** 409 `meeting_state`: the meeting is not in the state the action needs; `current` names the one it is in. */
function stateConflict(meeting: { uid: string; status: MeetingStatus }, action: string) {
  return statusConflict(`This meeting is ${STATUS_WORDS[meeting.status]}, so it cannot be ${action}. Reload to see it as it is now.`, 'meeting_state', [
    { uid: meeting.uid, status: meeting.status },
  ]);
}

/** The status a stored meeting is in at `now`: a request past its expiry counts as expired before the job marks it. */
function effectiveStatus(meeting: { status: MeetingStatus; expiresAt: Date }, now: Date): MeetingStatus {
  return meeting.status === 'requested' && meeting.expiresAt.getTime() <= now.getTime() ? 'expired' : meeting.status;
}

/**
 * When a request stops waiting: 72 hours after it was sent or one hour before its start, whichever
 * comes first — and, for a meeting asked for less than an hour ahead, at its start.
 */
export function expiryOf(sentAt: Date, startsAt: Date) {
  const expiry = Math.min(sentAt.getTime() + MEETING_REQUEST_TTL_HOURS * HOUR, startsAt.getTime() - MEETING_EXPIRY_BEFORE_START_MINUTES * MINUTE);
  return new Date(expiry > sentAt.getTime() ? expiry : startsAt.getTime());
}

/**
 * Runs `work` in a transaction, again (up to twice more) when PostgreSQL broke a deadlock by
 * aborting it (40P01): nothing of the aborted attempt was written.
 */
async function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt < 3 && databaseErrorOf(error)?.code === '40P01') continue;
      throw error;
    }
  }
}

/** Maps the exclusion constraint of held times to 409 `time_taken` with the sentence for whose time it is. */
function holdConflict(error: unknown, whose: 'requester' | 'invitee'): never {
  const database = databaseErrorOf(error);
  if (database?.code === '23P01' && database.constraint === HOLDS_CONSTRAINT) {
    throw conflict(
      whose === 'requester'
        ? 'You already have a meeting or a pending request at this time. Choose another slot, or cancel the other one first.'
        : 'You already have a meeting at this time. Decline this request or cancel the other meeting first.',
      'time_taken',
    );
  }
  throw error;
}

// -------------------------------------------------------------------------------------------------
// Presenting
// -------------------------------------------------------------------------------------------------

export function presentMeetingPerson(row: PersonRow): MeetingPerson {
  if (row.uid === null) {
    return { uid: null, firstName: null, lastName: null, jobTitle: null, avatarUrl: null, company: null, deleted: true, publicProfile: false };
  }
  return {
    uid: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    avatarUrl: imageAddress(row.avatar),
    company: row.companyUid ? { uid: row.companyUid, slug: row.companySlug!, name: row.companyName! } : null,
    deleted: false,
    publicProfile: row.publicProfile,
  };
}

export function timeZoneOf(row: MeetingRow) {
  return row.event?.timeZone ?? row.inviteeTimeZone ?? DEFAULT_USER_TIME_ZONE;
}

function presentMeeting(
  row: MeetingRow,
  viewerId: number,
  now: Date,
  extras: { conflicts?: MeetingConflict[]; alternatives?: MeetingSlotRef[] } = {},
): Meeting {
  const role = row.requester.id === viewerId ? 'requester' : 'invitee';
  const requester = presentMeetingPerson(row.requester);
  const invitee = presentMeetingPerson(row.invitee);
  let closedBy: Meeting['closedBy'] = null;
  if (row.status === 'declined' || row.status === 'cancelled') {
    if (row.closedById !== null && row.closedById === row.requester.id) closedBy = 'requester';
    else if (row.closedById !== null && row.closedById === row.invitee.id) closedBy = 'invitee';
    else closedBy = 'system';
  }
  return {
    uid: row.uid,
    event: row.event ? { ...row.event, startsAt: row.event.startsAt.toISOString(), endsAt: row.event.endsAt.toISOString() } : null,
    requester,
    invitee,
    role,
    other: role === 'requester' ? invitee : requester,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: timeZoneOf(row),
    status: effectiveStatus(row, now),
    place: row.place,
    tableNumber: row.tableNumber,
    stand: row.place === 'stand' ? row.stand : null,
    onlineUrl: row.onlineUrl,
    agenda: row.agenda,
    reason: row.reason,
    closedBy,
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    conflicts: extras.conflicts ?? [],
    alternatives: extras.alternatives ?? [],
  };
}

async function loadMeeting(db: Executor, meetingId: number) {
  return (await findMeetingById(db, meetingId))!;
}

/** For pending requests: the viewer's other requested or accepted meetings at the same time. */
async function conflictsFor(db: Executor, rows: MeetingRow[], viewerId: number, now: Date) {
  const pending = rows.filter((row) => effectiveStatus(row, now) === 'requested');
  const result = new Map<number, MeetingConflict[]>();
  if (pending.length === 0) return result;
  const from = new Date(Math.min(...pending.map((row) => row.startsAt.getTime())));
  const to = new Date(Math.max(...pending.map((row) => row.endsAt.getTime())));
  const active = await listActiveOverlapping(db, viewerId, from, to);
  for (const row of pending) {
    const overlapping = active.filter(
      (other) =>
        other.id !== row.id &&
        effectiveStatus(other, now) !== 'expired' &&
        other.startsAt.getTime() < row.endsAt.getTime() &&
        other.endsAt.getTime() > row.startsAt.getTime(),
    );
    result.set(
      row.id,
      overlapping.map((other) => ({
        uid: other.uid,
        status: other.status,
        startsAt: other.startsAt.toISOString(),
        endsAt: other.endsAt.toISOString(),
        with: presentMeetingPerson(other.requester.id === viewerId ? other.invitee : other.requester),
      })),
    );
  }
  return result;
}

/**
 * Up to three slots free for both people now, for a declined request shown to its requester: from
 * a few hours before the declined time on (never earlier than the lead time), within the slots window.
 */
export async function alternativesFor(db: Executor, row: MeetingRow, now: Date): Promise<MeetingSlotRef[]> {
  if (row.requester.id === null || row.invitee.id === null) return [];
  if (row.event && row.event.endsAt.getTime() <= now.getTime()) return [];
  const eventId = row.event ? await findEventIdByUid(db, row.event.uid) : null;
  const from = new Date(Math.max(now.getTime(), row.startsAt.getTime() - 3 * HOUR));
  const to = new Date(from.getTime() + SLOTS_RANGE_DAYS_MAX * DAY);
  const { slots } = await freeSlotsForBoth(db, {
    requesterId: row.requester.id,
    inviteeId: row.invitee.id,
    eventId,
    from,
    to,
    limit: MEETING_ALTERNATIVES_MAX,
    now,
  });
  return slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() }));
}

async function presentOne(db: Executor, row: MeetingRow, viewerId: number, now: Date) {
  const conflicts = (await conflictsFor(db, [row], viewerId, now)).get(row.id) ?? [];
  const alternatives = row.status === 'declined' && row.requester.id === viewerId ? await alternativesFor(db, row, now) : [];
  return presentMeeting(row, viewerId, now, { conflicts, alternatives });
}

// -------------------------------------------------------------------------------------------------
// Notices: notification (+ e-mail under meetingRequests), meeting.changed and counts
// -------------------------------------------------------------------------------------------------

function personName(row: PersonRow) {
  return row.uid === null ? '' : `${row.firstName} ${row.lastName}`.trim();
}

/** The values a meeting's notification and e-mail show, as the recipient sees them. */
export function noticeData(row: MeetingRow, recipientId: number, extra: Record<string, string> = {}): Record<string, string> {
  const other = row.requester.id === recipientId ? row.invitee : row.requester;
  return {
    meetingUid: row.uid,
    name: personName(other) || 'Deleted user',
    eventTitle: row.event?.title ?? '',
    eventUid: row.event?.uid ?? '',
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: timeZoneOf(row),
    place: row.place,
    tableNumber: row.tableNumber === null ? '' : String(row.tableNumber),
    stand: row.stand ?? '',
    onlineUrl: row.onlineUrl ?? '',
    agenda: row.agenda ?? '',
    reason: row.reason ?? '',
    expiresAt: row.expiresAt.toISOString(),
    ...extra,
  };
}

/** Tells `recipientId` of a change (in-app + e-mail per preference) inside the transaction. */
export async function noticeTo(tx: Executor, row: MeetingRow, recipientId: number | null, kind: NotificationKind, extra: Record<string, string> = {}) {
  if (recipientId === null) return;
  await notify(tx, recipientId, kind, noticeData(row, recipientId, extra));
}

/** `meeting.changed` to both people of each meeting, then their fresh counters. */
export async function publishChanged(tx: Executor, rows: { uid: string; status: MeetingStatus; people: (number | null)[] }[]) {
  const everyone = new Set<number>();
  for (const row of rows) {
    const people = row.people.filter((id): id is number => id !== null);
    people.forEach((id) => everyone.add(id));
    await publishStreamEvents(tx, people, 'meeting.changed', { uid: row.uid, status: row.status });
  }
  await publishCountsChanged(tx, [...everyone]);
}

// -------------------------------------------------------------------------------------------------
// Requesting
// -------------------------------------------------------------------------------------------------

/**
 * POST meetings. The rules of a request (requestParties, shared with GET people/{uid}/slots: 404,
 * `self_meeting`, 400 `no_company`, `same_company`, `blocked_by_you`, the event's 404 and
 * `event_not_open`, `not_participant`, `invitee_not_participant`, outside events 403
 * `may_not_request`, then `recipient_has_no_company`); a block by the invitee answers the neutral 403
 * `may_not_request`; the place fits (`no_tables`, `no_stand`); the slot passes slotCheck
 * (`off_grid`, `outside_meeting_hours`, `invitee_unavailable`, `too_soon`, 409 `invitee_busy`). Then,
 * in one transaction under the requester's quota lock: at most MEETING_PENDING_PER_EVENT_MAX pending
 * (`request_limit`), the meeting and the requester's hold (409 `time_taken` from the exclusion
 * constraint), the invitee's notification, live events and counters.
 */
export async function createMeeting(ctx: AppContext, auth: Auth, input: CreateMeeting, now = new Date()): Promise<Meeting> {
  const { invitee, event, blockedByInvitee } = await requestParties(ctx.db, auth, input.inviteeUid, input.eventUid, now);
  if (blockedByInvitee) throw mayNotRequest();
  const eventId = event?.id ?? null;
  if (event) {
    if (input.place === 'table' && event.tables === 0) throw unprocessable('This event has no meeting tables. Meet at the stand or online.', 'no_tables');
    if (input.place === 'stand' && !event.inviteeStand)
      throw unprocessable('This person’s company has no stand at this event. Meet at a table or online.', 'no_stand');
  } else {
    if (input.place === 'table') throw unprocessable('Meeting tables exist only at events. Meet online outside events.', 'no_tables');
    if (input.place === 'stand') throw unprocessable('Stands exist only at events. Meet online outside events.', 'no_stand');
  }

  const check = await slotCheck(ctx.db, { requesterId: auth.userId, inviteeId: invitee.id, eventId, startsAt: new Date(input.startsAt), now });
  if (!check.ok) throw check.error;
  const { slot } = check;

  const meetingId = await inTransaction(ctx.db, async (tx) => {
    await lockRequestQuota(tx, auth.userId, eventId);
    const pending = await countPendingSent(tx, auth.userId, eventId, now);
    if (pending >= MEETING_PENDING_PER_EVENT_MAX) {
      throw quotaReached(
        `You have ${pending} pending meeting requests ${eventId === null ? 'outside events' : 'at this event'}, the most allowed. Wait for answers or cancel one, then ask again.`,
        'request_limit',
        { used: pending, limit: MEETING_PENDING_PER_EVENT_MAX, unit: 'items' },
      );
    }
    const id = await insertMeeting(tx, {
      uid: newUid(),
      eventId,
      requesterId: auth.userId,
      inviteeId: invitee.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      place: input.place,
      onlineUrl: input.onlineUrl,
      agenda: input.agenda,
      expiresAt: expiryOf(now, slot.startsAt),
    });
    await insertHold(tx, id, auth.userId).catch((error: unknown) => holdConflict(error, 'requester'));
    const row = await loadMeeting(tx, id);
    await noticeTo(tx, row, invitee.id, 'meeting_requested');
    await publishChanged(tx, [{ uid: row.uid, status: 'requested', people: [auth.userId, invitee.id] }]);
    return id;
  });
  return presentOne(ctx.db, await loadMeeting(ctx.db, meetingId), auth.userId, now);
}

// -------------------------------------------------------------------------------------------------
// Answering
// -------------------------------------------------------------------------------------------------

async function lockedOrNotFound(tx: Executor, uid: string, auth: Auth) {
  const meeting = await lockMeetingFor(tx, uid, auth.userId);
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  return meeting;
}

function requireInvitee(meeting: LockedMeeting, auth: Auth, action: string) {
  if (meeting.inviteeId !== auth.userId) {
    throw unprocessable(`Only the person asked can ${action} a request: you sent this one. Cancel it instead if it no longer suits you.`, 'not_invitee');
  }
}

function requireStatus(meeting: LockedMeeting, now: Date, allowed: MeetingStatus[], action: string) {
  const status = effectiveStatus(meeting, now);
  if (!allowed.includes(status)) throw stateConflict({ uid: meeting.uid, status }, action);
}

/**
 * Closes the other pending requests that overlap an accepted meeting's time for either person:
 * declined by the system, their holds released, each requester told (with alternatives offered
 * when they open it). Answers them for the live events.
 */
async function declineOverlapping(tx: Executor, accepted: LockedMeeting, now: Date) {
  const people = [accepted.requesterId, accepted.inviteeId].filter((id): id is number => id !== null);
  const overlapping = await lockOverlappingRequests(tx, accepted.id, people, accepted.startsAt, accepted.endsAt);
  const ids = overlapping.map((meeting) => meeting.id);
  await closeMeetings(tx, ids, { status: 'declined', reason: null, closedById: null, now, responded: true });
  for (const meeting of overlapping) {
    const row = await loadMeeting(tx, meeting.id);
    await noticeTo(tx, row, meeting.requesterId, 'meeting_declined', { automatic: 'true' });
  }
  return overlapping.map((meeting) => ({ uid: meeting.uid, status: 'declined' as const, people: [meeting.requesterId, meeting.inviteeId] }));
}

/**
 * POST meetings/{uid}/accept — by the invitee, while requested. In one transaction: the invitee's
 * hold (409 `time_taken` when their time is taken meanwhile), at a table the lowest free one (each
 * candidate tried in a savepoint; the table constraint refuses one taken by a parallel accept, so
 * the next is tried; none free → 409 `table_full` and the request stays open), the status, then every
 * other pending request overlapping either person's time declined automatically.
 */
export async function acceptMeeting(
  ctx: AppContext,
  auth: Auth,
  uid: string,
  elsewhere: AcceptMeeting = { place: null, onlineUrl: null },
  now = new Date(),
): Promise<Meeting> {
  const id = await inTransaction(ctx.db, async (tx) => {
    const peek = await findMeetingFor(tx, uid, auth.userId);
    if (!peek) throw notFound(MEETING_NOT_FOUND);
    await lockPeopleForAccept(
      tx,
      [peek.requesterId, peek.inviteeId].filter((id): id is number => id !== null),
    );
    const meeting = await lockedOrNotFound(tx, uid, auth);
    requireInvitee(meeting, auth, 'accept');
    requireStatus(meeting, now, ['requested'], 'accepted');
    if (meeting.requesterId === null) throw stateConflict({ uid: meeting.uid, status: 'cancelled' }, 'accepted');
    if (elsewhere.place === 'stand' && elsewhere.place !== meeting.place) {
      if (meeting.eventId === null || (await findInviteeStand(tx, meeting.id)) === null) {
        throw unprocessable('Your company has no stand at this event. Accept it at a table or online.', 'no_stand');
      }
      await changePlace(tx, meeting.id, 'stand', null);
      meeting.place = 'stand';
    } else if (elsewhere.place === 'online') {
      await changePlace(tx, meeting.id, 'online', elsewhere.onlineUrl);
      meeting.place = 'online';
    }
    await insertHold(tx, meeting.id, auth.userId).catch((error: unknown) => holdConflict(error, 'invitee'));
    await markAccepted(tx, meeting.id, null, now);
    const declined = await declineOverlapping(tx, meeting, now);
    // The table last, so the slot's lock is held only for the booking, the notices and the commit.
    if (meeting.place === 'table' && meeting.eventId !== null) {
      const table = await bookLowestTable(tx, meeting);
      if (table === null) {
        throw conflict(
          'Every meeting table is booked at this time. The request stays open: accept it at your stand or online instead (place in the body), or decline it.',
          'table_full',
        );
      }
    }
    const row = await loadMeeting(tx, meeting.id);
    await noticeTo(tx, row, meeting.requesterId, 'meeting_accepted');
    await publishChanged(tx, [{ uid: meeting.uid, status: 'accepted', people: [meeting.requesterId, meeting.inviteeId] }, ...declined]);
    return meeting.id;
  });
  return presentOne(ctx.db, await loadMeeting(ctx.db, id), auth.userId, now);
}

/**
 * Books the lowest table free at the meeting's time, under the slot's lock (so parallel acceptances
 * in one slot take tables 1, 2, 3… in turn instead of all racing for table 1). Should a table still
 * be taken meanwhile (a meeting of another length overlapping the slot), the constraint refuses it
 * in a savepoint and the next is tried.
 */
async function bookLowestTable(tx: Executor, meeting: LockedMeeting): Promise<number | null> {
  await lockEventSlot(tx, meeting.eventId!, meeting.startsAt);
  for (let attempts = 0; attempts <= meeting.tables; attempts += 1) {
    const table = await findLowestFreeTable(tx, meeting.eventId!, meeting.tables, meeting.startsAt, meeting.endsAt);
    if (table === null) return null;
    try {
      await tx.transaction(async (savepoint) => setTable(savepoint, meeting.id, table));
      return table;
    } catch (error) {
      const database = databaseErrorOf(error);
      if (database?.code === '23P01' && database.constraint === TABLES_CONSTRAINT) continue;
      throw error;
    }
  }
  return null;
}

/** POST meetings/{uid}/decline {reason?} — by the invitee, while requested; the requester is told and offered alternatives. */
export async function declineMeeting(ctx: AppContext, auth: Auth, uid: string, reason: string | null, now = new Date()): Promise<Meeting> {
  const id = await inTransaction(ctx.db, async (tx) => {
    const meeting = await lockedOrNotFound(tx, uid, auth);
    requireInvitee(meeting, auth, 'decline');
    requireStatus(meeting, now, ['requested'], 'declined');
    await closeMeetings(tx, [meeting.id], { status: 'declined', reason, closedById: auth.userId, now, responded: true });
    const row = await loadMeeting(tx, meeting.id);
    await noticeTo(tx, row, meeting.requesterId, 'meeting_declined', { automatic: 'false' });
    await publishChanged(tx, [{ uid: meeting.uid, status: 'declined', people: [meeting.requesterId, meeting.inviteeId] }]);
    return meeting.id;
  });
  const row = await loadMeeting(ctx.db, id);
  return presentMeeting(row, auth.userId, now, { alternatives: await alternativesFor(ctx.db, row, now) });
}

/**
 * POST meetings/{uid}/cancel {reason?} — either person, while requested or accepted (and not over):
 * the holds go (the table and both people's time are free again), SEQUENCE rises so calendar feeds
 * show it cancelled, and the other side is told.
 */
export async function cancelMeeting(ctx: AppContext, auth: Auth, uid: string, reason: string | null, now = new Date()): Promise<Meeting> {
  const id = await inTransaction(ctx.db, async (tx) => {
    const meeting = await lockedOrNotFound(tx, uid, auth);
    requireStatus(meeting, now, ['requested', 'accepted'], 'cancelled');
    if (meeting.status === 'accepted' && meeting.endsAt.getTime() <= now.getTime()) throw stateConflict({ uid: meeting.uid, status: 'done' }, 'cancelled');
    await closeMeetings(tx, [meeting.id], { status: 'cancelled', reason, closedById: auth.userId, now, responded: false });
    const row = await loadMeeting(tx, meeting.id);
    const other = meeting.requesterId === auth.userId ? meeting.inviteeId : meeting.requesterId;
    await noticeTo(tx, row, other, 'meeting_cancelled');
    await publishChanged(tx, [{ uid: meeting.uid, status: 'cancelled', people: [meeting.requesterId, meeting.inviteeId] }]);
    return meeting.id;
  });
  return presentOne(ctx.db, await loadMeeting(ctx.db, id), auth.userId, now);
}

// -------------------------------------------------------------------------------------------------
// Reading
// -------------------------------------------------------------------------------------------------

/** GET meetings/{uid}: one of the caller's meetings with its conflicts and (declined, to its requester) alternatives. */
export async function getMeeting(ctx: AppContext, auth: Auth, uid: string, now = new Date()): Promise<Meeting> {
  const row = await findMeetingOf(ctx.db, uid, auth.userId);
  if (!row) throw notFound(MEETING_NOT_FOUND);
  return presentOne(ctx.db, row, auth.userId, now);
}

/** Declined requests in the sent box get alternatives, for this many of them (each asks for free slots). */
const SENT_ALTERNATIVES_MAX = 10;

/** GET meetings?box=… (packages/shared/src/meetings.ts meetingBoxQuerySchema). An unknown event uid answers an empty list. */
export async function listMeetings(ctx: AppContext, auth: Auth, query: MeetingBoxQuery, now = new Date()): Promise<MeetingList> {
  const me = auth.userId;
  const rows = await listBox(ctx.db, me, query, now, MEETING_BOX_MAX + 1);
  const hasMore = rows.length > MEETING_BOX_MAX;
  const page = rows.slice(0, MEETING_BOX_MAX);
  const conflicts = await conflictsFor(ctx.db, page, me, now);
  const items: Meeting[] = [];
  let alternativesLeft = query.box === 'sent' ? SENT_ALTERNATIVES_MAX : 0;
  for (const row of page) {
    let alternatives: MeetingSlotRef[] = [];
    if (alternativesLeft > 0 && row.status === 'declined' && row.startsAt.getTime() > now.getTime() - DAY) {
      alternativesLeft -= 1;
      alternatives = await alternativesFor(ctx.db, row, now);
    }
    items.push(presentMeeting(row, me, now, { conflicts: conflicts.get(row.id) ?? [], alternatives }));
  }
  return { items, hasMore };
}

// -------------------------------------------------------------------------------------------------
// iCalendar: one meeting's file and the private feed
// -------------------------------------------------------------------------------------------------

/** How far back the feed reaches. */
const FEED_PAST_DAYS = 90;

/** GET meetings/{uid}/ics: the meeting as an iCalendar file (cancelled ones say so). */
export async function getMeetingIcs(ctx: AppContext, auth: Auth, uid: string) {
  const row = await findMeetingOf(ctx.db, uid, auth.userId);
  if (!row) throw notFound(MEETING_NOT_FOUND);
  return calendarDocument([row], auth.userId, ctx.config.PUBLIC_URL, 'Fairhub meeting');
}

/**
 * GET calendar/{token}.ics: the person's accepted and past meetings, and the accepted ones cancelled
 * since (STATUS:CANCELLED, so calendars remove them), from FEED_PAST_DAYS ago on. An unknown token: 404.
 */
export async function getCalendarFeed(ctx: AppContext, token: string, now = new Date()) {
  const userId = await findUserByFeedToken(ctx.db, token);
  if (userId === null) throw notFound('This calendar address is not valid any more. Copy the new one from Meetings → Availability.');
  const rows = await listFeedMeetings(ctx.db, userId, new Date(now.getTime() - FEED_PAST_DAYS * DAY), 5000);
  return calendarDocument(rows, userId, ctx.config.PUBLIC_URL, 'Fairhub meetings');
}

function feedAddress(ctx: AppContext, token: string): CalendarFeed {
  const url = `${ctx.config.PUBLIC_URL}${API_BASE}/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** GET profile/calendar-feed: the caller's private feed address (its secret made at the first ask). */
export async function getCalendarFeedAddress(ctx: AppContext, auth: Auth) {
  return feedAddress(ctx, await ensureFeedToken(ctx.db, auth.userId, newSecretToken()));
}

/** POST profile/calendar-feed/reset: a new secret; the old address stops working at once. */
export async function resetCalendarFeed(ctx: AppContext, auth: Auth) {
  const token = newSecretToken();
  await replaceFeedToken(ctx.db, auth.userId, token);
  return feedAddress(ctx, token);
}

// -------------------------------------------------------------------------------------------------
// Account deletion and the organizer's changes
// -------------------------------------------------------------------------------------------------

/**
 * Inside an account deletion's transaction, before the user row goes: every requested or accepted
 * meeting of the person that has not ended is cancelled (holds released, SEQUENCE raised) and the
 * other side is told, with the person's name as it was. Answers how many.
 */
export async function cancelMeetingsOfDeletedAccount(tx: Executor, userId: number, now = new Date()) {
  const open = await lockOpenMeetingsOf(tx, userId, now);
  if (open.length === 0) return 0;
  await closeMeetings(
    tx,
    open.map((meeting) => meeting.id),
    { status: 'cancelled', reason: null, closedById: userId, now, responded: false },
  );
  for (const meeting of open) {
    const row = await loadMeeting(tx, meeting.id);
    await noticeTo(tx, row, meeting.requesterId === userId ? meeting.inviteeId : meeting.requesterId, 'meeting_cancelled', { accountDeleted: 'true' });
  }
  await publishChanged(
    tx,
    open.map((meeting) => ({ uid: meeting.uid, status: 'cancelled' as const, people: [meeting.requesterId, meeting.inviteeId] })),
  );
  return open.length;
}
