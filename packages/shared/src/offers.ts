import { z } from './zod.ts';
import { OFFER_KINDS, OFFER_STATUSES, type OfferStatus } from './statuses.ts';
import { codeRefSchema, pageOf, pagingQuery, placeCountrySchema, resultDepthRule, searchTextQuery, withinResultDepth } from './paging.ts';
import { DESCRIPTION_MAX, nameSchema } from './validation.ts';
import { codeListSchema, countryIdListSchema, nullableTextSchema, sortQuerySchema } from './panel-fields.ts';

/** At most this many target countries; none means anywhere. */
export const OFFER_COUNTRIES_MAX = 50;

export const offerKindSchema = z.enum(OFFER_KINDS, { error: 'kind_invalid' });

/** The statuses a user may set; `expired` is set only by the server once `validUntil` has passed. */
export const OFFER_SETTABLE_STATUSES = ['draft', 'active', 'closed'] as const satisfies readonly OfferStatus[];
export const offerSettableStatusSchema = z.enum(OFFER_SETTABLE_STATUSES, { error: 'status_unknown' });
export const offerStatusSchema = z.enum(OFFER_STATUSES, { error: 'status_unknown' });

/**
 * Which status may follow which. A draft goes active (published) or closed (given up); an active
 * offer closes (or expires by itself); an expired one may be made active again with a new
 * `validUntil`, or closed. Closed is final. Keeping the same status is always allowed.
 */
export const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  draft: ['active', 'closed'],
  active: ['closed'],
  expired: ['active', 'closed'],
  closed: [],
};

export function canChangeOfferStatus(from: OfferStatus, to: OfferStatus) {
  return from === to || OFFER_TRANSITIONS[from].includes(to);
}

/**
 * `validUntil`: an ISO date-time with its offset (`2026-09-30T18:00:00+02:00`, `…Z`) or a date
 * (`2026-09-30`), which means the end of that day in UTC (`2026-09-30T23:59:59.999Z`). Out as an
 * ISO date-time in UTC; `null` or blank: no end.
 */
export const validUntilSchema = z.union([z.string(), z.null()], { error: 'valid_until_invalid' }).transform((value, context) => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999Z` : text;
  const parsed = z.iso.datetime({ offset: true }).safeParse(date);
  const time = parsed.success ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(time) || (date !== text && !new Date(time).toISOString().startsWith(text))) {
    context.addIssue({ code: 'custom', message: 'valid_until_invalid', input: value });
    return z.NEVER;
  }
  return new Date(time).toISOString();
});

/**
 * An offer that is (or becomes) active needs a `validUntil` in the future, or none. Returns the
 * error code or undefined; the server runs it again on the merged state of a PATCH.
 */
export function validUntilIssue(status: OfferStatus, validUntil: string | null | undefined, now = Date.now()) {
  return status === 'active' && validUntil != null && Date.parse(validUntil) <= now ? 'valid_until_past' : undefined;
}

const offerFields = {
  kind: offerKindSchema,
  title: nameSchema,
  /** Plain text; blank or null clears it. */
  description: nullableTextSchema(DESCRIPTION_MAX),
  /** NACE codes, at most 20, repeats dropped; each must exist. */
  codes: codeListSchema,
  /** Country ids as GET countries answers them (ISO numeric), at most 50; empty means anywhere. */
  targetCountryIds: countryIdListSchema(OFFER_COUNTRIES_MAX),
  validUntil: validUntilSchema,
  status: offerSettableStatusSchema,
};

/** POST offers. `kind` and `title` are required; status defaults to `draft`. */
export const createOfferSchema = z
  .object({
    ...offerFields,
    description: offerFields.description.default(null),
    codes: offerFields.codes.default([]),
    targetCountryIds: offerFields.targetCountryIds.default([]),
    validUntil: offerFields.validUntil.default(null),
    status: offerFields.status.default('draft'),
  })
  .superRefine((body, context) => {
    const issue = validUntilIssue(body.status, body.validUntil);
    if (issue) context.addIssue({ code: 'custom', path: ['validUntil'], message: issue, input: undefined });
  });
export type CreateOfferInput = z.input<typeof createOfferSchema>;
export type CreateOffer = z.output<typeof createOfferSchema>;

/**
 * PATCH offers/{uid}: any subset; a field left out stays, `null` clears an optional one; `codes` and
 * `targetCountryIds` replace the whole list. `status` must follow OFFER_TRANSITIONS
 * (`status_transition_invalid`), and an offer that is active after the change needs a future
 * `validUntil` or none (`valid_until_past`).
 */
export const updateOfferSchema = z.object({
  kind: offerFields.kind.optional(),
  title: offerFields.title.optional(),
  description: offerFields.description.optional(),
  codes: offerFields.codes.optional(),
  targetCountryIds: offerFields.targetCountryIds.optional(),
  validUntil: offerFields.validUntil.optional(),
  status: offerFields.status.optional(),
});
export type UpdateOfferInput = z.input<typeof updateOfferSchema>;
export type UpdateOffer = z.output<typeof updateOfferSchema>;

export const offerSchema = z.object({
  uid: z.string(),
  kind: offerKindSchema,
  title: z.string(),
  description: z.string().nullable(),
  codes: z.array(codeRefSchema),
  /** As sent: the ids, in the order given. */
  targetCountryIds: z.array(z.number().int()),
  /** The same countries with their codes and names (in the request's language), in the same order. */
  targetCountries: z.array(placeCountrySchema),
  validUntil: z.string().nullable(),
  status: offerStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** `title`/`updated`/`validUntil` ascending, or descending with a leading `-`. Offers without an end come last either way. */
export const OFFER_SORTS = ['updated', '-updated', 'title', '-title', 'validUntil', '-validUntil'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/**
 * GET offers: the caller's company's offers. `q` searches title and description (words as prefixes);
 * `status` and `kind` filter; `sort` defaults to `-updated`.
 */
export const offerListQuerySchema = z
  .object({
    q: searchTextQuery,
    status: offerStatusSchema.optional(),
    kind: offerKindSchema.optional(),
    sort: sortQuerySchema(OFFER_SORTS, '-updated'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type OfferListQuery = z.input<typeof offerListQuerySchema>;

export const offerPageSchema = pageOf(offerSchema);
export type OfferPage = z.infer<typeof offerPageSchema>;
