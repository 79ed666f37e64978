import { expect } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { TestApp } from './test-app.ts';
import { api, bearer, invite, json, login, uniqueEmail, type SignedInUser } from './helpers.ts';

/** A new user who joins `company` as `role` through an invitation from `owner`, logged in. */
export async function joinCompany(t: TestApp, owner: SignedInUser, company: Company, role: 'member' | 'admin' = 'member') {
  const email = uniqueEmail(role);
  const password = 'Another long secret 7';
  const { token } = await invite(t, owner, company, email, role);
  const accepted = await t.app.inject({
    method: 'POST',
    url: api(`invitations/${token}/accept`),
    payload: { firstName: 'Mia', lastName: 'Member', password, acceptTerms: true },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { access_token } = await login(t, email, password);
  return { email, token: access_token, headers: bearer(access_token) };
}

/** A small JSON client for one signed-in caller. */
export function caller(t: TestApp, headers: Record<string, string> = {}) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: api(path), headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, payload: unknown) => call('POST', path, payload),
    patch: (path: string, payload: unknown) => call('PATCH', path, payload),
    delete: (path: string) => call('DELETE', path),
  };
}

/** The body of a 2xx answer (fails the test otherwise). */
export function ok<T>(response: { statusCode: number; body: string; json(): unknown }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return json<T>(response as never);
}
