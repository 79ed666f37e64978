import { z } from './zod.ts';
import { companyRefSchema } from './paging.ts';
import { eventSummarySchema } from './events.ts';
import { PARTICIPATION_ROLES } from './statuses.ts';

/** GET people/{uid}: only profiles made public; anything else is 404. */
export const personSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  /** `/media/{uid}.webp`, or null without a photo. */
  avatarUrl: z.string().nullable(),
  /** ISO 639-1 codes of the languages the person speaks. */
  languages: z.array(z.string()),
  bio: z.string().nullable(),
  company: companyRefSchema.nullable(),
  /** Coming published events where the person's participation is approved. */
  events: z.array(eventSummarySchema.extend({ role: z.enum(PARTICIPATION_ROLES) })),
  updatedAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const personSummarySchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  company: companyRefSchema.nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;
