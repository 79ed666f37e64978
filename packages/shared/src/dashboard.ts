import { z } from './zod.ts';
import { OFFER_STATUSES, PRODUCT_STATUSES } from './statuses.ts';

/** The dashboard's page-view chart covers this many UTC days, today included. */
export const PAGE_VIEW_DAYS = 30;

const countSchema = z.number().int().nonnegative();

/** One count per status, every status present (0 when none). */
function countsPerStatus<const Status extends string>(statuses: readonly Status[]) {
  return z.object(Object.fromEntries(statuses.map((status) => [status, countSchema])) as Record<Status, typeof countSchema>);
}

/** Views of the company's public page on one UTC day (`YYYY-MM-DD`). */
export const pageViewDaySchema = z.object({
  day: z.iso.date(),
  views: countSchema,
});
export type PageViewDay = z.infer<typeof pageViewDaySchema>;

export const productStatusCountsSchema = countsPerStatus(PRODUCT_STATUSES);
export type ProductStatusCounts = z.infer<typeof productStatusCountsSchema>;

export const offerStatusCountsSchema = countsPerStatus(OFFER_STATUSES);
export type OfferStatusCounts = z.infer<typeof offerStatusCountsSchema>;

/**
 * GET companies/mine/stats — the dashboard's charts: page views per UTC day over the last
 * PAGE_VIEW_DAYS days, oldest first, every day present (0 without views); their sum; the company's
 * products and offers per status (an active offer whose `validUntil` has passed counts as expired).
 */
export const companyStatsSchema = z.object({
  pageViews: z.array(pageViewDaySchema).length(PAGE_VIEW_DAYS),
  totalViews30d: countSchema,
  products: productStatusCountsSchema,
  offers: offerStatusCountsSchema,
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;
