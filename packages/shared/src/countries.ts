import { z } from './zod.ts';

/** GET countries, GET countries/{id}: `name` is in the language the request asks for (Accept-Language). */
export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

/** ISO 3166-1 numeric codes have three digits. */
export const COUNTRY_ID_MAX = 999;
