import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { hashSecret, newSecretToken, newUid } from '../../lib/random.ts';
import { insertExhibitors, insertStaff, insertVisitors, type NewExhibitor, type NewVisitor } from '../../modules/events/event-writes.repository.ts';
import { eventBlock } from '../../modules/participation/participation.service.ts';
import { notify } from '../../modules/notifications/notifications.service.ts';
import { insertEventInvitation } from '../../modules/participation/event-invitations.repository.ts';
import { inviteToEvent } from '../../modules/participation/event-invitations.service.ts';
import { demoAuth } from './demo.context.ts';
import { approvedExhibitorEvents, comingEventsOf, companiesFreeAt, exhibitorOf, peopleFreeAt, recordDemoDecision } from './demo-participation.repository.ts';

export interface DemoParticipationContext {
  /** The app's context on the demo's transaction (demo.context.ts), for what is sent through a service. */
  app: AppContext;
  now: Date;
  /** Baltic Expo Center (organizer@fairhub.test's company) and its owner. */
  organizer: { companyId: number; userId: number; userUid: string };
  /** Nordic Metalworks (exhibitor@fairhub.test's company), its owner (and their address) and its member. */
  exhibitor: { companyId: number; userId: number; email: string; memberId: number };
  /** visitor@fairhub.test (no company). */
  visitorId: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const REJECTION_REASON = 'Your products do not match the sectors of this fair. We would be glad to see you at our logistics and food fairs.';

/**
 * What the organizer demo login decides and the exhibitor demo login waits for (docs/decisions.md,
 * Participation): at Baltic Expo Center's next three published events, exhibitor applications
 * waiting (two each), one approved with a stand and one rejected with a reason, and visitors
 * pending, approved and rejected, applied over the last days (the statistics' daily chart);
 * visitor@fairhub.test waits at the first. Nordic Metalworks (already approved with stands at
 * events of its trade, now with its member at the first one's stand too) waits for a decision at a
 * Baltic Expo Center event. The organizer's later events with registration open have their first
 * applications waiting. Baltic Expo Center invited exhibitor@fairhub.test to exhibit at a coming fair
 * (the invitation waits in its panel), and one more open invitation waits in its list.
 */
export async function loadDemoParticipation(tx: Executor, context: DemoParticipationContext) {
  const { now, organizer, exhibitor } = context;
  const coming = await comingEventsOf(tx, organizer.companyId, now);
  const events = coming.slice(0, 3);
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
  const decided = { decidedById: organizer.userId, decidedAt: ago(0, 3) };
  const exclude = [organizer.companyId, exhibitor.companyId];
  let pendingCount = 0;

  for (const [i, event] of events.entries()) {
    const free = await companiesFreeAt(tx, event.id, exclude);
    const [pendingA, pendingB, approved, rejected] = free;
    const waiting = [pendingA, pendingB].filter((entry) => entry !== undefined);
    await insertExhibitors(
      tx,
      waiting.map((entry, k) => ({
        eventId: event.id,
        companyId: entry.companyId,
        status: 'pending' as const,
        staff: [entry.userId],
        createdAt: ago(i + k, 2 + k),
      })),
    );
    pendingCount += waiting.length;
    if (approved) {
      const ids = await insertExhibitors(tx, [
        { eventId: event.id, companyId: approved.companyId, status: 'approved', stand: `B5.1${i}`, staff: [approved.userId], createdAt: ago(6 + i) },
      ]);
      await recordDemoDecision(tx, { exhibitorIds: [...ids.values()] }, { ...decided, reason: null });
    }
    if (rejected) {
      const ids = await insertExhibitors(tx, [
        { eventId: event.id, companyId: rejected.companyId, status: 'rejected', staff: [rejected.userId], createdAt: ago(5 + i) },
      ]);
      await recordDemoDecision(tx, { exhibitorIds: [...ids.values()] }, { ...decided, reason: REJECTION_REASON });
    }

    const people = await peopleFreeAt(tx, event.id, exclude);
    const statuses = ['pending', 'pending', 'pending', 'approved', 'approved', 'rejected'] as const;
    const visitors = statuses.flatMap((status, k) => (people[k] ? [{ ...people[k], status, createdAt: ago(k % 4, 1 + i + k) }] : []));
    await insertVisitors(
      tx,
      visitors.map((visitor) => ({
        eventId: event.id,
        userId: visitor.userId,
        companyId: visitor.companyId,
        status: visitor.status,
        createdAt: visitor.createdAt,
      })),
    );
    for (const status of ['approved', 'rejected'] as const) {
      const userIds = visitors.filter((visitor) => visitor.status === status).map((visitor) => visitor.userId);
      await recordDemoDecision(
        tx,
        { participationUserIds: { eventId: event.id, userIds } },
        { ...decided, reason: status === 'rejected' ? 'The fair is full for visitors on this day.' : null },
      );
    }
    pendingCount += visitors.filter((visitor) => visitor.status === 'pending').length;
    if (i === 0) {
      await insertVisitors(tx, [{ eventId: event.id, userId: context.visitorId, companyId: null, status: 'pending', createdAt: ago(0, 1) }]);
      pendingCount += 1;
    }
  }

  pendingCount += await loadFirstApplications(
    tx,
    coming.slice(3).filter((event) => eventBlock(event, now) === null),
    exclude,
    now,
  );

  // Nordic Metalworks: its member staffs its first approved stand with the owner, and it waits for
  // Baltic Expo Center's decision at one event.
  const [firstApproved] = await approvedExhibitorEvents(tx, exhibitor.companyId);
  const application = firstApproved === undefined ? undefined : await exhibitorOf(tx, firstApproved, exhibitor.companyId);
  if (firstApproved !== undefined && application) {
    await insertStaff(tx, [
      { id: application.id, eventId: firstApproved, companyId: exhibitor.companyId, status: application.status, staff: [exhibitor.memberId] },
    ]);
  }
  for (const event of events) {
    if (await exhibitorOf(tx, event.id, exhibitor.companyId)) continue;
    const free = new Set((await peopleFreeAt(tx, event.id, [])).map((person) => person.userId));
    const staff = [exhibitor.userId, exhibitor.memberId].filter((userId) => free.has(userId));
    if (staff.length === 0) continue;
    await insertExhibitors(tx, [
      { eventId: event.id, companyId: exhibitor.companyId, status: 'pending', appliedById: exhibitor.userId, staff, createdAt: ago(0, 5) },
    ]);
    await notify(tx, organizer.userId, 'participation_applied', {
      eventTitle: event.title,
      eventUid: event.uid,
      role: 'exhibitor',
      name: 'Nordic Metalworks',
      status: 'pending',
    });
    pendingCount += 1;
    break;
  }

  // Sent as the organizer sends one: an account with the address hears in-app and answers from its panel.
  for (const event of coming) {
    if (await exhibitorOf(tx, event.id, exhibitor.companyId)) continue;
    const free = new Set((await peopleFreeAt(tx, event.id, [])).map((person) => person.userId));
    if (!free.has(exhibitor.userId) || !free.has(exhibitor.memberId)) continue;
    const organizerSession = demoAuth({ id: organizer.userId, uid: organizer.userUid }, { companyId: organizer.companyId, role: 'owner' });
    await inviteToEvent(context.app, organizerSession, event.uid, { email: exhibitor.email, role: 'exhibitor' });
    break;
  }

  if (events[0]) {
    await insertEventInvitation(tx, {
      uid: newUid(),
      eventId: events[0].id,
      email: 'partners@amber-foods.example',
      role: 'exhibitor',
      invitedById: organizer.userId,
      tokenHash: hashSecret(newSecretToken()),
      expiresAt: new Date(now.getTime() + 12 * DAY),
      lastSentAt: ago(2),
      createdAt: ago(2),
    });
  }
  return { events: events.length, pending: pendingCount };
}

/**
 * The organizer's later events whose registration is open (every coming one in the demo) have
 * their first applications, none decided yet: a company applying to exhibit and one or two visitors
 * each, sent over the last days (never before registration opened). The panel lists events latest
 * first, so its first page shows these waiting.
 */
async function loadFirstApplications(tx: Executor, events: readonly { id: number; registrationOpensAt: Date | null }[], exclude: number[], now: Date) {
  const exhibitors: NewExhibitor[] = [];
  const visitors: NewVisitor[] = [];
  for (const [i, event] of events.entries()) {
    const opened = event.registrationOpensAt?.getTime() ?? 0;
    const sent = (days: number, hours: number) => new Date(Math.max(now.getTime() - days * DAY - hours * HOUR, opened + (now.getTime() - opened) / 2));
    const companies = await companiesFreeAt(tx, event.id, exclude);
    const company = companies.length > 0 ? companies[(i * 7) % companies.length]! : undefined;
    if (company) exhibitors.push({ eventId: event.id, companyId: company.companyId, status: 'pending', staff: [company.userId], createdAt: sent(i % 6, 3) });
    const people = (await peopleFreeAt(tx, event.id, exclude)).filter((person) => person.companyId !== company?.companyId);
    for (let k = 0; k < 1 + (i % 2) && people.length > 0; k++) {
      const [person] = people.splice((i * 11 + k * 5) % people.length, 1);
      visitors.push({ eventId: event.id, userId: person!.userId, companyId: person!.companyId, status: 'pending', createdAt: sent((i + k) % 6, 1 + k) });
    }
  }
  await insertExhibitors(tx, exhibitors);
  await insertVisitors(tx, visitors);
  return exhibitors.length + visitors.length;
}
