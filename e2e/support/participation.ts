import type { Accounts } from './accounts.ts';
import { DEMO } from './api.ts';
import { apiAs } from './panel.ts';

/**
 * A published event of the demo organizer (README), made through the API: online, registration open,
 * approval by hand. `stamp` makes its title unique. The organizer's session is `accounts.demoToken`
 * (once per worker, without the password grant).
 */
export async function publishedEvent(accounts: Accounts, stamp: string, options: { approval?: 'manual' | 'automatic' } = {}) {
  const token = await accounts.demoToken(DEMO.organizer);
  const title = `Amber Fair ${stamp}`;
  const event = await apiAs<{ uid: string; slug: string; title: string }>(accounts.request, token, 'POST', 'events/mine', {
    title,
    summary: 'Machines, tools and materials by the sea.',
    startsAt: '2031-06-10T09:00:00+02:00',
    endsAt: '2031-06-12T17:00:00+02:00',
    timeZone: 'Europe/Warsaw',
    onlineUrl: 'https://example.com/amber-fair',
    approval: options.approval ?? 'manual',
  });
  await apiAs(accounts.request, token, 'POST', `events/mine/${event.uid}/publish`, {}, 200);
  return { ...event, organizerToken: token };
}
