import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyPageViews } from '../../db/schema/page-views.ts';

/** Today in UTC: page views are counted per UTC day, whatever the database session's time zone. */
export const UTC_TODAY = sql`(now() at time zone 'UTC')::date`;

/**
 * One more view of the public page of the company `companyUid` today (UTC), unless the viewer is a
 * member of that company (`viewerCompanyId`). One statement: the company is found by its uid and
 * the day's row is created or incremented (`views = views + 1`), so concurrent views never collide.
 */
export async function countPageView(db: Executor, companyUid: string, viewerCompanyId: number | null) {
  await db.execute(sql`
    insert into ${companyPageViews} (company_id, day, views)
    select ${companies.id}, ${UTC_TODAY}, 1 from ${companies}
    where ${companies.uid} = ${companyUid} and ${companies.id} is distinct from ${viewerCompanyId}::bigint
    on conflict (company_id, day) do update set views = ${companyPageViews.views} + 1`);
}
