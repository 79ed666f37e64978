import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyStatsSchema, PAGE_VIEW_DAYS, type CompanyStats } from '@fairhub/shared/dashboard';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, bearer, expectProblem, json, query, signedInUser, signedInWithCompany, type SignedInUser } from '../../../test/helpers.ts';
import { companyByUid, createProduct, userIdByUid } from '../../../test/catalogue-fixtures.ts';
import type { CompanyRow } from '../companies/companies.repository.ts';
import { newUid } from '../../lib/random.ts';
import { pageViewsSettled } from './page-views.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day `back` days before today, as YYYY-MM-DD. */
const utcDay = (back = 0) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);

async function statsOf(user: SignedInUser): Promise<CompanyStats> {
  const response = await t.app.inject({ method: 'GET', url: api('companies/mine/stats'), headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const body = json<CompanyStats>(response);
  // the answer is exactly the shared contract: nothing added, removed or changed
  expect(companyStatsSchema.parse(body)).toEqual(body);
  return body;
}

/** A signed-in owner of a fresh company, with its row. */
async function owner() {
  const { user, company } = await signedInWithCompany(t);
  return { user, company: await companyByUid(t, company.uid) };
}

async function addMember(company: CompanyRow, role: 'admin' | 'member' = 'member') {
  const user = await signedInUser(t);
  await query(t, 'INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)', [company.id, await userIdByUid(t, user.uid), role]);
  return user;
}

async function setViews(company: CompanyRow, back: number, views: number) {
  await query(t, `INSERT INTO company_page_views (company_id, day, views) VALUES ($1, (now() at time zone 'UTC')::date - $2::int, $3)`, [
    company.id,
    back,
    views,
  ]);
}

async function storedViews(company: CompanyRow) {
  const { rows } = await query<{ day: string; views: number }>(
    t,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, views FROM company_page_views WHERE company_id = $1 ORDER BY day`,
    [company.id],
  );
  return rows;
}

async function createOffer(company: CompanyRow, status: 'draft' | 'active' | 'closed' | 'expired', validUntil: string | null = null) {
  await query(t, 'INSERT INTO offers (uid, company_id, kind, title, status, valid_until) VALUES ($1, $2, $3, $4, $5, $6)', [
    newUid(),
    company.id,
    'offer',
    `Offer ${newUid()}`,
    status,
    validUntil,
  ]);
}

/** GET organizers/{uid} (or its alias), then waits until its page view (if any) is written. */
async function viewPage(uid: string, { headers = {}, path = 'organizers' }: { headers?: Record<string, string>; path?: string } = {}) {
  const response = await t.app.inject({ method: 'GET', url: api(`${path}/${uid}`), headers });
  await pageViewsSettled();
  return response;
}

describe('GET companies/mine/stats', () => {
  it('answers every one of the last 30 UTC days, oldest first, with 0 for days without views', async () => {
    const { user } = await owner();
    const stats = await statsOf(user);
    expect(stats.pageViews).toHaveLength(PAGE_VIEW_DAYS);
    expect(stats.pageViews.map((day) => day.day)).toEqual(Array.from({ length: PAGE_VIEW_DAYS }, (_, index) => utcDay(PAGE_VIEW_DAYS - 1 - index)));
    expect(stats.pageViews.every((day) => day.views === 0)).toBe(true);
    expect(stats).toMatchObject({ totalViews30d: 0, products: { draft: 0, published: 0 }, offers: { draft: 0, active: 0, closed: 0, expired: 0 } });
  });

  it('places stored views on their days, sums them, and leaves out days older than 30 and other companies’ views', async () => {
    const { user, company } = await owner();
    const other = await owner();
    await setViews(company, 0, 4);
    await setViews(company, 3, 2);
    await setViews(company, PAGE_VIEW_DAYS - 1, 1);
    await setViews(company, PAGE_VIEW_DAYS, 50);
    await setViews(other.company, 0, 7);
    await setViews(other.company, 3, 9);

    const stats = await statsOf(user);
    const byDay = new Map(stats.pageViews.map((day) => [day.day, day.views]));
    expect(byDay.get(utcDay(0))).toBe(4);
    expect(byDay.get(utcDay(3))).toBe(2);
    expect(byDay.get(utcDay(PAGE_VIEW_DAYS - 1))).toBe(1);
    expect(byDay.has(utcDay(PAGE_VIEW_DAYS))).toBe(false);
    expect(stats.pageViews.filter((day) => day.views > 0)).toHaveLength(3);
    expect(stats.totalViews30d).toBe(7);
    expect((await statsOf(other.user)).totalViews30d).toBe(16);
  });

  it('counts the company’s products and offers per status, an active offer past its end as expired, no other company’s', async () => {
    const { user, company } = await owner();
    const other = await owner();
    await createProduct(t, company, { status: 'draft' });
    await createProduct(t, company, { status: 'draft' });
    await createProduct(t, company, { status: 'published' });
    await createProduct(t, other.company, { status: 'published' });
    await createOffer(company, 'draft');
    await createOffer(company, 'active');
    await createOffer(company, 'active', new Date(Date.now() + 5 * DAY_MS).toISOString());
    await createOffer(company, 'active', new Date(Date.now() - DAY_MS).toISOString());
    await createOffer(company, 'closed');
    await createOffer(company, 'closed');
    await createOffer(company, 'closed');
    await createOffer(company, 'expired', new Date(Date.now() - 9 * DAY_MS).toISOString());
    await createOffer(other.company, 'active');
    await createOffer(other.company, 'draft');

    const stats = await statsOf(user);
    expect(stats.products).toEqual({ draft: 2, published: 1 });
    expect(stats.offers).toEqual({ draft: 1, active: 2, closed: 3, expired: 2 });
    const otherStats = await statsOf(other.user);
    expect(otherStats.products).toEqual({ draft: 0, published: 1 });
    expect(otherStats.offers).toEqual({ draft: 1, active: 1, closed: 0, expired: 0 });
  });

  it('is open to every member of the company, not only its admins', async () => {
    const { company } = await owner();
    await setViews(company, 1, 3);
    const member = await addMember(company, 'member');
    expect((await statsOf(member)).totalViews30d).toBe(3);
  });

  it('answers 400 no_company before onboarding and 401 without a live token', async () => {
    const user = await signedInUser(t);
    expectProblem(await t.app.inject({ method: 'GET', url: api('companies/mine/stats'), headers: user.headers }), 400, 'no_company');
    expectProblem(await t.app.inject({ method: 'GET', url: api('companies/mine/stats') }), 401, 'token_missing');
    expectProblem(await t.app.inject({ method: 'GET', url: api('companies/mine/stats'), headers: bearer('x'.repeat(43)) }), 401, 'token_invalid');
  });

  it('is in the OpenAPI reference with its answers', async () => {
    const doc = json<{ paths: Record<string, { get?: { tags: string[]; security: unknown[]; responses: Record<string, unknown> } }> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const get = doc.paths['/api/client/companies/mine/stats']?.get;
    expect(get?.tags).toEqual(['dashboard']);
    expect(get?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(get?.responses ?? {}).sort()).toEqual(['200', '400', '401']);
  });
});

describe('page views counted on GET organizers/{uid}', () => {
  it('counts each answered request on today’s UTC day, through the /companies alias too', async () => {
    const { user, company } = await owner();
    expect((await viewPage(company.uid)).statusCode).toBe(200);
    expect(await storedViews(company)).toEqual([{ day: utcDay(0), views: 1 }]);
    expect((await viewPage(company.uid)).statusCode).toBe(200);
    expect((await viewPage(company.uid, { path: 'companies' })).statusCode).toBe(200);
    expect(await storedViews(company)).toEqual([{ day: utcDay(0), views: 3 }]);

    const stats = await statsOf(user);
    expect(stats.pageViews.at(-1)).toEqual({ day: utcDay(0), views: 3 });
    expect(stats.totalViews30d).toBe(3);
  });

  it('adds to the day’s existing count', async () => {
    const { company } = await owner();
    await setViews(company, 0, 41);
    await viewPage(company.uid);
    expect(await storedViews(company)).toEqual([{ day: utcDay(0), views: 42 }]);
  });

  it('counts nothing for a 404 or a malformed uid', async () => {
    const before = await query<{ total: string }>(t, 'SELECT coalesce(sum(views), 0) AS total FROM company_page_views');
    expect((await viewPage('no-such-company-uid')).statusCode).toBe(404);
    expect((await viewPage('bad.uid')).statusCode).toBe(400);
    const after = await query<{ total: string }>(t, 'SELECT coalesce(sum(views), 0) AS total FROM company_page_views');
    expect(after.rows[0]!.total).toBe(before.rows[0]!.total);
  });

  it('does not count the company’s own members, but counts other signed-in people and stale tokens as visitors', async () => {
    const { user, company } = await owner();
    const colleague = await addMember(company, 'member');
    const stranger = await owner();
    const noCompany = await signedInUser(t);

    expect((await viewPage(company.uid, { headers: user.headers })).statusCode).toBe(200);
    expect((await viewPage(company.uid, { headers: colleague.headers })).statusCode).toBe(200);
    expect(await storedViews(company)).toEqual([]);

    await viewPage(company.uid, { headers: stranger.user.headers });
    await viewPage(company.uid, { headers: noCompany.headers });
    await viewPage(company.uid, { headers: bearer('y'.repeat(43)) });
    expect(await storedViews(company)).toEqual([{ day: utcDay(0), views: 3 }]);
    // the stranger viewed another company's page: their own count is untouched
    expect(await storedViews(stranger.company)).toEqual([]);
  });

  it('never fails the page when the count cannot be written', async () => {
    const { company } = await owner();
    await query(t, 'ALTER TABLE company_page_views RENAME TO company_page_views_away');
    try {
      const response = await viewPage(company.uid);
      expect(response.statusCode, response.body).toBe(200);
      expect(json<{ uid: string }>(response).uid).toBe(company.uid);
    } finally {
      await query(t, 'ALTER TABLE company_page_views_away RENAME TO company_page_views');
    }
    await viewPage(company.uid);
    expect(await storedViews(company)).toEqual([{ day: utcDay(0), views: 1 }]);
  });
});
