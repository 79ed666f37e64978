import { z } from './zod.ts';
import { EVENT_STATUSES } from './statuses.ts';
import {
  cityQuery,
  codeQuery,
  codeRefSchema,
  companyRefSchema,
  countryCodeQuery,
  pageOf,
  pagingQuery,
  placeCountrySchema,
  resultDepthRule,
  searchTextQuery,
  withinResultDepth,
} from './paging.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'date_invalid',
  });

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export const EVENT_SORTS = ['date', 'relevance'] as const;

/**
 * GET events. `when` picks coming (not yet ended, soonest first) or past events (latest first);
 * `from`/`to` (YYYY-MM-DD, inclusive, UTC days) keep events that overlap the range. `sort` defaults to
 * relevance when `q` is given, otherwise to date. `code` matches the code and everything below it;
 * `organizer` is a company uid.
 */
export const eventListQuerySchema = z
  .object({
    q: searchTextQuery,
    when: z.enum(EVENT_WHEN, { error: 'when_invalid' }).default('upcoming'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    country: countryCodeQuery,
    city: cityQuery,
    code: codeQuery,
    organizer: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' })
      .optional(),
    sort: z.enum(EVENT_SORTS, { error: 'sort_invalid' }).optional(),
    ...pagingQuery,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], error: 'date_range_invalid' })
  .refine(withinResultDepth, resultDepthRule);
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const venueRefSchema = z.object({ uid: z.string(), slug: z.string(), name: z.string(), city: z.string() });

export const eventSummarySchema = z.object({
  uid: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  status: z.enum(EVENT_STATUSES),
  coverImage: z.string().nullable(),
  online: z.boolean(),
  city: z.string().nullable(),
  country: placeCountrySchema.nullable(),
  venue: venueRefSchema.nullable(),
  organizer: companyRefSchema,
  codes: z.array(codeRefSchema),
  exhibitorCount: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const eventPageSchema = pageOf(eventSummarySchema);

export const eventExhibitorSchema = z.object({
  company: companyRefSchema.extend({ city: z.string(), country: placeCountrySchema }),
  stand: z.string().nullable(),
});

export const eventDetailsSchema = eventSummarySchema.extend({
  description: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  venue: z
    .object({
      uid: z.string(),
      slug: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      country: placeCountrySchema,
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
  organizer: companyRefSchema.extend({ city: z.string(), country: placeCountrySchema, website: z.string().nullable(), description: z.string().nullable() }),
  exhibitors: z.array(eventExhibitorSchema),
  updatedAt: z.string(),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;
