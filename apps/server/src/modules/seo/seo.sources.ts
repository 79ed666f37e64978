import type { Executor } from '../../db/client.ts';
import { ProblemError } from '../../lib/problems.ts';
import { getEventDetails } from '../events/events.service.ts';
import { getOrganizerDetails } from '../organizers/organizers.service.ts';
import { getPerson } from '../people/people.service.ts';
import { getVenueDetails } from '../venues/venues.service.ts';
import type { PageSources } from './page-answers.ts';

/** A 404 from a service means "no page here"; anything else is a real failure. */
async function orUndefined<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ProblemError && error.status === 404) return undefined;
    throw error;
  }
}

/** What anonymous visitors may see, read through the same services as the API. */
export function catalogueSources(db: Executor): PageSources {
  return {
    event: async (uid, language) => (await orUndefined(getEventDetails(db, uid, null, language)))?.event,
    venue: (uid, language) => orUndefined(getVenueDetails(db, uid, language)),
    organizer: (uid, language) => orUndefined(getOrganizerDetails(db, uid, language)),
    person: (uid, language) => orUndefined(getPerson(db, uid, language)),
  };
}
