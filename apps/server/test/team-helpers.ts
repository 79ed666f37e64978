import { expect } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { CompanyRole } from '../src/modules/companies/companies.repository.ts';
import type { TestApp } from './test-app.ts';
import { api, invite, signedInUser, type RegisterBody, type SignedInUser } from './helpers.ts';

/** A new signed-in user who joined `company` with `role` by accepting an invitation from `owner`. */
export async function joinAs(t: TestApp, owner: SignedInUser, company: Company, role: CompanyRole, overrides: Partial<RegisterBody> = {}) {
  const user = await signedInUser(t, overrides);
  const { token } = await invite(t, owner, company, user.email, role);
  const accepted = await t.app.inject({ method: 'POST', url: api(`invitations/${token}/accept`), headers: user.headers, payload: {} });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return user;
}
