import { z } from './zod.ts';
import { OFFER_KINDS, PRODUCT_STATUSES } from './statuses.ts';
import {
  cityQuery,
  codeQuery,
  codeRefSchema,
  countryCodeQuery,
  pageOf,
  pagingQuery,
  placeCountrySchema,
  resultDepthRule,
  searchTextQuery,
  withinResultDepth,
} from './paging.ts';
import { eventSummarySchema } from './events.ts';

export const ORGANIZER_SORTS = ['name', 'relevance'] as const;
/** `organizer`: companies that organize events; `exhibitor`: companies exhibiting at a published event. */
export const ORGANIZER_ROLES = ['organizer', 'exhibitor'] as const;

/**
 * GET organizers (alias GET companies): the public directory of companies. Without `role` it lists
 * every company; `code` matches the code and everything below it.
 */
export const organizerListQuerySchema = z
  .object({
    q: searchTextQuery,
    country: countryCodeQuery,
    city: cityQuery,
    code: codeQuery,
    role: z.enum(ORGANIZER_ROLES, { error: 'role_invalid' }).optional(),
    sort: z.enum(ORGANIZER_SORTS, { error: 'sort_invalid' }).optional(),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type OrganizerListQuery = z.input<typeof organizerListQuerySchema>;

export const organizerSummarySchema = z.object({
  uid: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  country: placeCountrySchema,
  description: z.string().nullable(),
  /** Address of the company's logo (`/media/{uid}.webp`), null without one. */
  logoUrl: z.string().nullable().optional(),
  isOrganizer: z.boolean(),
  codes: z.array(codeRefSchema),
  upcomingEventCount: z.number().int(),
});
export type OrganizerSummary = z.infer<typeof organizerSummarySchema>;
export const organizerPageSchema = pageOf(organizerSummarySchema);

export const publicProductSchema = z.object({
  uid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Image addresses (`/media/{uid}.webp`), in the order the company set; the first is the cover. */
  images: z.array(z.string()),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  codes: z.array(codeRefSchema),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** An active offer (not past its end) as the public company page shows it. */
export const publicOfferSchema = z.object({
  uid: z.string(),
  kind: z.enum(OFFER_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  codes: z.array(codeRefSchema),
  /** The countries it is aimed at; empty means anywhere. */
  targetCountries: z.array(placeCountrySchema),
  validUntil: z.string().nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const personRefSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable().optional(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const organizerDetailsSchema = organizerSummarySchema.extend({
  website: z.string().nullable(),
  /** Street address, null when the company gave none. */
  address: z.string().nullable().optional(),
  /** Published events it organizes that have not ended, soonest first (at most 50). */
  upcomingEvents: z.array(eventSummarySchema),
  /** Its latest past events (at most 12). */
  pastEvents: z.array(eventSummarySchema),
  /** Coming published events where it is an approved exhibitor. */
  exhibitingAt: z.array(eventSummarySchema.extend({ stand: z.string().nullable() })),
  products: z.array(publicProductSchema),
  /** Its active offers, requests and partnerships, newest first (at most 100). */
  offers: z.array(publicOfferSchema),
  /** Its members who made their profile public. */
  people: z.array(personRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrganizerDetails = z.infer<typeof organizerDetailsSchema>;
