import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import {
  eventScheduleIssues,
  type CreateEvent,
  type MyEvent,
  type MyEventSummary,
  type myEventListQuerySchema,
  type ParticipantCounts,
  type UpdateEvent,
} from '@fairhub/shared/my-events';
import type { Page } from '@fairhub/shared/paging';
import { parseSort } from '@fairhub/shared/panel-fields';
import type { ParticipationRole, ParticipationStatus } from '@fairhub/shared/statuses';
import { imageAddress } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import { readTogether, type Executor } from '../../db/client.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { iso, isoOrNull } from '../../lib/iso-date.ts';
import { offsetOf } from '../../lib/paging.ts';
import { invalidField, notFound, unprocessable } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { slugify } from '../../lib/slug.ts';
import { textSearch } from '../../lib/text-search.ts';
import type { Auth } from '../../plugins/auth.ts';
import { codesByOwner } from '../codes/codes.presenter.ts';
import { requireCodes } from '../codes/require-codes.ts';
import { presentCountry } from '../countries/countries.presenter.ts';
import { organizerScope } from '../organizers/organizer-scope.ts';
import { requireUploads } from '../uploads/uploads.service.ts';
import { insertEvent, setEventCodes, updateEvent, type EventChange } from './event-writes.repository.ts';
import { eventCodesOf } from './events.repository.ts';
import { tellParticipants } from './event-updates.ts';
import { cancelMeetingsOfCancelledEvent, settleMeetingsAfterEventChange } from '../meetings/organizer-meetings.service.ts';
import {
  deleteDraftEvent,
  eventCountriesByIds,
  findCompanyRef,
  findMyEvent,
  findOwnVenueForEvent,
  listOrganizedEvents,
  listParticipatedEvents,
  participantCountsOf,
  venuesByIds,
  type MyEventRow,
  type OrganizerRef,
} from './my-events.repository.ts';

/**
 * The organizer panel's events (docs/decisions.md, "Organizer events"). Members of an organizer
 * company read its events in every status; its owners and admins create, change, publish, cancel
 * and delete them (organizers/organizer-scope.ts). Status: draft → published → finished (the
 * `events.finish` job) or cancelled (from draft or published, with a reason told to every
 * participant). Every write locks the event and runs in one transaction; the description is
 * sanitised HTML; the event's city and country come from its venue (event-writes.repository.ts).
 */

export type MyEventListParams = z.output<typeof myEventListQuerySchema>;

const NOT_FOUND = 'Your company has no such event.';
const EMPTY_COUNTS: ParticipantCounts = { pending: 0, approved: 0, rejected: 0, applicationsPending: 0 };
/** The time of day as the API writes it: HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);

async function presentSummaries(
  db: Executor,
  rows: (MyEventRow & { organizer: OrganizerRef; myRole?: ParticipationRole | null; myStatus?: ParticipationStatus | null })[],
  companyId: number | null,
  language: Language,
): Promise<MyEventSummary[]> {
  // Also called inside a write's transaction (presentEvent), where the reads go one at a time.
  const [venues, countries, counts] = await readTogether(db, [
    () =>
      venuesByIds(
        db,
        rows.flatMap((row) => (row.venueId === null ? [] : [row.venueId])),
      ),
    () =>
      eventCountriesByIds(
        db,
        rows.flatMap((row) => (row.countryId === null ? [] : [row.countryId])),
      ),
    () =>
      participantCountsOf(
        db,
        rows.filter((row) => row.organizerId === companyId).map((row) => row.id),
      ),
  ]);
  return rows.map((row) => {
    const venue = row.venueId === null ? undefined : venues.get(row.venueId);
    const country = row.countryId === null ? undefined : countries.get(row.countryId);
    const organizing = row.organizerId === companyId;
    return {
      uid: row.uid,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      timeZone: row.timeZone,
      status: row.status,
      coverImage: row.coverImage ? { uid: row.coverImage, url: imageAddress(row.coverImage) } : null,
      onlineUrl: row.onlineUrl,
      city: row.city,
      country: country ? presentCountry(country, language) : null,
      venue: venue ? { uid: venue.uid, slug: venue.slug, name: venue.name, city: venue.city, country: presentCountry(venue.country, language) } : null,
      organizer: { uid: row.organizer.uid, slug: row.organizer.slug, name: row.organizer.name },
      organizing,
      participants: organizing ? (counts.get(row.id) ?? EMPTY_COUNTS) : null,
      participation: row.myRole && row.myStatus ? { role: row.myRole, status: row.myStatus } : null,
      cancelReason: row.cancelReason,
      updatedAt: iso(row.updatedAt),
    };
  });
}

async function presentEvent(db: Executor, scope: CompanyScope, row: MyEventRow, language: Language): Promise<MyEvent> {
  const organizer = await findCompanyRef(db, scope.companyId);
  const [summary] = await presentSummaries(db, [{ ...row, organizer: organizer! }], scope.companyId, language);
  const codes = codesByOwner(await eventCodesOf(db, [row.id]), language);
  return {
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    startsAt: summary!.startsAt,
    endsAt: summary!.endsAt,
    timeZone: row.timeZone,
    status: row.status,
    venue: summary!.venue,
    onlineUrl: row.onlineUrl,
    city: row.city,
    country: summary!.country,
    codes: codes(row.id),
    coverImage: summary!.coverImage,
    registrationOpensAt: isoOrNull(row.registrationOpensAt),
    registrationClosesAt: isoOrNull(row.registrationClosesAt),
    approval: row.approval,
    meetingSlotMinutes: row.meetingSlotMinutes,
    meetingDayStart: hhmm(row.meetingDayStart),
    meetingDayEnd: hhmm(row.meetingDayEnd),
    meetingTables: row.meetingTables,
    cancelReason: row.cancelReason,
    cancelledAt: isoOrNull(row.cancelledAt),
    participants: summary!.participants ?? EMPTY_COUNTS,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** GET events/mine: `organizing` (members of an organizer company) or `participating` (anyone signed in). */
export async function listMyEvents(ctx: AppContext, auth: Auth, params: MyEventListParams, language: Language): Promise<Page<MyEventSummary>> {
  const filter = { text: textSearch(params.q), status: params.status, sharedWith: params.sharedWith, sort: parseSort(params.sort) };
  const limit = params.perPage;
  const offset = offsetOf(params.page, params.perPage);
  if (params.role === 'organizing') {
    const scope = await organizerScope(ctx.db, auth, 'read');
    const { rows, total } = await listOrganizedEvents(ctx.db, scope.companyId, filter, limit, offset);
    return { items: await presentSummaries(ctx.db, rows, scope.companyId, language), total, page: params.page, perPage: params.perPage };
  }
  const { rows, total } = await listParticipatedEvents(
    ctx.db,
    { userId: auth.userId, companyId: auth.companyId },
    { ...filter, participation: params.participation, own: params.own === 'true' },
    limit,
    offset,
  );
  return { items: await presentSummaries(ctx.db, rows, auth.companyId, language), total, page: params.page, perPage: params.perPage };
}

export async function getMyEvent(ctx: AppContext, auth: Auth, uid: string, language: Language) {
  const scope = await organizerScope(ctx.db, auth, 'read');
  const row = await findMyEvent(ctx.db, scope.companyId, uid);
  if (!row) throw notFound(NOT_FOUND);
  return presentEvent(ctx.db, scope, row, language);
}

/**
 * The venue a body names: one of the company's own (400 `venue_unknown` otherwise), share-locked so
 * that it is not deleted or moved meanwhile; null for none, undefined when the body leaves it out.
 * Taken before the event's own lock, in the same order as a venue's change takes them (the venue,
 * then its events), so the two never deadlock.
 */
async function venueOf(tx: Executor, scope: CompanyScope, venueUid: string | null | undefined) {
  if (venueUid === undefined || venueUid === null) return venueUid;
  const venue = await findOwnVenueForEvent(tx, scope.companyId, venueUid);
  if (!venue) throw invalidField('venueUid', 'venue_unknown');
  return venue.id;
}

/** The body's references (cover, codes) checked and the body turned into the event's values, with its venue (venueOf). */
async function valuesOf(tx: Executor, scope: CompanyScope, body: Partial<CreateEvent>, venueId: number | null | undefined): Promise<EventChange> {
  const values: EventChange = {};
  if (body.title !== undefined) {
    values.title = body.title;
    values.slug = slugify(body.title);
  }
  if (body.summary !== undefined) values.summary = body.summary;
  if (body.description !== undefined) values.description = sanitizeRichText(body.description);
  if (body.startsAt !== undefined) values.startsAt = new Date(body.startsAt);
  if (body.endsAt !== undefined) values.endsAt = new Date(body.endsAt);
  if (body.timeZone !== undefined) values.timeZone = body.timeZone;
  if (venueId !== undefined) values.venueId = venueId;
  if (body.onlineUrl !== undefined) values.onlineUrl = body.onlineUrl;
  if (body.coverImage !== undefined) {
    if (body.coverImage !== null)
      await requireUploads(tx, [body.coverImage], 'event_cover', { companyId: scope.companyId, userId: scope.userId }, 'coverImage');
    values.coverImage = body.coverImage;
  }
  if (body.registrationOpensAt !== undefined) values.registrationOpensAt = body.registrationOpensAt === null ? null : new Date(body.registrationOpensAt);
  if (body.registrationClosesAt !== undefined) values.registrationClosesAt = body.registrationClosesAt === null ? null : new Date(body.registrationClosesAt);
  if (body.approval !== undefined) values.approval = body.approval;
  if (body.meetingSlotMinutes !== undefined) values.meetingSlotMinutes = body.meetingSlotMinutes;
  if (body.meetingDayStart !== undefined) values.meetingDayStart = body.meetingDayStart;
  if (body.meetingDayEnd !== undefined) values.meetingDayEnd = body.meetingDayEnd;
  if (body.meetingTables !== undefined) values.meetingTables = body.meetingTables;
  if (body.codes !== undefined) await requireCodes(tx, body.codes, 'codes');
  return values;
}

/** POST events/mine: a new draft of the caller's organizer company. */
export async function createMyEvent(ctx: AppContext, auth: Auth, body: CreateEvent, language: Language) {
  const scope = await organizerScope(ctx.db, auth, 'write');
  return ctx.db.transaction(async (tx) => {
    const values = await valuesOf(tx, scope, body, await venueOf(tx, scope, body.venueUid));
    const row = await insertEvent(tx, {
      ...values,
      uid: newUid(),
      slug: values.slug!,
      title: values.title!,
      startsAt: values.startsAt!,
      endsAt: values.endsAt!,
      timeZone: values.timeZone!,
      venueId: values.venueId ?? null,
      organizerId: scope.companyId,
      status: 'draft',
      createdById: scope.userId,
    });
    await setEventCodes(tx, row.id, body.codes);
    return presentEvent(tx, scope, row, language);
  });
}

const isoTime = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * PATCH events/mine/{uid}: drafts and published events only (422 `event_not_editable`); the rules
 * between fields on the event as it will be; a published event keeps a place (422
 * `event_needs_place`). When a published event's date or place changes, every participant (pending
 * or approved) is told. Open meetings the new tables, meeting hours or dates no longer hold answer 422
 * `meetings_affected` (listed in `current`) unless `confirmMeetingChanges`: then they are cancelled and
 * both sides told (meetings/organizer-meetings.service.ts).
 */
export async function updateMyEvent(
  ctx: AppContext,
  auth: Auth,
  uid: string,
  body: UpdateEvent,
  language: Language,
  options: { confirmMeetingChanges?: boolean } = {},
) {
  const scope = await organizerScope(ctx.db, auth, 'write');
  return ctx.db.transaction(async (tx) => {
    const venueId = await venueOf(tx, scope, body.venueUid);
    const current = await findMyEvent(tx, scope.companyId, uid, { forUpdate: true });
    if (!current) throw notFound(NOT_FOUND);
    if (current.status !== 'draft' && current.status !== 'published') {
      throw unprocessable(`A ${current.status} event cannot be changed any more.`, 'event_not_editable');
    }
    const merged = {
      startsAt: body.startsAt ?? iso(current.startsAt),
      endsAt: body.endsAt ?? iso(current.endsAt),
      registrationOpensAt: body.registrationOpensAt === undefined ? isoTime(current.registrationOpensAt) : body.registrationOpensAt,
      registrationClosesAt: body.registrationClosesAt === undefined ? isoTime(current.registrationClosesAt) : body.registrationClosesAt,
      meetingDayStart: body.meetingDayStart ?? hhmm(current.meetingDayStart),
      meetingDayEnd: body.meetingDayEnd ?? hhmm(current.meetingDayEnd),
    };
    const [issue] = eventScheduleIssues(merged);
    if (issue) throw invalidField(issue.field, issue.code);
    const values = await valuesOf(tx, scope, body, venueId);
    const place = values.venueId === undefined ? current.venueId : values.venueId;
    const onlineUrl = values.onlineUrl === undefined ? current.onlineUrl : values.onlineUrl;
    if (current.status === 'published' && place === null && onlineUrl === null) {
      throw unprocessable('A published event needs a venue or an online address: keep one of them.', 'event_needs_place');
    }
    const row = await updateEvent(tx, scope.companyId, current.id, values);
    if (!row) throw notFound(NOT_FOUND);
    if (body.codes !== undefined) await setEventCodes(tx, row.id, body.codes);
    // Meetings the new tables, hours or dates no longer hold: 422 meetings_affected, or cancelled when confirmed.
    if (row.status === 'published') await settleMeetingsAfterEventChange(tx, row, options.confirmMeetingChanges === true);
    const dateChanged =
      row.startsAt.getTime() !== current.startsAt.getTime() || row.endsAt.getTime() !== current.endsAt.getTime() || row.timeZone !== current.timeZone;
    const placeChanged = row.venueId !== current.venueId || row.onlineUrl !== current.onlineUrl;
    if (row.status === 'published' && (dateChanged || placeChanged)) await tellParticipants(tx, row, { kind: 'event_changed', dateChanged, placeChanged });
    return presentEvent(tx, scope, row, language);
  });
}

/** DELETE events/mine/{uid}: drafts only (422 `event_not_draft`). */
export async function deleteMyEvent(ctx: AppContext, auth: Auth, uid: string) {
  const scope = await organizerScope(ctx.db, auth, 'write');
  await ctx.db.transaction(async (tx) => {
    const current = await findMyEvent(tx, scope.companyId, uid, { forUpdate: true });
    if (!current) throw notFound(NOT_FOUND);
    if (current.status !== 'draft') throw unprocessable('Only a draft can be deleted. Cancel a published event instead.', 'event_not_draft');
    await deleteDraftEvent(tx, scope.companyId, current.id);
  });
}

/** POST events/mine/{uid}/publish: a draft with a venue or an online address (422 `event_not_draft`, `event_needs_place`). */
export async function publishMyEvent(ctx: AppContext, auth: Auth, uid: string, language: Language) {
  const scope = await organizerScope(ctx.db, auth, 'write');
  return ctx.db.transaction(async (tx) => {
    const current = await findMyEvent(tx, scope.companyId, uid, { forUpdate: true });
    if (!current) throw notFound(NOT_FOUND);
    if (current.status !== 'draft') throw unprocessable(`Only a draft can be published; this event is ${current.status}.`, 'event_not_draft');
    if (current.venueId === null && current.onlineUrl === null) {
      throw unprocessable('Choose a venue or enter an online address before publishing.', 'event_needs_place');
    }
    const row = await updateEvent(tx, scope.companyId, current.id, { status: 'published' });
    return presentEvent(tx, scope, row!, language);
  });
}

/** POST events/mine/{uid}/cancel: from draft or published (422 `event_not_cancellable`); every participant is told the reason. */
export async function cancelMyEvent(ctx: AppContext, auth: Auth, uid: string, reason: string, language: Language) {
  const scope = await organizerScope(ctx.db, auth, 'write');
  return ctx.db.transaction(async (tx) => {
    const current = await findMyEvent(tx, scope.companyId, uid, { forUpdate: true });
    if (!current) throw notFound(NOT_FOUND);
    if (current.status !== 'draft' && current.status !== 'published') {
      throw unprocessable(`This event is already ${current.status}.`, 'event_not_cancellable');
    }
    const row = await updateEvent(tx, scope.companyId, current.id, { status: 'cancelled', cancelReason: reason, cancelledAt: new Date() });
    await cancelMeetingsOfCancelledEvent(tx, current.id);
    await tellParticipants(tx, row!, { kind: 'event_cancelled', reason });
    return presentEvent(tx, scope, row!, language);
  });
}
