import { z } from './zod.ts';
import { COUNTRY_ID_MAX } from './countries.ts';
import { pageOf, pagingQuery, placeCountrySchema, resultDepthRule, searchTextQuery, withinResultDepth } from './paging.ts';
import { imageRefSchema } from './uploads.ts';
import { DESCRIPTION_MAX, SINGLE_LINE, nameSchema } from './validation.ts';
import { nullableTextSchema, sortQuerySchema, uploadUidListSchema } from './panel-fields.ts';

/**
 * The organizer panel's venues (`venues/mine`): the places an organizer company owns and holds its
 * events at. Only admins of an organizer company write them; its members read them.
 */

/** At most this many photos per venue; their order is kept (the first one is the cover). */
export const VENUE_PHOTOS_MAX = 10;
export const VENUE_ADDRESS_MAX = 300;
export const VENUE_CITY_MAX = 120;
/** The largest capacity a venue may state (people at once). */
export const VENUE_CAPACITY_MAX = 10_000_000;

const requiredLine = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'text_too_long' }).regex(SINGLE_LINE, { error: 'control_character' });

/** A coordinate in degrees; `null` clears it. */
const coordinateSchema = (limit: number, code: string) =>
  z.union([z.number({ error: code }).min(-limit, { error: code }).max(limit, { error: code }), z.null()], { error: code });

export const venueCapacitySchema = z.union(
  [
    z
      .number({ error: 'capacity_invalid' })
      .int({ error: 'capacity_invalid' })
      .min(1, { error: 'capacity_invalid' })
      .max(VENUE_CAPACITY_MAX, { error: 'capacity_invalid' }),
    z.null(),
  ],
  { error: 'capacity_invalid' },
);

const venueFields = {
  name: nameSchema,
  /** Street and number, one line. */
  address: requiredLine(VENUE_ADDRESS_MAX, 'address_required'),
  city: requiredLine(VENUE_CITY_MAX, 'city_required'),
  /** As GET countries answers it (ISO 3166-1 numeric); unknown ids answer 400 `country_unknown`. */
  countryId: z
    .number({ error: 'country_required' })
    .int({ error: 'country_unknown' })
    .positive({ error: 'country_required' })
    .max(COUNTRY_ID_MAX, { error: 'country_unknown' }),
  /** −90…90; given together with `longitude` or not at all. */
  latitude: coordinateSchema(90, 'latitude_invalid'),
  /** −180…180; given together with `latitude` or not at all. */
  longitude: coordinateSchema(180, 'longitude_invalid'),
  /** People at once, 1–10,000,000; `null`: not stated. */
  capacity: venueCapacitySchema,
  /** Plain text (shown with its line breaks, never as HTML); blank or null clears it. */
  description: nullableTextSchema(DESCRIPTION_MAX),
  /** Upload uids of kind `venue_photo` uploaded by the caller's company, at most 10, order kept, repeats dropped. */
  photos: uploadUidListSchema(VENUE_PHOTOS_MAX, 'photos_too_many'),
};

/**
 * Both coordinates or neither: the missing one is named (`coordinates_incomplete`). The server runs it
 * again on the merged state of a PATCH.
 */
export function coordinatesIssue(latitude: number | null | undefined, longitude: number | null | undefined) {
  if (latitude != null && longitude == null) return { field: 'longitude', code: 'coordinates_incomplete' } as const;
  if (latitude == null && longitude != null) return { field: 'latitude', code: 'coordinates_incomplete' } as const;
  return undefined;
}

/** POST venues/mine. `name`, `address`, `city` and `countryId` are required. */
export const createVenueSchema = z
  .object({
    ...venueFields,
    latitude: venueFields.latitude.default(null),
    longitude: venueFields.longitude.default(null),
    capacity: venueFields.capacity.default(null),
    description: venueFields.description.default(null),
    photos: venueFields.photos.default([]),
  })
  .superRefine((body, context) => {
    const issue = coordinatesIssue(body.latitude, body.longitude);
    if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: issue.code, input: undefined });
  });
export type CreateVenueInput = z.input<typeof createVenueSchema>;
export type CreateVenue = z.output<typeof createVenueSchema>;

/**
 * PATCH venues/mine/{uid}: any subset; a field left out stays, `null` clears an optional one;
 * `photos` replaces the whole list. The coordinates are checked as a pair on the venue as it will be.
 */
export const updateVenueSchema = z.object({
  name: venueFields.name.optional(),
  address: venueFields.address.optional(),
  city: venueFields.city.optional(),
  countryId: venueFields.countryId.optional(),
  latitude: venueFields.latitude.optional(),
  longitude: venueFields.longitude.optional(),
  capacity: venueFields.capacity.optional(),
  description: venueFields.description.optional(),
  photos: venueFields.photos.optional(),
});
export type UpdateVenueInput = z.input<typeof updateVenueSchema>;
export type UpdateVenue = z.output<typeof updateVenueSchema>;

/** A venue as its organizer sees it. */
export const myVenueSchema = z.object({
  uid: z.string(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: placeCountrySchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  capacity: z.number().int().nullable(),
  description: z.string().nullable(),
  photos: z.array(imageRefSchema),
  /** Events (any status but cancelled) here that have not ended yet: while there are any, the venue cannot be deleted. */
  upcomingEventCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyVenue = z.infer<typeof myVenueSchema>;

/** `name`/`city`/`created`/`updated` ascending, or descending with a leading `-`. */
export const MY_VENUE_SORTS = ['name', '-name', 'city', '-city', 'updated', '-updated', 'created', '-created'] as const;
export type MyVenueSort = (typeof MY_VENUE_SORTS)[number];

/**
 * GET venues/mine: the caller's company's venues (members of an organizer company). `q` searches
 * name, city, address and description (words as prefixes); `sort` defaults to `name`. Venues have
 * no status.
 */
export const myVenueListQuerySchema = z
  .object({
    q: searchTextQuery,
    sort: sortQuerySchema(MY_VENUE_SORTS, 'name'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type MyVenueListQuery = z.input<typeof myVenueListQuerySchema>;

export const myVenuePageSchema = pageOf(myVenueSchema);
export type MyVenuePage = z.infer<typeof myVenuePageSchema>;
