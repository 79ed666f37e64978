import type { EventDetails } from '@fairhub/shared/events';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import type { Person } from '@fairhub/shared/people';
import type { VenueDetails } from '@fairhub/shared/venues';
import { absoluteUrl } from './page-head.ts';
import { textOfHtml } from '../../lib/rich-text.ts';

/** schema.org objects for the public details pages (https://schema.org/Event, Place, Organization, Person). */

const EVENT_STATUS = {
  draft: 'https://schema.org/EventScheduled',
  published: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
} as const;

const postalAddress = (place: { address?: string | null; city: string; country: { code: string } }) => ({
  '@type': 'PostalAddress',
  ...(place.address ? { streetAddress: place.address } : {}),
  addressLocality: place.city,
  addressCountry: place.country.code,
});

const geo = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {};

export function eventJsonLd(event: EventDetails, baseUrl: string, paths: { event: string; organizer: string; venue?: string }) {
  const location = event.venue
    ? {
        '@type': 'Place',
        name: event.venue.name,
        ...(paths.venue ? { url: absoluteUrl(baseUrl, paths.venue) } : {}),
        address: postalAddress(event.venue),
        ...geo(event.venue.latitude, event.venue.longitude),
      }
    : { '@type': 'VirtualLocation', url: event.onlineUrl ?? absoluteUrl(baseUrl, paths.event) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary ?? (event.description ? textOfHtml(event.description) : undefined),
    url: absoluteUrl(baseUrl, paths.event),
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: event.venue ? 'https://schema.org/OfflineEventAttendanceMode' : 'https://schema.org/OnlineEventAttendanceMode',
    location,
    ...(event.coverImage ? { image: [absoluteUrl(baseUrl, event.coverImage)] } : {}),
    organizer: { '@type': 'Organization', name: event.organizer.name, url: absoluteUrl(baseUrl, paths.organizer) },
  };
}

export function venueJsonLd(venue: VenueDetails, baseUrl: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: venue.name,
    url: absoluteUrl(baseUrl, path),
    ...(venue.description ? { description: venue.description } : {}),
    address: postalAddress(venue),
    ...geo(venue.latitude, venue.longitude),
    ...(venue.capacity ? { maximumAttendeeCapacity: venue.capacity } : {}),
    ...(venue.photos.length > 0 ? { image: venue.photos.map((photo) => absoluteUrl(baseUrl, photo)) } : {}),
  };
}

export function organizationJsonLd(organizer: OrganizerDetails, baseUrl: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organizer.name,
    url: absoluteUrl(baseUrl, path),
    ...(organizer.description ? { description: organizer.description } : {}),
    ...(organizer.website ? { sameAs: [organizer.website] } : {}),
    ...(organizer.logoUrl ? { logo: absoluteUrl(baseUrl, organizer.logoUrl) } : {}),
    address: postalAddress(organizer),
  };
}

export function personJsonLd(person: Person, baseUrl: string, path: string, companyPath?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: `${person.firstName} ${person.lastName}`,
    url: absoluteUrl(baseUrl, path),
    ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
    ...(person.avatarUrl ? { image: absoluteUrl(baseUrl, person.avatarUrl) } : {}),
    ...(person.bio ? { description: person.bio } : {}),
    ...(person.company && companyPath ? { worksFor: { '@type': 'Organization', name: person.company.name, url: absoluteUrl(baseUrl, companyPath) } } : {}),
  };
}
