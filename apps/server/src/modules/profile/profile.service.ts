import type { Profile } from '@fairhub/shared/profile';
import type { Executor } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findUserWithCompany } from '../auth/users.repository.ts';
import { loadCounts } from './counts.ts';

/** The signed-in user; the counters are read alongside, in the company scope the token carried. */
export async function getProfile(db: Executor, auth: Auth): Promise<Profile> {
  const [row, counts] = await Promise.all([
    findUserWithCompany(db, auth.userId),
    auth.companyId === null ? null : loadCounts(db, { userId: auth.userId, companyId: auth.companyId }),
  ]);
  if (!row) throw unauthorized();
  const { user, company, role } = row;
  return {
    uid: user.uid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    company: company && role ? { uid: company.uid, name: company.name, role } : null,
    counts: company ? (counts ?? (await loadCounts(db, { userId: auth.userId, companyId: company.id }))) : null,
  };
}

/** The panel's counters; 400 without a company, which stops the web app's refresh timer during onboarding. */
export async function getCounts(db: Executor, auth: Auth) {
  if (auth.companyId === null) throw badRequest('Create or join a company to see your counters.', 'no_company');
  return loadCounts(db, { userId: auth.userId, companyId: auth.companyId });
}
