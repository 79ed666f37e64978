import { readTogether, type Executor } from '../../db/client.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import type { EventRow } from './event-writes.repository.ts';
import { activeParticipantIds, findCompanyRef, venuesByIds } from './my-events.repository.ts';

/**
 * Tells every participant of an event (pending or approved) that it was cancelled, or that its date
 * or place changed: an in-app notification each, and an e-mail in their language under their
 * `eventUpdates` preference (notifications/notification-emails.ts), in the organizer's transaction.
 */
export type EventUpdate = { kind: 'event_cancelled'; reason: string } | { kind: 'event_changed'; dateChanged: boolean; placeChanged: boolean };

export async function tellParticipants(tx: Executor, event: EventRow, update: EventUpdate) {
  const recipients = await activeParticipantIds(tx, event.id);
  if (recipients.length === 0) return 0;
  const [organizer, venues] = await readTogether(tx, [
    () => findCompanyRef(tx, event.organizerId),
    () => venuesByIds(tx, event.venueId === null ? [] : [event.venueId]),
  ]);
  const venue = event.venueId === null ? undefined : venues.get(event.venueId);
  const place = [venue ? `${venue.name}, ${venue.city}` : null, event.onlineUrl].filter(Boolean).join(' · ');
  const data: Record<string, string> = {
    eventUid: event.uid,
    eventSlug: event.slug,
    eventTitle: event.title,
    organizer: organizer?.name ?? '',
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    place,
    ...(update.kind === 'event_cancelled' ? { reason: update.reason } : { dateChanged: String(update.dateChanged), placeChanged: String(update.placeChanged) }),
  };
  await notifyMany(tx, recipients, update.kind, data);
  return recipients.length;
}
