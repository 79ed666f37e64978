import type { z } from 'zod';
import type { Page } from '@fairhub/shared/paging';
import { parseSort } from '@fairhub/shared/panel-fields';
import type { DecisionResult, Participant, participantListQuerySchema, decisionSchema } from '@fairhub/shared/participation';
import type { ParticipationRole, ParticipationStatus } from '@fairhub/shared/statuses';
import { DEFAULT_LANGUAGE, type Language } from '@fairhub/shared/constants';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { offsetOf } from '../../lib/paging.ts';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { findUserById } from '../auth/users.repository.ts';
import { conflict, forbidden, notFound, statusConflict } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishStreamEvents } from '../stream/stream-publish.ts';
import { notOrganizer } from '../organizers/organizer-scope.ts';
import { companyScope, isCompanyAdmin } from '../../lib/company-scope.ts';
import {
  decideExhibitor,
  decideVisitor,
  findApplicationsByUid,
  findExhibitorByCompanyUid,
  findOrganizedEvent,
  findStaffUserIds,
  listApplications,
  setExhibitorStand,
  type ApplicationRow,
  type ParticipationEvent,
} from './participation.repository.ts';

export type ParticipantListParams = z.output<typeof participantListQuerySchema>;
export type DecisionParams = z.output<typeof decisionSchema>;

const NO_EVENT = 'Your company organizes no such event.';

/**
 * An event of the caller's organizer company: members read, owners and admins write (the rules of
 * organizerScope: 400 no_company, 403 not_organizer, 403 for a member writing), 404 for an event
 * the company does not organize.
 */
export async function organizedEvent(db: Executor, auth: Auth, uid: string, access: 'read' | 'write') {
  const scope = companyScope(auth);
  const { isOrganizer, event } = await findOrganizedEvent(db, scope.companyId, uid);
  if (!isOrganizer) throw notOrganizer();
  if (access === 'write' && !isCompanyAdmin(scope)) throw forbidden('Only the company’s owners and admins may change its venues and events.');
  if (!event) throw notFound(NO_EVENT);
  return { scope, event };
}

const imageRef = (uid: string | null) => (uid ? { uid, url: mediaUrl(uid) } : null);

function presentApplications(rows: ApplicationRow[]): Participant[] {
  return rows.map((row) => ({
    uid: row.uid,
    role: row.role,
    status: row.status,
    person:
      row.role === 'visitor' && row.userUid
        ? {
            uid: row.userUid,
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
            avatar: imageRef(row.avatar),
            email: row.email ?? '',
            jobTitle: row.jobTitle,
          }
        : null,
    company: row.companyUid ? { uid: row.companyUid, slug: row.companySlug!, name: row.companyName!, countryCode: row.countryCode } : null,
    staff: row.staff.map((member) => ({ ...member, avatar: imageRef(member.avatar) })),
    stand: row.stand,
    reason: row.reason,
    appliedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  }));
}

function listFilter(params: ParticipantListParams) {
  return { text: params.q, role: params.role, status: params.status };
}

/** GET events/mine/{uid}/participants (JSON): one page of applications with the total. */
export async function getParticipantsPage(ctx: AppContext, auth: Auth, eventUid: string, params: ParticipantListParams): Promise<Page<Participant>> {
  const { event } = await organizedEvent(ctx.db, auth, eventUid, 'read');
  const { rows, total } = await listApplications(
    ctx.db,
    event.id,
    listFilter(params),
    parseSort(params.sort),
    params.perPage,
    offsetOf(params.page, params.perPage),
  );
  return { items: presentApplications(rows), total, page: params.page, perPage: params.perPage };
}

const CSV_TEXT = {
  en: {
    header: ['Role', 'Status', 'First name', 'Last name', 'E-mail', 'Job title', 'Company', 'Country', 'Stand', 'Staff', 'Applied at', 'Decided at', 'Reason'],
    role: { visitor: 'Visitor', exhibitor: 'Exhibitor' },
    status: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
  },
  pl: {
    header: ['Rola', 'Status', 'Imię', 'Nazwisko', 'E-mail', 'Stanowisko', 'Firma', 'Kraj', 'Stoisko', 'Personel', 'Zgłoszono', 'Zdecydowano', 'Uzasadnienie'],
    role: { visitor: 'Gość', exhibitor: 'Wystawca' },
    status: { pending: 'Oczekuje', approved: 'Zaakceptowane', rejected: 'Odrzucone' },
  },
} as const satisfies Record<Language, { header: readonly string[]; role: Record<ParticipationRole, string>; status: Record<ParticipationStatus, string> }>;

/**
 * GET events/mine/{uid}/participants?format=csv: every matching application (paging ignored) as
 * RFC 4180 CSV in UTF-8 with a byte-order mark (so a spreadsheet keeps Polish letters), its file name
 * made of the event's slug and today's date. Headers, roles and statuses are in the caller's preferred
 * language (as their e-mails are).
 */
export async function getParticipantsCsv(ctx: AppContext, auth: Auth, eventUid: string, params: ParticipantListParams) {
  const { event } = await organizedEvent(ctx.db, auth, eventUid, 'read');
  const text = CSV_TEXT[(await findUserById(ctx.db, auth.userId))?.language ?? DEFAULT_LANGUAGE];
  const { rows } = await listApplications(ctx.db, event.id, listFilter(params), parseSort(params.sort), null, 0);
  const items = presentApplications(rows);
  const records = items.map((item) => [
    text.role[item.role],
    text.status[item.status],
    item.person?.firstName ?? '',
    item.person?.lastName ?? '',
    item.person?.email ?? '',
    item.person?.jobTitle ?? '',
    item.company?.name ?? '',
    item.company?.countryCode ?? '',
    item.stand ?? '',
    item.staff.map((member) => `${member.firstName} ${member.lastName} <${member.email}>`).join('; '),
    item.appliedAt,
    item.decidedAt ?? '',
    item.reason ?? '',
  ]);
  const body = spreadsheetCsv(text.header, records);
  const fileName = `participants-${event.slug}-${new Date().toISOString().slice(0, 10)}.csv`.replace(/[^A-Za-z0-9._-]/g, '-');
  return { body, fileName };
}

/**
 * POST events/mine/{uid}/participants/decisions. Every application is written by compare-and-set
 * (`UPDATE … WHERE status = expected`, expected being `expectedStatus` or else `pending`) in one
 * transaction: when one of them is neither in the expected status nor already decided this way —
 * another organizer decided in between — nothing is written and the answer is 409 `status_changed`
 * with the current statuses. Changing a decision is thus explicit: it names the status it changes.
 * An exhibitor decision moves its staff's participations with it. Each applicant whose status
 * changed is told (in-app, and by e-mail under `eventUpdates`).
 */
export async function decideApplications(ctx: AppContext, auth: Auth, eventUid: string, input: DecisionParams): Promise<DecisionResult> {
  const { scope, event } = await organizedEvent(ctx.db, auth, eventUid, 'write');
  const status: ParticipationStatus = input.decision === 'approve' ? 'approved' : 'rejected';
  const reason = input.reason ?? null;
  const found = await findApplicationsByUid(ctx.db, event.id, input.uids);
  const known = new Set([...found.visitors, ...found.exhibitors].map((row) => row.uid));
  const missing = input.uids.filter((uid) => !known.has(uid));
  if (missing.length > 0) throw notFound(`No application of this event has the id ${missing[0]}.`);
  // Changing a decision is explicit: without expectedStatus only pending applications are decided.
  const expected = input.expectedStatus ?? 'pending';
  const moved = [...found.visitors, ...found.exhibitors].filter((row) => row.status !== status && row.status !== expected);
  if (moved.length > 0) throw statusChanged(moved);
  const changed: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const decision = { status, reason, decidedById: scope.userId };
    const lost: { uid: string }[] = [];
    // Rows are locked in the order a rename refreshes their keys (migrations 0016, 0021): exhibitor
    // applications (each with its staff) before visitors, each kind by id — so a company renamed
    // meanwhile waits for this decision, or this one for it, and neither deadlocks.
    for (const exhibitor of found.exhibitors) {
      if (exhibitor.status === status) continue;
      if (await decideExhibitor(tx, exhibitor.id, expected, decision)) {
        changed.push(exhibitor.uid);
        for (const userId of await findStaffUserIds(tx, exhibitor.id)) {
          await tellApplicant(tx, userId, event, status, { role: 'exhibitor', reason, companyName: exhibitor.companyName });
        }
      } else lost.push(exhibitor);
    }
    for (const visitor of found.visitors) {
      if (visitor.status === status) continue;
      if (await decideVisitor(tx, visitor.id, expected, decision)) {
        changed.push(visitor.uid);
        await tellApplicant(tx, visitor.userId, event, status, { role: 'visitor', reason, companyName: '' });
      } else lost.push(visitor);
    }
    if (lost.length > 0) {
      // Another decision came first: report what it is now and write nothing (the transaction rolls back).
      const now = await findApplicationsByUid(
        tx,
        event.id,
        lost.map((row) => row.uid),
      );
      throw statusChanged([...now.visitors, ...now.exhibitors]);
    }
  });
  const { rows } = await listApplications(ctx.db, event.id, { uids: input.uids }, { field: 'applied', descending: true }, null, 0);
  return { items: presentApplications(rows), changed };
}

function statusChanged(rows: { uid: string; status: ParticipationStatus }[]) {
  const list = rows.map((row) => `${row.uid}: ${row.status}`).join(', ');
  return statusConflict(
    `Someone else decided meanwhile, so nothing was changed. Current status — ${list}. Reload the list and decide again.`,
    'status_changed',
    rows.map((row) => ({ uid: row.uid, status: row.status })),
  );
}

async function tellApplicant(
  tx: Executor,
  userId: number,
  event: ParticipationEvent,
  status: ParticipationStatus,
  data: { role: 'visitor' | 'exhibitor'; reason: string | null; companyName: string },
) {
  await publishStreamEvents(tx, [userId], 'participation.changed', { eventUid: event.uid, status });
  await notify(tx, userId, status === 'approved' ? 'participation_approved' : 'participation_rejected', {
    eventTitle: event.title,
    eventUid: event.uid,
    role: data.role,
    companyName: data.companyName,
    reason: data.reason ?? '',
  });
}

/**
 * PUT events/mine/{uid}/exhibitors/{companyUid}/stand. A stand is unique within the event (case
 * ignored), enforced by the partial unique index: a stand taken by another company — also by a
 * parallel request — answers 409 `stand_taken`. Null clears it.
 */
export async function setStand(ctx: AppContext, auth: Auth, eventUid: string, companyUid: string, stand: string | null) {
  const { event } = await organizedEvent(ctx.db, auth, eventUid, 'write');
  const exhibitor = await findExhibitorByCompanyUid(ctx.db, event.id, companyUid);
  if (!exhibitor) throw notFound('This company has not applied to exhibit at this event.');
  try {
    await ctx.db.transaction(async (tx) => setExhibitorStand(tx, exhibitor.id, stand));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Stand ${stand} is already given to another company at this event. Choose another one.`, 'stand_taken');
    throw error;
  }
  const { rows } = await listApplications(ctx.db, event.id, { uids: [exhibitor.uid] }, { field: 'applied', descending: true }, null, 0);
  const [item] = presentApplications(rows);
  return item!;
}
