import type { Availability, EventAvailability, FreeSlots, PutAvailability, PutEventAvailability, TimeZoneState } from '@fairhub/shared/availability';
import type { CalendarFeed, CreateMeetingInput, Meeting, MeetingBox, MeetingList, OrganizerMeetings } from '@fairhub/shared/meetings';
import type { MyEventPage } from '@fairhub/shared/my-events';
import { authDownload, authRequest, authRequestShowing403 } from '../auth-client.ts';
import { checkResponse } from './check-response.ts';
import { saveBlob } from '../file-download.ts';

/**
 * The meetings API (docs/api-contract.md, docs/decisions.md "Meetings"). Here rather than in features/meetings because
 * "Request a meeting" (components/meetings) opens from a person's page, a company's people, an
 * event's participants and a conversation.
 */
export const meetingKeys = {
  all: ['meetings'] as const,
  box: (box: MeetingBox, params: Record<string, string | undefined> = {}) => [...meetingKeys.all, 'box', box, params] as const,
  detail: (uid: string) => [...meetingKeys.all, 'detail', uid] as const,
  slots: (personUid: string, eventUid: string | null) => [...meetingKeys.all, 'slots', personUid, eventUid ?? ''] as const,
  availability: () => [...meetingKeys.all, 'availability'] as const,
  eventAvailability: (eventUid: string) => [...meetingKeys.all, 'event-availability', eventUid] as const,
  feed: () => [...meetingKeys.all, 'feed'] as const,
  events: () => [...meetingKeys.all, 'events'] as const,
  sharedEvents: (personUid: string) => [...meetingKeys.events(), 'shared-with', personUid] as const,
  organizer: (eventUid: string) => [...meetingKeys.all, 'organizer', eventUid] as const,
};

const meetingPath = (uid: string) => `meetings/${encodeURIComponent(uid)}`;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET meetings?box=… — requests (to me), sent (by me), schedule (accepted, coming), calendar (a range). */
export async function getMeetings(box: MeetingBox, params: Record<string, string | undefined> = {}, signal?: AbortSignal): Promise<MeetingList> {
  const path = `meetings${query({ box, ...params })}`;
  const list = await authRequest<MeetingList>(path, { signal });
  return checkResponse(list, path, async () => (await import('@fairhub/shared/meetings')).meetingListSchema);
}

/**
 * POST meetings — 201 with the request. A person who blocked the caller answers 403 `may_not_request`
 * (a neutral sentence, never a logout).
 */
export function requestMeeting(body: CreateMeetingInput): Promise<Meeting> {
  return authRequestShowing403<Meeting>('meetings', { method: 'POST', body });
}

/** POST meetings/{uid}/accept — as requested, or (e.g. every table booked: 409 `table_full`) at the invitee's stand or online. */
export function acceptMeeting(uid: string, body: { place?: 'stand' | 'online'; onlineUrl?: string | null } = {}): Promise<Meeting> {
  return authRequest<Meeting>(`${meetingPath(uid)}/accept`, { method: 'POST', body });
}

export function declineMeeting(uid: string, reason: string | null): Promise<Meeting> {
  return authRequest<Meeting>(`${meetingPath(uid)}/decline`, { method: 'POST', body: { reason } });
}

export function cancelMeeting(uid: string, reason: string | null): Promise<Meeting> {
  return authRequest<Meeting>(`${meetingPath(uid)}/cancel`, { method: 'POST', body: { reason } });
}

/** GET meetings/{uid}/ics — saved as the server names it. */
export async function downloadMeetingIcs(uid: string): Promise<void> {
  const { blob, filename } = await authDownload(`${meetingPath(uid)}/ics`);
  saveBlob(blob, filename ?? `meeting-${uid}.ics`);
}

/** GET people/{uid}/slots — slots free for both the caller and that person (at an event, or outside events). */
export async function getFreeSlots(personUid: string, eventUid: string | null, signal?: AbortSignal): Promise<FreeSlots> {
  const path = `people/${encodeURIComponent(personUid)}/slots${query({ event: eventUid ?? undefined })}`;
  const slots = await authRequestShowing403<FreeSlots>(path, { signal });
  return checkResponse(slots, path, async () => (await import('@fairhub/shared/availability')).freeSlotsSchema);
}

/**
 * The published events the caller can have meetings at — their own approved participations (`own`),
 * not events their company exhibits at without them — soonest first: the calendar's filter and the
 * availability page's events. With `sharedWith` (a person's uid) only those where that person is an
 * approved participant too: the events a meeting with them can be at.
 */
export async function getMeetingEvents(signal?: AbortSignal, sharedWith?: string): Promise<MyEventPage> {
  const path = `events/mine${query({ role: 'participating', participation: 'approved', status: 'published', sort: 'starts', perPage: '50', sharedWith, own: 'true' })}`;
  return authRequest<MyEventPage>(path, { signal });
}

export function getAvailability(signal?: AbortSignal): Promise<Availability> {
  return authRequest<Availability>('availability', { signal });
}

export function putAvailability(body: PutAvailability): Promise<Availability> {
  return authRequest<Availability>('availability', { method: 'PUT', body });
}

export function getEventAvailability(eventUid: string, signal?: AbortSignal): Promise<EventAvailability> {
  return authRequest<EventAvailability>(`events/${encodeURIComponent(eventUid)}/availability`, { signal });
}

export function putEventAvailability(eventUid: string, body: PutEventAvailability): Promise<EventAvailability> {
  return authRequest<EventAvailability>(`events/${encodeURIComponent(eventUid)}/availability`, { method: 'PUT', body });
}

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return authRequest<CalendarFeed>('profile/calendar-feed', { signal });
}

export function resetCalendarFeed(): Promise<CalendarFeed> {
  return authRequest<CalendarFeed>('profile/calendar-feed/reset', { method: 'POST' });
}

/** GET events/mine/{uid}/meetings — the organizer's view: counts by status, the meetings, the table plan. */
export function getOrganizerMeetings(eventUid: string, signal?: AbortSignal): Promise<OrganizerMeetings> {
  return authRequest<OrganizerMeetings>(`events/mine/${encodeURIComponent(eventUid)}/meetings`, { signal });
}

/** PUT profile/time-zone — `onlyIfUnset` keeps a zone set before (the browser's is sent once at sign-in). */
export function putTimeZone(timeZone: string, onlyIfUnset: boolean): Promise<TimeZoneState> {
  return authRequest<TimeZoneState>('profile/time-zone', { method: 'PUT', body: { timeZone, onlyIfUnset } });
}
