import type { Apply, ApplyAbility, ApplyBlock, MyParticipation } from '@fairhub/shared/participation';
import type { ParticipationRole, ParticipationStatus } from '@fairhub/shared/statuses';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { ProblemError, conflict, forbidden, notFound, statusConflict, unprocessable } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { eventPageIsVisible } from '../../db/public-visibility.ts';
import { insertExhibitors, insertVisitors } from '../events/event-writes.repository.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishStreamEvents } from '../stream/stream-publish.ts';
import {
  deleteExhibitor,
  deleteParticipation,
  findCompanyAdmins,
  findCompanyExhibitor,
  findCompanyRole,
  findCompanyUsersByUid,
  findParticipatingUsers,
  findParticipationEvent,
  findPersonName,
  findStaff,
  findUserParticipation,
  type ParticipationEvent,
} from './participation.repository.ts';

const NO_EVENT = 'There is no such event, or it has not been published yet.';

/** The sentence and status of each reason not to apply (ApplyBlock, packages/shared/src/participation.ts). */
const BLOCKS: Record<ApplyBlock, { status: number; detail: string }> = {
  not_published: { status: 422, detail: 'This event does not take applications: it is not published, or it was cancelled or has finished.' },
  registration_not_open: { status: 422, detail: 'Registration for this event has not opened yet. Come back once it opens.' },
  registration_closed: { status: 422, detail: 'Registration for this event has closed.' },
  own_event: { status: 422, detail: 'Your company organizes this event: it cannot take part in it.' },
  already_applied: { status: 409, detail: 'You already take part in this event.' },
  no_company: { status: 422, detail: 'Exhibiting is for companies: create your company first.' },
  not_company_admin: { status: 403, detail: 'Only an owner or admin of your company may apply for it to exhibit.' },
};

export function blockProblem(block: ApplyBlock, current?: { uid: string; status: ParticipationStatus }) {
  const { status, detail } = BLOCKS[block];
  if (status === 409 && current) return statusConflict(`${detail} Its status: ${current.status}.`, block, [current]);
  if (status === 409) return conflict(detail, block);
  if (status === 403) return new ProblemError(403, 'Forbidden', detail, { code: block });
  return unprocessable(detail, block);
}

/** Why the event takes no applications now (published, and registration open: opens ≤ now < closes, nulls meaning open). */
export function eventBlock(event: Pick<ParticipationEvent, 'status' | 'registrationOpensAt' | 'registrationClosesAt'>, now = new Date()): ApplyBlock | null {
  if (event.status !== 'published') return 'not_published';
  if (event.registrationOpensAt && event.registrationOpensAt > now) return 'registration_not_open';
  if (event.registrationClosesAt && event.registrationClosesAt <= now) return 'registration_closed';
  return null;
}

/** A visible event (drafts only to the organizer's members): 404 otherwise. */
export async function visibleEvent(db: Executor, uid: string, auth: Auth) {
  const event = await findParticipationEvent(db, { uid });
  if (!event || !eventPageIsVisible(event.status, auth.companyId === event.organizerId)) throw notFound(NO_EVENT);
  return event;
}

const ability = (reason: ApplyBlock | null): ApplyAbility => ({ allowed: reason === null, reason });

const personRef = (person: { uid: string; firstName: string; lastName: string; avatar: string | null }) => ({
  uid: person.uid,
  firstName: person.firstName,
  lastName: person.lastName,
  avatar: person.avatar ? { uid: person.avatar, url: mediaUrl(person.avatar) } : null,
});

/** GET events/{uid}/participation: the caller's own part (as visitor, and their company's exhibitor application) and what they may do. */
export async function getMyParticipation(db: Executor, auth: Auth, eventUid: string): Promise<MyParticipation> {
  const event = await visibleEvent(db, eventUid, auth);
  return describeParticipation(db, auth, event);
}

export async function describeParticipation(db: Executor, auth: Auth, event: ParticipationEvent): Promise<MyParticipation> {
  const [own, membership] = await Promise.all([findUserParticipation(db, event.id, auth.userId), findCompanyRole(db, auth.userId)]);
  const company = membership ? await findCompanyExhibitor(db, event.id, membership.companyId) : undefined;
  const staff = company ? await findStaff(db, [company.exhibitor.id]) : [];
  const isAdmin = membership?.role === 'owner' || membership?.role === 'admin';
  const organizing = membership?.companyId === event.organizerId;
  const closed = eventBlock(event);
  const common = organizing ? 'own_event' : closed;
  const visitor = own?.role === 'visitor' ? own : undefined;
  return {
    event: { uid: event.uid, slug: event.slug, title: event.title },
    visitor: visitor
      ? {
          uid: visitor.uid,
          status: visitor.status,
          reason: visitor.decisionReason,
          appliedAt: visitor.createdAt.toISOString(),
          decidedAt: visitor.decidedAt?.toISOString() ?? null,
          canWithdraw: event.status !== 'finished',
        }
      : null,
    exhibitor: company
      ? {
          uid: company.exhibitor.uid,
          company: { uid: company.companyUid, slug: company.companySlug, name: company.companyName },
          status: company.exhibitor.status,
          reason: company.exhibitor.decisionReason,
          appliedAt: company.exhibitor.createdAt.toISOString(),
          decidedAt: company.exhibitor.decidedAt?.toISOString() ?? null,
          stand: company.exhibitor.stand,
          members: staff.map(personRef),
          staffing: staff.some((member) => member.userId === auth.userId),
          canWithdraw: isAdmin && event.status !== 'finished',
        }
      : null,
    canApply: {
      visitor: ability(common ?? (own ? 'already_applied' : null)),
      exhibitor: ability(common ?? (!membership ? 'no_company' : !isAdmin ? 'not_company_admin' : company ? 'already_applied' : null)),
    },
    organizing,
  };
}

/** The organizer's admins hear of a new application (in-app, and by e-mail under `eventUpdates`). */
async function tellOrganizer(tx: Executor, event: ParticipationEvent, data: { role: ParticipationRole; name: string; status: ParticipationStatus }) {
  const admins = await findCompanyAdmins(tx, event.organizerId);
  // Their open participant lists refresh on the live stream; published first, to all of them at once (stream-publish.ts).
  await publishStreamEvents(
    tx,
    admins.map((admin) => admin.id),
    'participation.changed',
    { eventUid: event.uid, status: data.status },
  );
  for (const admin of admins) {
    await notify(tx, admin.id, 'participation_applied', {
      eventTitle: event.title,
      eventUid: event.uid,
      role: data.role,
      name: data.name,
      status: data.status,
    });
  }
}

export interface ApplyOptions {
  /** Accepting an organizer's invitation: registration dates do not apply and it is approved at once. */
  invited?: boolean;
}

/**
 * POST events/{uid}/participations. One participation per person and event, one exhibitor
 * application per company and event: the unique constraints decide between parallel requests, and
 * the loser answers 409 `already_applied` with the existing application's status.
 */
export async function applyToEvent(ctx: AppContext, auth: Auth, eventUid: string, input: Apply, options: ApplyOptions = {}): Promise<MyParticipation> {
  const event = await visibleEvent(ctx.db, eventUid, auth);
  return applyToKnownEvent(ctx, auth, event, input, options);
}

export async function applyToKnownEvent(ctx: AppContext, auth: Auth, event: ParticipationEvent, input: Apply, options: ApplyOptions = {}) {
  const block = options.invited ? (event.status === 'published' ? null : 'not_published') : eventBlock(event);
  if (block) throw blockProblem(block);
  const membership = await findCompanyRole(ctx.db, auth.userId);
  if (membership?.companyId === event.organizerId) throw blockProblem('own_event');
  const status: ParticipationStatus = options.invited || event.approval === 'automatic' ? 'approved' : 'pending';
  try {
    if (input.role === 'visitor') await applyAsVisitor(ctx, auth, event, membership?.companyId ?? null, status);
    else await applyAsExhibitor(ctx, auth, event, membership, input.members ?? [], status);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel request won the unique constraint: answer with what it created.
    throw await alreadyApplied(ctx.db, auth, event, input.role, membership?.companyId ?? null);
  }
  return describeParticipation(ctx.db, auth, event);
}

async function alreadyApplied(db: Executor, auth: Auth, event: ParticipationEvent, role: ParticipationRole, companyId: number | null) {
  if (role === 'exhibitor' && companyId !== null) {
    const existing = await findCompanyExhibitor(db, event.id, companyId);
    if (existing) return blockProblem('already_applied', { uid: existing.exhibitor.uid, status: existing.exhibitor.status });
    return conflict('A member you named already takes part in this event (as a visitor or at another stand). Leave them out.', 'member_taken');
  }
  const own = await findUserParticipation(db, event.id, auth.userId);
  return blockProblem('already_applied', own ? { uid: own.uid, status: own.status } : undefined);
}

async function applyAsVisitor(ctx: AppContext, auth: Auth, event: ParticipationEvent, companyId: number | null, status: ParticipationStatus) {
  const own = await findUserParticipation(ctx.db, event.id, auth.userId);
  if (own) throw blockProblem('already_applied', { uid: own.uid, status: own.status });
  await ctx.db.transaction(async (tx) => {
    const [row] = await insertVisitors(tx, [{ eventId: event.id, userId: auth.userId, companyId, status }]);
    await tellOrganizer(tx, event, { role: 'visitor', name: await findPersonName(tx, row!.userId), status });
  });
}

async function applyAsExhibitor(
  ctx: AppContext,
  auth: Auth,
  event: ParticipationEvent,
  membership: { companyId: number; role: 'owner' | 'admin' | 'member' } | undefined,
  memberUids: readonly string[],
  status: ParticipationStatus,
) {
  if (!membership) throw blockProblem('no_company');
  if (membership.role === 'member') throw blockProblem('not_company_admin');
  const existing = await findCompanyExhibitor(ctx.db, event.id, membership.companyId);
  if (existing) throw blockProblem('already_applied', { uid: existing.exhibitor.uid, status: existing.exhibitor.status });
  const members = await findCompanyUsersByUid(ctx.db, membership.companyId, memberUids);
  const stranger = memberUids.find((uid) => !members.has(uid));
  if (stranger) {
    throw unprocessable(`The member ${stranger} is not in your company: name members of your company only.`, 'member_not_in_company', [
      { field: 'members', code: 'member_not_in_company', message: 'Name members of your company only.' },
    ]);
  }
  const staff = memberUids.map((uid) => members.get(uid)!);
  const taken = await findParticipatingUsers(ctx.db, event.id, staff);
  if (taken.length > 0)
    throw conflict('A member you named already takes part in this event (as a visitor or at another stand). Leave them out.', 'member_taken');
  await ctx.db.transaction(async (tx) => {
    await insertExhibitors(tx, [{ eventId: event.id, companyId: membership.companyId, status, appliedById: auth.userId, staff }]);
    const company = await findCompanyExhibitor(tx, event.id, membership.companyId);
    await tellOrganizer(tx, event, { role: 'exhibitor', name: company!.companyName, status });
  });
}

/**
 * DELETE events/{uid}/participations/mine. A visitor withdraws their own application; an owner or
 * admin withdraws the company's exhibitor application (with its staff). A staff member who is not
 * an admin cannot (403). 404 when there is nothing to withdraw; 422 `event_finished` afterwards.
 */
export async function withdrawFromEvent(ctx: AppContext, auth: Auth, eventUid: string) {
  const event = await visibleEvent(ctx.db, eventUid, auth);
  if (event.status === 'finished') throw unprocessable('This event has finished: its participants stay as they were.', 'event_finished');
  await ctx.db.transaction(async (tx) => {
    const own = await findUserParticipation(tx, event.id, auth.userId);
    if (own?.role === 'visitor') {
      await deleteParticipation(tx, own.id);
      return;
    }
    const membership = await findCompanyRole(tx, auth.userId);
    const company = membership ? await findCompanyExhibitor(tx, event.id, membership.companyId, { lock: true }) : undefined;
    if (!company) throw notFound('You do not take part in this event.');
    if (membership!.role === 'member') throw forbidden('Only an owner or admin of your company may withdraw its application.');
    await deleteExhibitor(tx, company.exhibitor.id);
  });
}
