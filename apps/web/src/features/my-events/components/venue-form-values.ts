import { z } from '@fairhub/shared/zod';
import { createVenueSchema, type CreateVenueInput, type MyVenue } from '@fairhub/shared/my-venues';
import type { PlaceCountry } from '@fairhub/shared/paging';
import { imageRefSchema } from '@fairhub/shared/uploads';

/** The venue form's fields as typed (numbers as text, photos with their addresses). */
export const venueFormSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    countryId: z.number().nullable(),
    latitude: z.string(),
    longitude: z.string(),
    capacity: z.string(),
    description: z.string(),
    photos: z.array(imageRefSchema),
  })
  .superRefine((values, context) => {
    // The shared schema decides, so the form says what the server would say.
    const checked = createVenueSchema.safeParse(venueInputOf(values));
    if (checked.success) return;
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!field || seen.has(field)) continue;
      seen.add(field);
      context.addIssue({ code: 'custom', path: [field], message: issue.message, input: undefined });
    }
  });

export type VenueFormValues = z.input<typeof venueFormSchema>;

export const VENUE_FORM_FIELDS = ['name', 'address', 'city', 'countryId', 'latitude', 'longitude', 'capacity', 'description', 'photos'] as const;

/** A number as typed ("52,4064" the Polish way too); blank is none; anything else stays text for the schema to refuse. */
function numberOf(text: string): number | null | string {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(/[\s\u00a0]/g, ''));
  return Number.isFinite(value) ? value : trimmed;
}

export function venueFormValuesOf(venue: MyVenue | null): VenueFormValues {
  return {
    name: venue?.name ?? '',
    address: venue?.address ?? '',
    city: venue?.city ?? '',
    countryId: venue?.country.id ?? null,
    latitude: venue?.latitude == null ? '' : String(venue.latitude),
    longitude: venue?.longitude == null ? '' : String(venue.longitude),
    capacity: venue?.capacity == null ? '' : String(venue.capacity),
    description: venue?.description ?? '',
    photos: venue?.photos ?? [],
  };
}

/** What POST venues/mine and PATCH venues/mine/{uid} get. */
export function venueInputOf(values: VenueFormValues): CreateVenueInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    countryId: (values.countryId ?? undefined) as number,
    latitude: numberOf(values.latitude) as number | null,
    longitude: numberOf(values.longitude) as number | null,
    capacity: numberOf(values.capacity) as number | null,
    description: values.description.trim() || null,
    photos: values.photos.map((photo) => photo.uid),
  };
}

/** How the venue will look once saved, for the lists before the server answers. */
export function venuePreviewOf(values: VenueFormValues, existing: MyVenue | null, uid: string, country: PlaceCountry | undefined): MyVenue {
  const input = venueInputOf(values);
  const now = new Date().toISOString();
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    uid,
    slug: existing?.slug ?? '',
    name: input.name,
    address: input.address,
    city: input.city,
    country: country ?? existing?.country ?? { id: values.countryId ?? 0, code: '', name: '' },
    latitude: number(input.latitude),
    longitude: number(input.longitude),
    capacity: number(input.capacity),
    description: input.description ?? null,
    photos: values.photos,
    upcomingEventCount: existing?.upcomingEventCount ?? 0,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}
