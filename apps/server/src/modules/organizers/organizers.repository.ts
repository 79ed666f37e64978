import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyCodes } from '../../db/schema/companies.ts';

// ---------------------------------------------------------------------------------------------
// Writes (demo data, the seed command, tests; the company profile form will use it too)
// ---------------------------------------------------------------------------------------------

/** Replaces the codes a company carries. */
export async function setCompanyCodes(db: Executor, companyId: number, codes: readonly string[]) {
  await db.delete(companyCodes).where(eq(companyCodes.ownerId, companyId));
  const distinct = [...new Set(codes)];
  if (distinct.length > 0) await db.insert(companyCodes).values(distinct.map((code) => ({ ownerId: companyId, code })));
}
