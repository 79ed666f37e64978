import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counts, Profile } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, bearer, createCompany, expectProblem, json, signedInUser } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, token?: string) => t.app.inject({ method: 'GET', url: api(path), headers: token ? bearer(token) : {} });

describe('GET profile', () => {
  it('describes a user without a company: company and counts are null', async () => {
    const user = await signedInUser(t, { firstName: 'Jan', lastName: 'Kowalski', language: 'pl' });
    const response = await get('profile', user.token);
    expect(response.statusCode).toBe(200);
    expect(json<Profile>(response)).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      email: user.email,
      firstName: 'Jan',
      lastName: 'Kowalski',
      language: 'pl',
      company: null,
      counts: null,
    });
  });

  it('describes a company member: company uid, name, role and integer counters', async () => {
    const user = await signedInUser(t);
    const company = await createCompany(t, user, { name: 'Baltic Fairs' });
    const profile = json<Profile>(await get('profile', user.token));
    expect(profile.company).toEqual({ uid: company.uid, name: 'Baltic Fairs', role: 'owner' });
    // welcome (on confirmation) + company_created, both unread
    expect(profile.counts).toEqual({ messages: 0, meetingRequests: 0, meetingsToday: 0, matches: 0, notifications: 2, contacts: 0 });
  });

  it('answers 401 without a valid token', async () => {
    expectProblem(await get('profile'), 401, 'token_missing');
    expectProblem(await get('profile', 'A'.repeat(43)), 401, 'token_invalid');
  });
});

describe('GET profile/count', () => {
  it('answers 400 problem details with code no_company during onboarding', async () => {
    const user = await signedInUser(t);
    const problem = expectProblem(await get('profile/count', user.token), 400, 'no_company');
    expect(problem.type).toBe('https://fairhub.app/problems/no_company');
    expect(problem.detail).toMatch(/company/);
  });

  it('returns the six integer counters once the user has a company, matching the profile', async () => {
    const user = await signedInUser(t);
    await createCompany(t, user);
    const response = await get('profile/count', user.token);
    expect(response.statusCode).toBe(200);
    const counts = json<Counts>(response);
    expect(Object.keys(counts).sort()).toEqual(['contacts', 'matches', 'meetingRequests', 'meetingsToday', 'messages', 'notifications']);
    for (const value of Object.values(counts)) expect(Number.isInteger(value)).toBe(true);
    expect(counts.notifications).toBe(2);
    expect(json<Profile>(await get('profile', user.token)).counts).toEqual(counts);
  });

  it('counts unread notifications live', async () => {
    const user = await signedInUser(t);
    await createCompany(t, user);
    await t.app.inject({ method: 'POST', url: api('notifications/read'), headers: user.headers });
    expect(json<Counts>(await get('profile/count', user.token)).notifications).toBe(0);
  });

  it('answers 401 without a valid token', async () => {
    expectProblem(await get('profile/count'), 401, 'token_missing');
  });
});
