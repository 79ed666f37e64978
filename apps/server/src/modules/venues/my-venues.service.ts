import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import { coordinatesIssue, type CreateVenue, type MyVenue, type myVenueListQuerySchema, type UpdateVenue } from '@fairhub/shared/my-venues';
import { parseSort } from '@fairhub/shared/panel-fields';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { Executor } from '../../db/client.ts';
import { companyResourceService } from '../../lib/company-resource/company-resource.service.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { iso } from '../../lib/iso-date.ts';
import { conflict, invalidField } from '../../lib/problems.ts';
import { slugify } from '../../lib/slug.ts';
import { textSearch } from '../../lib/text-search.ts';
import { presentCountry } from '../countries/countries.presenter.ts';
import { findCountry } from '../countries/countries.repository.ts';
import { organizerScope } from '../organizers/organizer-scope.ts';
import { requireUploads } from '../uploads/uploads.service.ts';
import { comingEventCountsAtVenues, countComingEventsAtVenue, countriesByIds, myVenuesRepository, type MyVenueRow } from './my-venues.repository.ts';

/**
 * The organizer panel's venues (lib/company-resource): members of an organizer company read them,
 * its owners and admins write them (organizers/organizer-scope.ts). A venue's own rules: both
 * coordinates or neither, photos are the company's own venue_photo uploads, the country exists,
 * and a venue where events that have not ended are planned cannot be deleted (409 `venue_in_use`).
 * A change of city or country moves the venue's events with it (venue-writes.repository.ts).
 */

export type MyVenueListParams = z.output<typeof myVenueListQuerySchema>;

async function presentVenues(db: Executor, _scope: CompanyScope, rows: MyVenueRow[], language: Language): Promise<MyVenue[]> {
  const [countries, coming] = await Promise.all([
    countriesByIds(
      db,
      rows.map((row) => row.countryId),
    ),
    comingEventCountsAtVenues(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    address: row.address,
    city: row.city,
    country: presentCountry(countries.get(row.countryId)!, language),
    latitude: row.latitude,
    longitude: row.longitude,
    capacity: row.capacity,
    description: row.description,
    photos: row.photos.map((uid) => ({ uid, url: mediaUrl(uid) })),
    upcomingEventCount: coming.get(row.id) ?? 0,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

export const myVenuesService = companyResourceService({
  repository: myVenuesRepository,
  scope: organizerScope,
  notFound: 'Your company has no such venue.',
  links: [],
  filterOf: (params: MyVenueListParams) => ({ text: textSearch(params.q), equal: {}, sort: parseSort(params.sort) }),
  /** PATCH: the coordinates are checked as a pair, as they will be. */
  checkUpdate(current, body: UpdateVenue) {
    const issue = coordinatesIssue(
      body.latitude === undefined ? current.latitude : body.latitude,
      body.longitude === undefined ? current.longitude : body.longitude,
    );
    if (issue) throw invalidField(issue.field, issue.code);
  },
  async checkRemove(tx, _scope, current) {
    const coming = await countComingEventsAtVenue(tx, current.id);
    if (coming > 0) {
      throw conflict(
        `${coming === 1 ? 'An event that has not ended yet is' : `${coming} events that have not ended yet are`} planned at this venue. Move or cancel ${coming === 1 ? 'it' : 'them'} first, then delete the venue.`,
        'venue_in_use',
      );
    }
  },
  /** Photos must be the company's own venue photos; the country must exist. */
  async checkReferences(tx, scope, body: Partial<CreateVenue>) {
    if (body.photos) await requireUploads(tx, body.photos, 'venue_photo', { companyId: scope.companyId, userId: scope.userId }, 'photos');
    if (body.countryId !== undefined && !(await findCountry(tx, body.countryId))) throw invalidField('countryId', 'country_unknown');
  },
  toValues: (fields) => (typeof fields.name === 'string' ? { ...fields, slug: slugify(fields.name) } : fields),
  async saveLinks() {},
  present: presentVenues,
});
