import type { MeetingPlace } from '@fairhub/shared/statuses';
import type { AppContext } from '../../context.ts';
import { ProblemError } from '../../lib/problems.ts';
import { acceptMeeting, createMeeting, declineMeeting } from '../../modules/meetings/meetings.service.ts';
import { eventSlots } from '../../modules/meetings/slots.ts';
import { demoAuth } from './demo.context.ts';
import { organizerMeetingEvent, participantPerCompany } from './demo-meetings.repository.ts';

export interface DemoOrganizerMeetingsContext {
  /** The app's context on the demo's transaction (demo.context.ts). */
  app: AppContext;
  now: Date;
  /** Baltic Expo Center, whose event it is. */
  organizerId: number;
  /** The demo logins' companies: their people keep the meetings demo.meetings.ts gives them. */
  exclude: readonly number[];
}

/** [requester, invitee, slot, place, what happens, agenda] over the people P0…P7 and the first day's slots. */
type Plan = [number, number, number, MeetingPlace, 'accept' | 'wait' | 'decline', string];

const PLAN: Plan[] = [
  // Three tables taken in the second slot, two in the third, one in the fifth.
  [0, 1, 1, 'table', 'accept', 'Cold-chain storage for the new season: volumes and prices.'],
  [2, 3, 1, 'table', 'accept', 'A framework agreement for 2027.'],
  [4, 5, 1, 'table', 'accept', 'Samples and lead times.'],
  [1, 6, 2, 'table', 'accept', 'Shared transport from Gdańsk.'],
  [3, 0, 2, 'table', 'accept', 'Follow-up on last year’s order.'],
  [7, 4, 4, 'table', 'accept', 'Packaging for export.'],
  // Requests still waiting (one online), one declined with a reason.
  [6, 0, 3, 'table', 'wait', 'Could we present our catalogue?'],
  [0, 7, 5, 'online', 'wait', 'A short call before the fair.'],
  [2, 7, 6, 'table', 'decline', 'Distribution in the Baltic states.'],
];

const DECLINE_REASON = 'Our team is at the stand all morning — any afternoon slot works.';

/**
 * Meetings at one of the organizer demo login's coming fairs, so its meetings view has every
 * status and its table plan tables in use (docs/decisions.md "Meetings", Demo): people of eight
 * companies taking part ask each other and answer through the meetings service, as in the app —
 * its rules apply, and accepting books the lowest free table. A step the rules refuse (a person
 * busy at another fair at that time) is left out; nothing when no fair has enough participants.
 */
export async function loadDemoOrganizerMeetings(context: DemoOrganizerMeetingsContext) {
  const { app, now } = context;
  const event = await organizerMeetingEvent(app.db, context.organizerId, now, context.exclude, 6, 8);
  if (!event) return 0;
  const people = (await participantPerCompany(app.db, event.id, context.exclude)).slice(0, 8);
  const slots = eventSlots(event, event.startsAt, event.endsAt);
  if (people.length < 8 || slots.length < 7) return 0;
  const sessionOf = (index: number) => demoAuth(people[index]!, people[index]!);
  const refusedOrDone = async <T>(step: () => Promise<T>) => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof ProblemError) return null;
      throw error;
    }
  };

  let loaded = 0;
  for (const [requester, invitee, slot, place, outcome, agenda] of PLAN) {
    const meeting = await refusedOrDone(() =>
      createMeeting(
        app,
        sessionOf(requester),
        {
          inviteeUid: people[invitee]!.uid,
          eventUid: event.uid,
          startsAt: slots[slot]!.startsAt.toISOString(),
          place,
          onlineUrl: place === 'online' ? `https://meet.fairhub.example/${event.uid}-${requester}${invitee}` : null,
          agenda,
        },
        now,
      ),
    );
    if (!meeting) continue;
    loaded += 1;
    if (outcome === 'accept') await refusedOrDone(() => acceptMeeting(app, sessionOf(invitee), meeting.uid, { place: null, onlineUrl: null }, now));
    if (outcome === 'decline') await refusedOrDone(() => declineMeeting(app, sessionOf(invitee), meeting.uid, DECLINE_REASON, now));
  }
  return loaded;
}
