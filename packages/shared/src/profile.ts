import { z } from './zod.ts';
import { LANGUAGES } from './constants.ts';

export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** GET profile/count — the panel's badge counters (docs/product.md, Counts). */
export const countsSchema = z.object({
  messages: z.number().int(),
  meetingRequests: z.number().int(),
  meetingsToday: z.number().int(),
  matches: z.number().int(),
  notifications: z.number().int(),
  contacts: z.number().int(),
});
export type Counts = z.infer<typeof countsSchema>;
export const COUNT_KEYS = Object.keys(countsSchema.shape) as (keyof Counts)[];

export const profileCompanySchema = z.object({
  uid: z.string(),
  name: z.string(),
  role: companyRoleSchema,
});

/** GET profile — the signed-in user. */
export const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
  company: profileCompanySchema.nullable(),
  counts: countsSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
