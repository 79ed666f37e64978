import type { CompanyStats } from '@fairhub/shared/dashboard';
import type { Executor } from '../../db/client.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { companyStats } from './dashboard.repository.ts';

/** GET companies/mine/stats: any member sees their own company's figures. */
export async function getCompanyStats(db: Executor, scope: CompanyScope): Promise<CompanyStats> {
  const stats = await companyStats(db, scope.companyId);
  return {
    pageViews: stats.pageViews,
    totalViews30d: stats.pageViews.reduce((sum, day) => sum + day.views, 0),
    products: stats.products,
    offers: stats.offers,
  };
}
