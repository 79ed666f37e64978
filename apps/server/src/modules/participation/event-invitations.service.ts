import type { z } from 'zod';
import type { Invitation, InvitationAcceptResult } from '@fairhub/shared/auth';
import type { Page } from '@fairhub/shared/paging';
import type {
  EventInvitation,
  EventInvitationLink,
  MyEventInvitation,
  MyParticipation,
  createEventInvitationSchema,
  eventInvitationListQuerySchema,
} from '@fairhub/shared/participation';
import { INVITATION_RESEND_INTERVAL_SECONDS } from '@fairhub/shared/team';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { offsetOf } from '../../lib/paging.ts';
import { ProblemError, conflict, notFound } from '../../lib/problems.ts';
import { hashSecret, newSecretToken, newUid } from '../../lib/random.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findUserByEmail, findUserById } from '../auth/users.repository.ts';
import { findCompanyById } from '../companies/companies.repository.ts';
import { countInvitationMail, presentInvitation } from '../invitations/company-invitations.service.ts';
import { INVITATION_TTL_MS, getInvitation, inviteeAccount, prepareInvitee, type AcceptInvitationCommand } from '../invitations/invitations.service.ts';
import { eventInvitationMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import { organizedEvent } from './organizer-participants.service.ts';
import { applyToKnownEvent, blockProblem, describeParticipation, eventBlock } from './participation.service.ts';
import {
  findEventInvitation,
  findEventInvitationToEmail,
  findOpenEventInvitationByToken,
  findOpenEventInvitationToEmail,
  findUserByEmailAtEvent,
  insertEventInvitation,
  listEventInvitations,
  listEventInvitationsToEmail,
  markEventInvitationAccepted,
  markEventInvitationRevoked,
  renewEventInvitation,
} from './event-invitations.repository.ts';
import { findCompanyRole, findParticipationEvent, findUserParticipation, findCompanyExhibitor, type ParticipationEvent } from './participation.repository.ts';

export type EventInvitationListParams = z.output<typeof eventInvitationListQuerySchema>;
type CreateEventInvitation = z.output<typeof createEventInvitationSchema>;

const NOT_OPEN = 'This invitation is not open any more: it was accepted or withdrawn.';
const GONE = 'This invitation is not valid any more: it was used, withdrawn or has expired. Ask for a new one.';

/** GET events/mine/{uid}/invitations: the event's open invitations (pending and expired). */
export async function getEventInvitationsPage(
  ctx: AppContext,
  auth: Auth,
  eventUid: string,
  params: EventInvitationListParams,
): Promise<Page<EventInvitation>> {
  const { event } = await organizedEvent(ctx.db, auth, eventUid, 'read');
  const { rows, total } = await listEventInvitations(
    ctx.db,
    event.id,
    { text: params.q, role: params.role, status: params.status, sort: params.sort },
    params.perPage,
    offsetOf(params.page, params.perPage),
  );
  return { items: rows.map(presentInvitation), total, page: params.page, perPage: params.perPage };
}

/**
 * Sends the invitation: a person with a confirmed account hears in-app (and by e-mail under
 * `eventUpdates`) and accepts from the panel; anyone else gets the `/register/{token}` link.
 */
async function sendInvitation(ctx: AppContext, tx: Executor, event: ParticipationEvent, invitation: { email: string; role: string }, token: string) {
  const account = await findUserByEmail(tx, invitation.email);
  if (account?.emailConfirmedAt) {
    await notify(tx, account.id, 'event_invited', { organizer: event.organizerName, eventTitle: event.title, eventUid: event.uid, role: invitation.role });
    return;
  }
  const url = `${ctx.config.PUBLIC_URL}/register/${token}`;
  await ctx.mailer.enqueue(
    tx,
    invitation.email,
    account?.language ?? 'en',
    eventInvitationMail({ organizer: event.organizerName, eventTitle: event.title, role: invitation.role, url }),
  );
}

/** Counts one invitation e-mail against the organizer company's and the sender's allowance (the same as company invitations'). */
async function countMail(ctx: AppContext, tx: Executor, organizerId: number, senderId: number) {
  const company = await findCompanyById(tx, organizerId);
  await countInvitationMail(ctx, tx, { id: organizerId, createdAt: company!.createdAt }, senderId);
}

function refuseClosedEvent(event: ParticipationEvent) {
  if (event.status === 'cancelled' || event.status === 'finished') throw blockProblem('not_published');
}

/**
 * POST events/mine/{uid}/invitations. 409 `invitation_exists` while the address has an open
 * invitation to the event (the partial unique index decides between parallel requests), 409
 * `already_participating` when its user takes part already; 422 `not_published` for a cancelled or
 * finished event; 429 `invitation_limit` past the company's allowance.
 */
export async function inviteToEvent(ctx: AppContext, auth: Auth, eventUid: string, input: CreateEventInvitation): Promise<EventInvitation> {
  const { scope, event } = await organizedEvent(ctx.db, auth, eventUid, 'write');
  refuseClosedEvent(event);
  const exists = () => conflict(`${input.email} already has an open invitation to this event. Send it again from the list instead.`, 'invitation_exists');
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmailAtEvent(tx, event.id, input.email);
      if (user?.participating) throw conflict(`${input.email} already takes part in this event.`, 'already_participating');
      if (await findOpenEventInvitationToEmail(tx, event.id, input.email)) throw exists();
      await countMail(ctx, tx, event.organizerId, scope.userId);
      const token = newSecretToken();
      const invitation = await insertEventInvitation(tx, {
        uid: newUid(),
        eventId: event.id,
        email: input.email,
        role: input.role,
        invitedById: scope.userId,
        tokenHash: hashSecret(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      });
      await sendInvitation(ctx, tx, event, invitation, token);
      return presentInvitation((await findEventInvitation(tx, event.id, invitation.uid))!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** POST events/mine/{uid}/invitations/{uid}/resend: a new link valid 14 days; 429 `resend_too_soon` within a minute of the last resend. */
export async function resendEventInvitation(ctx: AppContext, auth: Auth, eventUid: string, uid: string): Promise<EventInvitation> {
  const { scope, event } = await organizedEvent(ctx.db, auth, eventUid, 'write');
  refuseClosedEvent(event);
  return ctx.db.transaction(async (tx) => {
    const row = await findEventInvitation(tx, event.id, uid, { lock: true });
    if (!row) throw notFound(NOT_OPEN);
    const wait = row.sendCount > 1 ? Math.ceil(INVITATION_RESEND_INTERVAL_SECONDS - row.secondsSinceSent) : 0;
    if (wait > 0) {
      throw new ProblemError(429, 'Too Many Requests', `This invitation was sent moments ago. You can send it again in ${wait} seconds.`, {
        code: 'resend_too_soon',
        headers: { 'retry-after': String(wait) },
      });
    }
    await countMail(ctx, tx, event.organizerId, scope.userId);
    const token = newSecretToken();
    await renewEventInvitation(tx, row.id, { tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) });
    await sendInvitation(ctx, tx, event, row, token);
    return presentInvitation((await findEventInvitation(tx, event.id, uid))!);
  });
}

/** DELETE events/mine/{uid}/invitations/{uid}: withdraws an open invitation; its link stops working. */
export async function revokeEventInvitation(ctx: AppContext, auth: Auth, eventUid: string, uid: string) {
  const { event } = await organizedEvent(ctx.db, auth, eventUid, 'write');
  await ctx.db.transaction(async (tx) => {
    const row = await findEventInvitation(tx, event.id, uid, { lock: true });
    if (!row) throw notFound(NOT_OPEN);
    await markEventInvitationRevoked(tx, row.id);
  });
}

// -------------------------------------------------------------------------------------------------
// The invitee
// -------------------------------------------------------------------------------------------------

type InvitedRow = NonNullable<Awaited<ReturnType<typeof findEventInvitationToEmail>>>;

function eventLink(row: InvitedRow): EventInvitationLink {
  return {
    uid: row.eventUid,
    slug: row.eventSlug,
    title: row.eventTitle,
    startsAt: row.eventStartsAt.toISOString(),
    endsAt: row.eventEndsAt.toISOString(),
    timeZone: row.eventTimeZone,
    city: row.eventCity,
    organizer: { uid: row.organizerUid, slug: row.organizerSlug, name: row.organizerName },
    role: row.invitation.role,
  };
}

async function callerEmail(ctx: AppContext, auth: Auth) {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw notFound('Your account was not found.');
  return user.email;
}

/** What would stop the caller accepting now (an invitation skips the registration dates). */
async function acceptBlock(ctx: AppContext, auth: Auth, event: ParticipationEvent, role: 'exhibitor' | 'visitor') {
  if (event.status !== 'published') return 'not_published' as const;
  const membership = await findCompanyRole(ctx.db, auth.userId);
  if (membership?.companyId === event.organizerId) return 'own_event' as const;
  if (role === 'visitor') return (await findUserParticipation(ctx.db, event.id, auth.userId)) ? ('already_applied' as const) : null;
  if (!membership) return 'no_company' as const;
  if (membership.role === 'member') return 'not_company_admin' as const;
  return (await findCompanyExhibitor(ctx.db, event.id, membership.companyId)) ? ('already_applied' as const) : null;
}

/** GET event-invitations/mine: open, unexpired invitations to published events addressed to the caller's e-mail. */
export async function getMyEventInvitations(ctx: AppContext, auth: Auth): Promise<{ items: MyEventInvitation[] }> {
  const rows = await listEventInvitationsToEmail(ctx.db, await callerEmail(ctx, auth));
  const items: MyEventInvitation[] = [];
  for (const row of rows) {
    const event = (await findParticipationEvent(ctx.db, { id: row.invitation.eventId }))!;
    const block = await acceptBlock(ctx, auth, event, row.invitation.role);
    const { role: _role, ...invitedEvent } = eventLink(row);
    items.push({
      uid: row.invitation.uid,
      role: row.invitation.role,
      event: invitedEvent,
      invitedBy: row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName}` : null,
      createdAt: row.invitation.createdAt.toISOString(),
      expiresAt: row.invitation.expiresAt.toISOString(),
      canAccept: { allowed: block === null, reason: block },
    });
  }
  return { items };
}

/**
 * POST event-invitations/{uid}/accept: the participation is created approved (visitor: the caller;
 * exhibitor: the caller's company, staffed by `members` or the caller) under the rules of applying,
 * registration dates aside; the invitation is then closed.
 */
export async function acceptMyEventInvitation(ctx: AppContext, auth: Auth, uid: string, members: string[] | undefined): Promise<MyParticipation> {
  const row = await findEventInvitationToEmail(ctx.db, uid, await callerEmail(ctx, auth));
  if (!row) throw notFound(GONE);
  const event = (await findParticipationEvent(ctx.db, { id: row.invitation.eventId }))!;
  const role = row.invitation.role;
  const result = await applyToKnownEvent(
    ctx,
    auth,
    event,
    { role, members: role === 'exhibitor' ? (members?.length ? members : [auth.userUid]) : undefined },
    { invited: true },
  );
  await markEventInvitationAccepted(ctx.db, row.invitation.id);
  return result;
}

/** POST event-invitations/{uid}/decline: closes the invitation (it can no longer be accepted). */
export async function declineMyEventInvitation(ctx: AppContext, auth: Auth, uid: string) {
  const row = await findEventInvitationToEmail(ctx.db, uid, await callerEmail(ctx, auth));
  if (!row) throw notFound(GONE);
  await markEventInvitationRevoked(ctx.db, row.invitation.id);
}

// -------------------------------------------------------------------------------------------------
// The /register/{token} link: company invitations first, then event invitations
// -------------------------------------------------------------------------------------------------

/** GET invitations/{token}: a company invitation, or else an event invitation (404 for neither). */
export async function getAnyInvitation(ctx: AppContext, token: string): Promise<Invitation> {
  const row = await findOpenEventInvitationByToken(ctx.db, hashSecret(token));
  if (!row) return getInvitation(ctx, token);
  const account = await findUserByEmail(ctx.db, row.invitation.email);
  return {
    kind: 'event',
    email: row.invitation.email,
    companyName: row.organizerName,
    invitedBy: row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName}` : row.organizerName,
    role: row.invitation.role,
    expiresAt: row.invitation.expiresAt.toISOString(),
    accountExists: Boolean(account?.emailConfirmedAt),
    event: eventLink(row),
  };
}

/**
 * POST invitations/{token}/accept for an event invitation: the account is created (or must be the
 * signed-in one, as for company invitations). A visitor invitation then creates the participation,
 * approved, and closes the invitation. An exhibitor invitation needs a company: a person who is an
 * owner/admin of one exhibits with it at once (staffed by themselves); anyone else — a newcomer
 * above all — is registered only, and the invitation stays open in their panel until their company
 * exists. Returns undefined when `token` is no event invitation's.
 */
export async function acceptEventInvitationLink(
  ctx: AppContext,
  token: string,
  input: AcceptInvitationCommand,
  auth: Auth | null,
): Promise<InvitationAcceptResult | undefined> {
  const found = await findOpenEventInvitationByToken(ctx.db, hashSecret(token));
  if (!found) return undefined;
  const event = (await findParticipationEvent(ctx.db, { id: found.invitation.eventId }))!;
  if (eventBlock(event) === 'not_published') throw blockProblem('not_published');
  const passwordHash = await prepareInvitee(ctx, found.invitation.email, input);
  const user = await ctx.db.transaction(async (tx) => {
    const row = await findOpenEventInvitationByToken(tx, hashSecret(token), { lock: true });
    if (!row) throw notFound(GONE);
    return inviteeAccount(tx, row.invitation.email, input, passwordHash, auth);
  });
  const membership = await findCompanyRole(ctx.db, user.id);
  const invitee: Auth = { userId: user.id, userUid: user.uid, tokenId: 0, companyId: membership?.companyId ?? null, role: membership?.role ?? null };
  const link = eventLink(found);
  const canExhibit = membership && membership.role !== 'member';
  if (found.invitation.role === 'exhibitor' && !canExhibit) return { ok: true, kind: 'event', participating: false, event: link };
  await applyToKnownEvent(
    ctx,
    invitee,
    event,
    { role: found.invitation.role, members: found.invitation.role === 'exhibitor' ? [user.uid] : undefined },
    { invited: true },
  );
  await markEventInvitationAccepted(ctx.db, found.invitation.id);
  return { ok: true, kind: 'event', participating: true, event: link };
}

export { describeParticipation };
