import { sql } from 'drizzle-orm';
import { PAGE_VIEW_DAYS, type OfferStatusCounts, type PageViewDay, type ProductStatusCounts } from '@fairhub/shared/dashboard';
import { PRODUCT_STATUSES } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/offers.ts';
import { companyPageViews } from '../../db/schema/page-views.ts';
import { products } from '../../db/schema/products.ts';
import { UTC_TODAY } from './page-views.repository.ts';

export interface CompanyStatsRow {
  pageViews: PageViewDay[];
  products: ProductStatusCounts;
  offers: OfferStatusCounts;
}

/** An active offer whose end has passed is expired, even before anything has marked it so. */
const offerPastEnd = sql`${offers.validUntil} is not null and ${offers.validUntil} <= now()`;

/**
 * The dashboard's figures of one company in one statement (one round trip): the views of its page
 * on each of the last PAGE_VIEW_DAYS UTC days, oldest first, days without views as 0 (a day series
 * joined to the at most 30 rows of `company_page_views` found by its primary key); its products and
 * offers counted per status (each an index range of `(company_id, status)`).
 */
export async function companyStats(db: Executor, companyId: number): Promise<CompanyStatsRow> {
  const productCounts = sql.join(
    PRODUCT_STATUSES.map((status) => sql`${status}::text, count(*) filter (where ${products.status} = ${status})`),
    sql`, `,
  );
  const result = await db.execute<{ pageViews: PageViewDay[]; products: ProductStatusCounts; offers: OfferStatusCounts }>(sql`
    select
      (select json_agg(json_build_object('day', to_char(series.day, 'YYYY-MM-DD'), 'views', coalesce(${companyPageViews.views}, 0)) order by series.day)
         from (select ${UTC_TODAY} - back as day from generate_series(0, ${PAGE_VIEW_DAYS - 1}::int) as back) as series
         left join ${companyPageViews} on ${companyPageViews.companyId} = ${companyId} and ${companyPageViews.day} = series.day
      ) as "pageViews",
      (select json_build_object(${productCounts}) from ${products} where ${products.companyId} = ${companyId}) as "products",
      (select json_build_object(
          'draft', count(*) filter (where ${offers.status} = 'draft'),
          'active', count(*) filter (where ${offers.status} = 'active' and not (${offerPastEnd})),
          'closed', count(*) filter (where ${offers.status} = 'closed'),
          'expired', count(*) filter (where ${offers.status} = 'expired' or (${offers.status} = 'active' and ${offerPastEnd})))
        from ${offers} where ${offers.companyId} = ${companyId}
      ) as "offers"`);
  const row = result.rows[0]!;
  return { pageViews: row.pageViews, products: row.products, offers: row.offers };
}
