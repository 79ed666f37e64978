import { expect } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { TestApp } from './test-app.ts';
import { api, json, uniqueEmail, type SignedInUser } from './helpers.ts';
import { joinAs } from './team-helpers.ts';

/**
 * A new user who joins `company` as `role` by accepting an invitation from `owner`, signed in: made
 * on signedInUser's fast path, as joinAs does (a newcomer's sign-up through the invitation link is
 * invitations.test.ts's subject).
 */
export async function joinCompany(t: TestApp, owner: SignedInUser, company: Company, role: 'member' | 'admin' = 'member') {
  const user = await joinAs(t, owner, company, role, { email: uniqueEmail(role), firstName: 'Mia', lastName: 'Member', password: 'Another long secret 7' });
  return { email: user.email, token: user.token, headers: user.headers };
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
