import type { Language } from '@fairhub/shared/constants';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { Person } from '@fairhub/shared/people';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/problems.ts';
import { iso } from '../../lib/iso-date.ts';
import { eventsAttendedBy } from '../events/events.repository.ts';
import { presentEventSummaries } from '../events/events.service.ts';
import { findPublicPerson } from './people.repository.ts';

/** Coming events shown on a person's page. */
export const PERSON_EVENTS_MAX = 50;

/** GET people/{uid}: only a profile made public; a private one is 404, as if it did not exist. */
export async function getPerson(db: Executor, uid: string, language: Language): Promise<Person> {
  const row = await findPublicPerson(db, uid);
  if (!row) throw notFound('There is no public profile here.');
  const events = await eventsAttendedBy(db, row.id, PERSON_EVENTS_MAX);
  return {
    uid: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    avatarUrl: row.avatar ? mediaUrl(row.avatar) : null,
    languages: row.languages,
    bio: row.bio,
    company: row.company,
    events: await presentEventSummaries(db, events, language, (event) => ({ role: event.role })),
    updatedAt: iso(row.updatedAt),
  };
}
