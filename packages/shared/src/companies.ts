import { z } from './zod.ts';
import { COUNTRY_ID_MAX } from './countries.ts';
import { DESCRIPTION_MAX, nameSchema, optionalTextSchema } from './validation.ts';
import { companyRoleSchema } from './profile.ts';
import { COMPANY_SIZE_BANDS } from './statuses.ts';
import { NACE_CODE_PATTERN, codeRefSchema } from './paging.ts';
import { imageRefSchema, uploadUidSchema } from './uploads.ts';

export const COMPANY_ADDRESS_MAX = 200;
export const COMPANY_VAT_ID_MAX = 32;
/** A company carries at most this many NACE codes. */
export const COMPANY_CODES_MAX = 20;

export const websiteSchema = z
  .string()
  .trim()
  .max(2048, { error: 'url_invalid' })
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: 'url_invalid' }).optional());

export const companySizeBandSchema = z.enum(COMPANY_SIZE_BANDS, { error: 'size_band_invalid' });

/** The NACE codes a company picks: codes such as "25.11", each once, at most 20. Unknown codes answer 400 code_unknown. */
export const companyCodesSchema = z
  .array(z.string({ error: 'code_invalid' }).max(16, { error: 'code_invalid' }).trim().toUpperCase(), { error: 'codes_invalid' })
  .max(COMPANY_CODES_MAX, { error: 'codes_too_many' })
  // checked on the list, so every code error names the field `codes`
  .refine((codes) => codes.every((code) => NACE_CODE_PATTERN.test(code)), { error: 'code_invalid' })
  .refine((codes) => new Set(codes).size === codes.length, { error: 'codes_duplicate' });

/** POST companies — onboarding. The VAT id is checked against the country on the server. */
export const createCompanySchema = z.object({
  name: nameSchema,
  countryId: z.number({ error: 'country_required' }).int().positive({ error: 'country_required' }).max(COUNTRY_ID_MAX, { error: 'country_unknown' }),
  city: nameSchema,
  address: optionalTextSchema(COMPANY_ADDRESS_MAX),
  vatId: optionalTextSchema(COMPANY_VAT_ID_MAX),
  website: websiteSchema,
  description: optionalTextSchema(DESCRIPTION_MAX),
  sizeBand: companySizeBandSchema.optional(),
  /** Upload uid of a logo the user uploaded before the company existed. */
  logo: uploadUidSchema.optional(),
  codes: companyCodesSchema.optional(),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

/** Optional text in a PATCH: absent keeps the value, `null` or blank clears it. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'text_too_long' })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const clearableWebsite = z
  .string()
  .trim()
  .max(2048, { error: 'url_invalid' })
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: 'url_invalid' })
      .nullable()
      .optional(),
  );

/**
 * PATCH companies/mine — owners and admins. Every field is optional (absent = unchanged); address,
 * VAT id, website, description, size band and logo are cleared with `null`; `codes` replaces the list
 * (`[]` removes every code).
 */
export const updateCompanySchema = z.object({
  name: nameSchema.optional(),
  countryId: z.number({ error: 'country_required' }).int().positive({ error: 'country_required' }).max(COUNTRY_ID_MAX, { error: 'country_unknown' }).optional(),
  city: nameSchema.optional(),
  address: clearableText(COMPANY_ADDRESS_MAX),
  vatId: clearableText(COMPANY_VAT_ID_MAX),
  website: clearableWebsite,
  description: clearableText(DESCRIPTION_MAX),
  sizeBand: companySizeBandSchema.nullable().optional(),
  logo: uploadUidSchema.nullable().optional(),
  codes: companyCodesSchema.optional(),
});
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

/** A company as its members see it (POST companies, GET/PATCH companies/mine). */
export const companySchema = z.object({
  uid: z.string(),
  slug: z.string(),
  name: z.string(),
  countryId: z.number().int(),
  city: z.string(),
  address: z.string().nullable(),
  vatId: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  sizeBand: companySizeBandSchema.nullable(),
  logo: imageRefSchema.nullable(),
  /** Its NACE codes, named in the request's language. */
  codes: z.array(codeRefSchema),
  isOrganizer: z.boolean(),
  /** The company's public page: `/organizers/{uid}`. */
  publicPath: z.string(),
  /** The caller's role in it. */
  role: companyRoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;
