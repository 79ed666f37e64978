import type { APIRequestContext } from '@playwright/test';
import { accessToken, DEMO, DEMO_PASSWORD } from './api.ts';
import { apiAs, createOwner } from './panel.ts';

/** Tomorrow (UTC) as YYYY-MM-DD, and the day after `days` more. */
export function utcDay(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A published event of the demo organizer starting tomorrow (UTC, so the browsers' clocks read the
 * same), three days long, 30-minute meeting slots 09:00–12:00, two tables, participants approved
 * automatically.
 */
export async function meetingEvent(request: APIRequestContext, stamp: string) {
  const token = await accessToken(request, DEMO.organizer, DEMO_PASSWORD);
  const day = utcDay(1);
  const event = await apiAs<{ uid: string; slug: string; title: string }>(request, token, 'POST', 'events/mine', {
    title: `Baltic Meetings Fair ${stamp}`,
    summary: 'Meetings at tables, stands and online.',
    startsAt: `${day}T00:00:00Z`,
    endsAt: `${utcDay(4)}T00:00:00Z`,
    timeZone: 'UTC',
    onlineUrl: 'https://example.com/baltic-meetings',
    approval: 'automatic',
    meetingSlotMinutes: 30,
    meetingDayStart: '09:00',
    meetingDayEnd: '12:00',
    meetingTables: 2,
  });
  await apiAs(request, token, 'POST', `events/mine/${event.uid}/publish`, {}, 200);
  return { ...event, day, organizerToken: token };
}

/** A fresh company owner with a name (and a public profile), approved as a visitor of the event. */
export async function participant(request: APIRequestContext, eventUid: string, label: string, firstName: string, lastName: string) {
  const owner = await createOwner(request, label);
  await apiAs(request, owner.token, 'PATCH', 'profile', { firstName, lastName, publicProfile: true });
  const profile = await apiAs<{ uid: string }>(request, owner.token, 'GET', 'profile');
  await apiAs(request, owner.token, 'POST', `events/${eventUid}/participations`, { role: 'visitor' });
  return { ...owner, uid: profile.uid, name: `${firstName} ${lastName}` };
}
