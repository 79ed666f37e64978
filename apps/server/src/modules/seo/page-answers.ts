import type { Language } from '@fairhub/shared/constants';
import type { EventDetails } from '@fairhub/shared/events';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import type { Person } from '@fairhub/shared/people';
import type { VenueDetails } from '@fairhub/shared/venues';
import { publicPaths } from '@fairhub/shared/public-paths';
import { eventJsonLd, organizationJsonLd, personJsonLd, venueJsonLd } from './json-ld.ts';
import { excerpt, type PageHead } from './page-head.ts';
import { LISTING_HEADS } from './listing-heads.ts';
import { textOfHtml } from '../../lib/rich-text.ts';

/** Reads what a public details page shows; undefined when the visitor may not see it (or it does not exist). */
export interface PageSources {
  event(uid: string, language: Language): Promise<EventDetails | undefined>;
  venue(uid: string, language: Language): Promise<VenueDetails | undefined>;
  organizer(uid: string, language: Language): Promise<OrganizerDetails | undefined>;
  person(uid: string, language: Language): Promise<Person | undefined>;
}

/** How the server answers a page address before the SPA takes over. */
export type PageAnswer = { kind: 'page'; head: PageHead } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

const segment = (value: string | undefined) => (value === undefined ? undefined : safeDecode(value));
function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const eventDates = (event: EventDetails, language: Language) => {
  const format = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: event.timeZone });
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
};

/** Link previews (Facebook, LinkedIn, X) show no SVG: the shipped SVG covers have JPEG twins beside them. */
export const previewImage = (image: string | null | undefined) => (image && /^\/covers\/[\w-]+\.svg$/.test(image) ? image.replace(/\.svg$/, '.jpg') : image);

const placeOf = (city: string | null | undefined, country: { name: string } | null | undefined) => [city, country?.name].filter(Boolean).join(', ');

function eventHead(event: EventDetails, language: Language, baseUrl: string, canonicalPath: string): PageHead {
  const where = event.venue ? `${event.venue.name}, ${placeOf(event.venue.city, event.venue.country)}` : 'Online';
  const lead = `${eventDates(event, language)} · ${where}.`;
  return {
    title: `${event.title} · Fairhub`,
    // The description is HTML: the head carries its text only.
    description: excerpt(`${lead} ${event.summary ?? (event.description ? textOfHtml(event.description) : '')}`),
    canonicalPath,
    image: previewImage(event.coverImage),
    language,
    jsonLd: [
      eventJsonLd(event, baseUrl, {
        event: canonicalPath,
        organizer: publicPaths.organizer(event.organizer.uid),
        venue: event.venue ? publicPaths.venue(event.venue.uid) : undefined,
      }),
    ],
  };
}

/**
 * The head (or redirect, or 404) for a page address: the public details pages get their own title,
 * description, canonical URL, previews and JSON-LD; the listings get a title and description; other
 * addresses are left to the built page (undefined).
 */
export async function answerPage(pathname: string, language: Language, sources: PageSources, baseUrl: string): Promise<PageAnswer | undefined> {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first, uid, slug, extra] = [parts[0], segment(parts[1]), segment(parts[2]), parts[3]];
  if (extra !== undefined || !uid) {
    if (first === 'companies' && parts.length === 1) return { kind: 'redirect', location: '/organizers' };
    const listing = parts.length === 1 && first ? LISTING_HEADS[first] : undefined;
    return listing ? { kind: 'page', head: { ...listing[language], canonicalPath: `/${first}`, language } } : undefined;
  }

  switch (first) {
    case 'events': {
      const event = await sources.event(uid, language);
      if (!event) return { kind: 'not-found' };
      const canonicalPath = publicPaths.event(event.uid, event.slug);
      if (slug !== event.slug) return { kind: 'redirect', location: canonicalPath };
      return { kind: 'page', head: eventHead(event, language, baseUrl, canonicalPath) };
    }
    case 'venues': {
      if (slug !== undefined) return undefined;
      const venue = await sources.venue(uid, language);
      if (!venue) return { kind: 'not-found' };
      const canonicalPath = publicPaths.venue(venue.uid);
      return {
        kind: 'page',
        head: {
          title: `${venue.name} · ${venue.city} · Fairhub`,
          description: excerpt(`${venue.address}, ${placeOf(venue.city, venue.country)}. ${venue.description ?? ''}`),
          canonicalPath,
          image: venue.photos[0] ?? null,
          language,
          jsonLd: [venueJsonLd(venue, baseUrl, canonicalPath)],
        },
      };
    }
    case 'organizers':
    case 'companies': {
      if (slug !== undefined) return undefined;
      const organizer = await sources.organizer(uid, language);
      if (!organizer) return { kind: 'not-found' };
      const canonicalPath = publicPaths.organizer(organizer.uid);
      if (first === 'companies') return { kind: 'redirect', location: canonicalPath };
      return {
        kind: 'page',
        head: {
          title: `${organizer.name} · Fairhub`,
          description: excerpt(organizer.description ?? `${organizer.name}, ${placeOf(organizer.city, organizer.country)}.`),
          canonicalPath,
          language,
          image: organizer.logoUrl ?? null,
          jsonLd: [organizationJsonLd(organizer, baseUrl, canonicalPath)],
        },
      };
    }
    case 'people': {
      if (slug !== undefined) return undefined;
      const person = await sources.person(uid, language);
      if (!person) return { kind: 'not-found' };
      const canonicalPath = publicPaths.person(person.uid);
      const name = `${person.firstName} ${person.lastName}`;
      return {
        kind: 'page',
        head: {
          title: `${name} · Fairhub`,
          description: excerpt([person.jobTitle, person.company?.name].filter(Boolean).join(', ') + (person.bio ? `. ${person.bio}` : '')) || name,
          canonicalPath,
          ogType: 'profile',
          language,
          image: person.avatarUrl,
          jsonLd: [personJsonLd(person, baseUrl, canonicalPath, person.company ? publicPaths.organizer(person.company.uid) : undefined)],
        },
      };
    }
    default:
      return undefined;
  }
}
