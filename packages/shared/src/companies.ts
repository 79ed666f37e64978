import { z } from './zod.ts';
import { DESCRIPTION_MAX, nameSchema, optionalTextSchema } from './validation.ts';
import { companyRoleSchema } from './profile.ts';

export const websiteSchema = z
  .string()
  .trim()
  .max(2048, { error: 'url_invalid' })
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: 'url_invalid' }).optional());

/** POST companies — onboarding. The VAT id is checked against the country on the server. */
export const createCompanySchema = z.object({
  name: nameSchema,
  countryId: z.number({ error: 'country_required' }).int().positive({ error: 'country_required' }),
  city: nameSchema,
  vatId: optionalTextSchema(32),
  website: websiteSchema,
  description: optionalTextSchema(DESCRIPTION_MAX),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

export const companySchema = z.object({
  uid: z.string(),
  slug: z.string(),
  name: z.string(),
  countryId: z.number().int(),
  city: z.string(),
  vatId: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  role: companyRoleSchema,
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;
