import { z } from './zod.ts';
import { codeNodeSchema } from './codes.ts';
import { eventSummarySchema } from './events.ts';
import { organizerSummarySchema } from './organizers.ts';
import { personSummarySchema } from './people.ts';
import { venueSummarySchema } from './venues.ts';
import { SEARCH_GROUPS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX } from './catalogue-limits.ts';

export { SEARCH_GROUPS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_TOTAL_MAX } from './catalogue-limits.ts';
export type { SearchGroup } from './catalogue-limits.ts';

/** GET search: one box across the catalogue. `q` is required; `limit` is per group. */
export const searchQuerySchema = z.object({
  q: z.string({ error: 'q_required' }).trim().min(1, { error: 'q_required' }).max(200, { error: 'text_too_long' }),
  limit: z.coerce
    .number({ error: 'limit_invalid' })
    .int({ error: 'limit_invalid' })
    .min(1, { error: 'limit_invalid' })
    .max(SEARCH_LIMIT_MAX, { error: 'limit_invalid' })
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

const group = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const searchResultSchema = z.object({
  q: z.string(),
  /** The groups that found something, best match first. */
  order: z.array(z.enum(SEARCH_GROUPS)),
  events: group(eventSummarySchema),
  organizers: group(organizerSummarySchema),
  venues: group(venueSummarySchema),
  people: group(personSummarySchema),
  codes: group(codeNodeSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
