import type { Accounts } from './accounts.ts';
import { DEMO } from './api.ts';
import { apiAs } from './panel.ts';

/** Tomorrow (UTC) as YYYY-MM-DD, and the day after `days` more. */
export function utcDay(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A published event of the demo organizer starting tomorrow (UTC, so the browsers' clocks read the
 * same), three days long, 30-minute meeting slots 09:00–12:00, two tables, participants approved
 * automatically.
 */
export async function meetingEvent(accounts: Accounts, stamp: string) {
  const token = await accounts.demoToken(DEMO.organizer);
  const day = utcDay(1);
  const event = await apiAs<{ uid: string; slug: string; title: string }>(accounts.request, token, 'POST', 'events/mine', {
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
  await apiAs(accounts.request, token, 'POST', `events/mine/${event.uid}/publish`, {}, 200);
  return { ...event, day, organizerToken: token };
}

/** A fresh company owner with a public profile, approved as a visitor of the event. */
export async function participant(accounts: Accounts, eventUid: string, label: string, firstName: string, lastName: string) {
  const owner = await accounts.create({ label, firstName, lastName, publicProfile: true, company: true });
  await apiAs(accounts.request, owner.token, 'POST', `events/${eventUid}/participations`, { role: 'visitor' });
  return { ...owner, name: `${firstName} ${lastName}` };
}
