import type { MyEventSummary } from '@fairhub/shared/my-events';

/** Test data of GET events/mine, shared by the features that list the caller's events (my events, meetings, participants). */

export const POLAND = { id: 616, code: 'PL', name: 'Poland' };

/** An event as GET events/mine lists it: by default one the caller's company organizes; override for one the caller takes part in. */
export function makeEventSummary(overrides: Partial<MyEventSummary> = {}): MyEventSummary {
  return {
    uid: 'evnt0001abcd',
    slug: 'baltic-metal-fair-2027',
    title: 'Baltic Metal Fair 2027',
    summary: 'Three days of metalworking.',
    startsAt: '2027-03-12T08:00:00.000Z',
    endsAt: '2027-03-14T16:00:00.000Z',
    timeZone: 'Europe/Warsaw',
    status: 'published',
    coverImage: null,
    onlineUrl: null,
    city: 'Gdańsk',
    country: POLAND,
    venue: { uid: 'venu0001abcd', slug: 'amber-hall', name: 'Amber Hall', city: 'Gdańsk', country: POLAND },
    organizer: { uid: 'comp0001abcd', slug: 'baltic-expo-center', name: 'Baltic Expo Center' },
    organizing: true,
    participants: { pending: 3, approved: 12, rejected: 1, applicationsPending: 2 },
    participation: null,
    cancelReason: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as MyEventSummary;
}
