import type { Profile } from '@fairhub/shared/profile';
import type { Executor } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/problems.ts';
import { findUserWithCompany } from '../auth/users.repository.ts';
import { loadCounts } from './counts.ts';

export async function getProfile(db: Executor, userId: number): Promise<Profile> {
  const row = await findUserWithCompany(db, userId);
  if (!row) throw unauthorized();
  const { user, company, role } = row;
  return {
    uid: user.uid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    company: company && role ? { uid: company.uid, name: company.name, role } : null,
    counts: company ? await loadCounts(db, { userId, companyId: company.id }) : null,
  };
}

/** The panel's counters; 400 without a company, which stops the web app's refresh timer during onboarding. */
export async function getCounts(db: Executor, userId: number) {
  const row = await findUserWithCompany(db, userId);
  if (!row) throw unauthorized();
  if (!row.company) throw badRequest('Create or join a company to see your counters.', 'no_company');
  return loadCounts(db, { userId, companyId: row.company.id });
}
