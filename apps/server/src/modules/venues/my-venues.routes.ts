import type { FastifyInstance } from 'fastify';
import { createVenueSchema, myVenueListQuerySchema, myVenuePageSchema, myVenueSchema, updateVenueSchema } from '@fairhub/shared/my-venues';
import type { AppContext } from '../../context.ts';
import { companyResourceRoutes } from '../../lib/company-resource/company-resource.routes.ts';
import { myVenuesService } from './my-venues.service.ts';

/** The organizer panel's venues: members of an organizer company read, its owners and admins write. */
export async function myVenuesRoutes(app: FastifyInstance, ctx: AppContext) {
  await companyResourceRoutes(app, ctx, {
    path: 'venues/mine',
    schemas: { listQuery: myVenueListQuerySchema, page: myVenuePageSchema, item: myVenueSchema, create: createVenueSchema, update: updateVenueSchema },
    summaries: {
      list: "The caller's organizer company's venues: text search (name, city, address, description), sort (name, city, created, updated; `-` for descending), paged with the total (members; 403 `not_organizer` for other companies)",
      create: "Create a venue of the caller's organizer company (owners and admins; photos: its venue_photo uploads; both coordinates or neither)",
      get: "One of the caller's organizer company's venues",
      update:
        "Change a venue (owners and admins): only the fields given; `null` clears an optional one; photos replace the whole list; a new city or country moves the venue's events with it",
      remove: 'Delete a venue (owners and admins); 409 `venue_in_use` while events that have not ended are planned there',
    },
    problemStatuses: [403, 409],
    service: myVenuesService,
  });
}
