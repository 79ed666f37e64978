import { z } from './zod.ts';
import { codeNodeSchema } from './codes.ts';
import { eventSummarySchema } from './events.ts';
import { organizerSummarySchema } from './organizers.ts';
import { personSummarySchema } from './people.ts';
import { venueSummarySchema } from './venues.ts';

export const SEARCH_GROUPS = ['events', 'organizers', 'venues', 'people', 'codes'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** A group's `total` is counted up to this many; a total of SEARCH_TOTAL_MAX means at least that many (show "1,000+"). */
export const SEARCH_TOTAL_MAX = 1000;

/** GET search: one box across the catalogue. `q` is required; `limit` is per group. */
export const searchQuerySchema = z.object({
  q: z.string({ error: 'q_required' }).trim().min(1, { error: 'q_required' }).max(200, { error: 'text_too_long' }),
  limit: z.coerce.number({ error: 'limit_invalid' }).int({ error: 'limit_invalid' }).min(1, { error: 'limit_invalid' }).max(SEARCH_LIMIT_MAX, { error: 'limit_invalid' }).default(SEARCH_LIMIT_DEFAULT),
});

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
