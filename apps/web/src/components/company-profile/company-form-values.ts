import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@fairhub/shared/zod';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_CODES_MAX,
  COMPANY_VAT_ID_MAX,
  companySizeBandSchema,
  websiteSchema,
  type Company,
  type CreateCompanyInput,
  type UpdateCompanyInput,
} from '@fairhub/shared/companies';
import type { CompanySizeBand } from '@fairhub/shared/statuses';
import { imageRefSchema, type ImageRef } from '@fairhub/shared/uploads';
import { DESCRIPTION_MAX, nameSchema } from '@fairhub/shared/validation';
import { vatIdError } from '@fairhub/shared/vat';

/** A NACE code as the code picker holds it. */
export interface CodeChoice {
  code: string;
  name: string;
}

/** The company profile as its form edits it (onboarding and /panel/company). */
export interface CompanyFormValues {
  name: string;
  countryId: number | null;
  city: string;
  address: string;
  vatId: string;
  website: string;
  sizeBand: CompanySizeBand | null;
  description: string;
  logo: ImageRef | null;
  codes: CodeChoice[];
}

/** The fields a server error can name (the API's field names are the form's). */
export const COMPANY_FORM_FIELDS = ['name', 'countryId', 'city', 'address', 'vatId', 'website', 'sizeBand', 'description', 'logo', 'codes'] as const;

const text = (max: number) => z.string().trim().max(max, { error: 'text_too_long' });

/** The client-side checks: the shared rules of POST companies and PATCH companies/mine. */
export const companyFormSchema = z.object({
  name: nameSchema,
  countryId: z.union([z.number(), z.null()], { error: 'country_required' }).transform((id, context) => {
    if (id === null || !Number.isInteger(id) || id <= 0) {
      context.addIssue({ code: 'custom', message: 'country_required', input: id });
      return z.NEVER;
    }
    return id;
  }),
  city: nameSchema,
  address: text(COMPANY_ADDRESS_MAX),
  vatId: text(COMPANY_VAT_ID_MAX),
  website: websiteSchema,
  sizeBand: companySizeBandSchema.nullable(),
  description: text(DESCRIPTION_MAX),
  logo: imageRefSchema.nullable(),
  codes: z.array(z.object({ code: z.string(), name: z.string() })).max(COMPANY_CODES_MAX, { error: 'codes_too_many' }),
});
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

export const emptyCompanyFormValues = (): CompanyFormValues => ({
  name: '',
  countryId: null,
  city: '',
  address: '',
  vatId: '',
  website: '',
  sizeBand: null,
  description: '',
  logo: null,
  codes: [],
});

/**
 * The schema's checks plus the VAT id against the chosen country's format (and the Polish NIP
 * checksum), which needs the country's ISO code: `countryCode` looks it up among the loaded countries.
 */
export function companyFormResolver(countryCode: (countryId: number) => string | undefined): Resolver<CompanyFormValues, unknown, CompanyFormOutput> {
  const base = zodResolver(companyFormSchema) as unknown as Resolver<CompanyFormValues, unknown, CompanyFormOutput>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const code = values.countryId ? countryCode(values.countryId) : undefined;
    const vatError = code && values.vatId.trim() ? vatIdError(values.vatId, code) : null;
    if (!vatError || result.errors.vatId) return result;
    return { values: {}, errors: { ...result.errors, vatId: { type: 'vat', message: vatError } } };
  };
}

/** A saved company as form values. */
export function companyToFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    countryId: company.countryId,
    city: company.city,
    address: company.address ?? '',
    vatId: company.vatId ?? '',
    website: company.website ?? '',
    sizeBand: company.sizeBand,
    description: company.description ?? '',
    logo: company.logo,
    codes: company.codes.map(({ code, name }) => ({ code, name })),
  };
}

/** POST companies: blank optional fields are left out. */
export function toCreateCompanyBody(values: CompanyFormOutput): CreateCompanyInput {
  return {
    name: values.name,
    countryId: values.countryId,
    city: values.city,
    ...(values.address ? { address: values.address } : {}),
    ...(values.vatId ? { vatId: values.vatId } : {}),
    ...(values.website ? { website: values.website } : {}),
    ...(values.description ? { description: values.description } : {}),
    ...(values.sizeBand ? { sizeBand: values.sizeBand } : {}),
    ...(values.logo ? { logo: values.logo.uid } : {}),
    ...(values.codes.length ? { codes: values.codes.map((choice) => choice.code) } : {}),
  };
}

const sameCodes = (a: CodeChoice[], b: CodeChoice[]) => a.length === b.length && a.every((choice, index) => choice.code === b[index]?.code);

/**
 * PATCH companies/mine: only what changed since `saved` (absent keeps a value, so two admins editing
 * different fields do not overwrite each other); a cleared optional field is sent as null.
 */
export function toCompanyPatch(saved: CompanyFormValues, values: CompanyFormOutput): UpdateCompanyInput {
  const patch: UpdateCompanyInput = {};
  if (values.name !== saved.name) patch.name = values.name;
  if (values.countryId !== saved.countryId) patch.countryId = values.countryId;
  if (values.city !== saved.city) patch.city = values.city;
  if (values.address !== saved.address) patch.address = values.address || null;
  if (values.vatId !== saved.vatId) patch.vatId = values.vatId || null;
  if ((values.website ?? '') !== saved.website) patch.website = values.website ?? null;
  if (values.description !== saved.description) patch.description = values.description || null;
  if (values.sizeBand !== saved.sizeBand) patch.sizeBand = values.sizeBand;
  if ((values.logo?.uid ?? null) !== (saved.logo?.uid ?? null)) patch.logo = values.logo?.uid ?? null;
  if (!sameCodes(values.codes, saved.codes)) patch.codes = values.codes.map((choice) => choice.code);
  return patch;
}
