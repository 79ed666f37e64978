import { z } from './zod.ts';
import {
  cityQuery,
  companyRefSchema,
  countryCodeQuery,
  pageOf,
  pagingQuery,
  placeCountrySchema,
  resultDepthRule,
  searchTextQuery,
  withinResultDepth,
} from './paging.ts';
import { eventSummarySchema } from './events.ts';

export const VENUE_SORTS = ['name', 'relevance'] as const;

/** GET venues: `sort` defaults to relevance with `q`, otherwise to name. */
export const venueListQuerySchema = z
  .object({
    q: searchTextQuery,
    country: countryCodeQuery,
    city: cityQuery,
    sort: z.enum(VENUE_SORTS, { error: 'sort_invalid' }).optional(),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type VenueListQuery = z.input<typeof venueListQuerySchema>;

export const venueSummarySchema = z.object({
  uid: z.string(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: placeCountrySchema,
  capacity: z.number().int().nullable(),
  photo: z.string().nullable(),
  upcomingEventCount: z.number().int(),
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;
export const venuePageSchema = pageOf(venueSummarySchema);

export const venueDetailsSchema = venueSummarySchema.extend({
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photos: z.array(z.string()),
  owner: companyRefSchema,
  /** Published events here that have not ended yet, soonest first (at most 50). */
  upcomingEvents: z.array(eventSummarySchema),
  updatedAt: z.string(),
});
export type VenueDetails = z.infer<typeof venueDetailsSchema>;
