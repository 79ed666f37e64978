import type { Executor } from '../../db/client.ts';
import { eventPageIsVisible } from '../../db/public-visibility.ts';
import { ProblemError, notFound, unprocessable } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findWritingRights } from '../messages/messages.repository.ts';
import { callerHasNoCompany, recipientHasNoCompany } from '../messages/messages.service.ts';
import { findBlocks, findCompanyIdOf, findEventForRequest, findPersonByUid, type RequestEventRow } from './meetings.repository.ts';

/**
 * Who may ask whom for a meeting, and where (docs/decisions.md "Meetings", Rules of a request): one
 * function for POST meetings and GET people/{uid}/slots, so the slots offered are the ones a request
 * may take.
 */

/**
 * The one sentence for refusing a request because of who the two are to each other — the invitee
 * blocked the caller, or (outside events) no rule lets them reach the person — so a block is never revealed.
 */
export const mayNotRequest = () =>
  new ProblemError(
    403,
    'Forbidden',
    'You cannot ask this person for a meeting. Meetings can be requested between approved participants of an event, and outside events from people you may write to.',
    { code: 'may_not_request' },
  );

export interface RequestParties {
  invitee: { id: number; uid: string; name: string };
  /** The event the meeting would be at; null outside events. */
  event: RequestEventRow | null;
  /**
   * The invitee blocked the caller. Everything else held; POST meetings answers the neutral 403
   * `may_not_request`, the slots are simply none (a full calendar looks the same). Whether the invitee
   * has a company is then not told.
   */
  blockedByInvitee: boolean;
}

/**
 * The rules of a request, in this order, each its own refusal: the person exists (404) and is someone
 * else (422 `self_meeting`); the caller has a company (400 `no_company`: meetings are a panel page)
 * other than the person's (422 `same_company`); the caller has not blocked them (422
 * `blocked_by_you`). At an event: it exists and the caller may see it (404 for an unknown uid, and for a
 * draft unless the caller's company organizes it), is published and not over (422 `event_not_open`),
 * and both are its approved participants (`not_participant`, `invitee_not_participant`); outside
 * events the caller may write to the person (public profile, fellow participant, or they wrote first;
 * else 403 `may_not_request`). Only then is the person's own company asked for (422
 * `recipient_has_no_company`), so a stranger learns nothing of it.
 */
export async function requestParties(db: Executor, auth: Auth, inviteeUid: string, eventUid: string | null | undefined, now: Date): Promise<RequestParties> {
  const invitee = await findPersonByUid(db, inviteeUid);
  if (!invitee) throw notFound('This person was not found.');
  if (invitee.id === auth.userId) throw unprocessable('A meeting needs someone else: you cannot ask yourself.', 'self_meeting');
  const myCompanyId = auth.companyId ?? (await findCompanyIdOf(db, auth.userId));
  if (myCompanyId === null) throw callerHasNoCompany('requesting meetings');
  if (invitee.companyId === myCompanyId) {
    throw unprocessable('You work in the same company: meetings are for people of different companies.', 'same_company');
  }
  const blocks = await findBlocks(db, auth.userId, invitee.id);
  if (blocks.byMe) throw unprocessable('You blocked this person. Unblock them to ask them for a meeting.', 'blocked_by_you');

  let event: RequestEventRow | null = null;
  if (eventUid) {
    const found = await findEventForRequest(db, eventUid, auth.userId, invitee.id);
    if (!found || !eventPageIsVisible(found.status, found.organizerId === myCompanyId)) throw notFound('This event was not found.');
    if (found.status !== 'published' || found.endsAt.getTime() <= now.getTime()) {
      throw unprocessable('Meetings can be booked only at a published event that has not ended.', 'event_not_open');
    }
    if (!found.requesterApproved)
      throw unprocessable('Only approved participants of this event book meetings at it. Apply to take part first.', 'not_participant');
    if (!found.inviteeApproved) throw unprocessable('This person is not an approved participant of this event.', 'invitee_not_participant');
    event = found;
  } else {
    const rights = await findWritingRights(db, auth.userId, invitee.id);
    if (!rights || !(rights.publicProfile || rights.fellowParticipant || rights.wroteToMe)) throw mayNotRequest();
  }
  const person = { id: invitee.id, uid: invitee.uid, name: invitee.name };
  if (blocks.byOther) return { invitee: person, event, blockedByInvitee: true };
  if (invitee.companyId === null) throw recipientHasNoCompany('ask them for a meeting');
  return { invitee: person, event, blockedByInvitee: false };
}
