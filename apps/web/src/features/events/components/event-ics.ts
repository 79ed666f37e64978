import type { EventDetails } from '@fairhub/shared/events';
import { buildIcs } from '../../../lib/ics.ts';
import { descriptionText } from './event-description.tsx';

/** Where the event happens, in one line: venue, address, city and country; or "Online" with its link. */
export function eventLocationLine(event: Pick<EventDetails, 'online' | 'onlineUrl' | 'venue' | 'city' | 'country'>, onlineLabel: string): string {
  if (event.online || !event.venue) {
    if (!event.online) return [event.city, event.country?.name].filter(Boolean).join(', ');
    return event.onlineUrl ? `${onlineLabel}: ${event.onlineUrl}` : onlineLabel;
  }
  const { name, address, city, country } = event.venue;
  const parts = [name, address];
  if (!address.toLowerCase().includes(city.toLowerCase())) parts.push(city);
  parts.push(country.name);
  return parts.filter(Boolean).join(', ');
}

/** The event as an .ics file: UID `<uid>@fairhub`, so importing it again updates the same entry. */
export function eventToIcs(event: EventDetails, pageUrl: string, onlineLabel: string, now: Date = new Date()): string {
  const description = [event.summary, event.description ? descriptionText(event.description) : null, pageUrl].filter(Boolean).join('\n\n');
  return buildIcs({
    uid: `${event.uid}@fairhub`,
    stamp: now,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.title,
    description,
    location: eventLocationLine(event, onlineLabel),
    url: pageUrl,
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    lastModified: event.updatedAt,
  });
}
