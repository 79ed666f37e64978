import { z } from '@fairhub/shared/zod';
import { CODES_MAX } from '@fairhub/shared/panel-fields';
import { OFFER_COUNTRIES_MAX, offerKindSchema, validUntilSchema, type CreateOfferInput, type Offer } from '@fairhub/shared/offers';
import type { PlaceCountry } from '@fairhub/shared/paging';
import type { OfferStatus } from '@fairhub/shared/statuses';
import { DESCRIPTION_MAX, nameSchema } from '@fairhub/shared/validation';
import { codeLevel } from '../../../lib/code-level.ts';
import { validUntilDay } from './valid-until.ts';

/** The offer form's fields; its status is not one of them: buttons move it along. */
export const offerFormSchema = z.object({
  kind: offerKindSchema,
  title: nameSchema,
  description: z.string().max(DESCRIPTION_MAX, { error: 'text_too_long' }),
  codes: z.array(z.object({ code: z.string(), name: z.string() })).max(CODES_MAX, { error: 'codes_too_many' }),
  targetCountryIds: z.array(z.number()).max(OFFER_COUNTRIES_MAX, { error: 'countries_too_many' }),
  /** As the date input writes it (`2026-09-30`), or empty. */
  validUntil: z.string().refine((value) => validUntilSchema.safeParse(value).success, { error: 'valid_until_invalid' }),
});

export type OfferFormValues = z.input<typeof offerFormSchema>;

/** Fields the server may name in its answer, in the order they appear; `status` errors show above the buttons. */
export const OFFER_FORM_FIELDS = ['kind', 'title', 'description', 'codes', 'targetCountryIds', 'validUntil'] as const;

export function formValuesOf(offer: Offer | null): OfferFormValues {
  return {
    kind: offer?.kind ?? 'offer',
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    codes: (offer?.codes ?? []).map(({ code, name }) => ({ code, name })),
    targetCountryIds: offer?.targetCountryIds ?? [],
    validUntil: offer?.validUntil ? validUntilDay(offer.validUntil) : '',
  };
}

/** What POST offers / PATCH offers/{uid} get: every field, codes as strings; a status only when it changes. */
export function offerInputOf(values: OfferFormValues, status?: Exclude<OfferStatus, 'expired'>): CreateOfferInput {
  return {
    kind: values.kind,
    title: values.title.trim(),
    description: values.description.trim() || null,
    codes: values.codes.map((code) => code.code),
    targetCountryIds: values.targetCountryIds,
    validUntil: values.validUntil || null,
    ...(status ? { status } : {}),
  };
}

/** How the offer will look once saved, for the lists and the page before the server answers. */
export function offerPreviewOf(values: OfferFormValues, existing: Offer | null, uid: string, status: OfferStatus, countries: readonly PlaceCountry[]): Offer {
  const now = new Date().toISOString();
  const byId = new Map(countries.map((country) => [country.id, country]));
  const validUntil = validUntilSchema.safeParse(values.validUntil);
  return {
    uid,
    kind: values.kind,
    title: values.title.trim(),
    description: values.description.trim() || null,
    codes: values.codes.map((code) => ({ ...code, level: codeLevel(code.code) })),
    targetCountryIds: values.targetCountryIds,
    targetCountries: values.targetCountryIds.flatMap((id) => {
      const country = byId.get(id);
      return country ? [country] : [];
    }),
    validUntil: validUntil.success ? validUntil.data : null,
    status,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}
