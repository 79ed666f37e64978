import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, expectFieldError, signedInWithCompany } from '../../test/helpers.ts';
import { inputTextErrors } from './input-guard.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInWithCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInWithCompany(t);
});
afterAll(async () => {
  await t?.close();
});

describe('control characters and oversized text', () => {
  it.each(['events', 'organizers', 'venues'])('answer 400 naming the field for a NUL in %s?city=', async (listing) => {
    expectFieldError(await t.app.inject({ method: 'GET', url: api(`${listing}?city=%00`) }), 'city', 'control_character');
  });

  it('answer 400 for a NUL inside a search of the team', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: api('companies/mine/members?q=a%00b'), headers: owner.user.headers }), 'q', 'control_character');
  });

  it('refuse a NUL in a path segment and escape codes in a JSON body', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: api('events/abc%00def') }), 'uid', 'control_character');
    const body = await t.app.inject({
      method: 'POST',
      url: api('products'),
      headers: owner.user.headers,
      payload: { name: 'Valve \u001b[31mred', status: 'draft' },
    });
    expectFieldError(body, 'name', 'control_character');
  });

  it('allow tabs and line breaks in a description but not in a name', async () => {
    const description = await t.app.inject({
      method: 'POST',
      url: api('products'),
      headers: owner.user.headers,
      payload: { name: 'Valve', description: 'Line one\n\tLine two\r\nEnd', status: 'draft' },
    });
    expect(description.statusCode, description.body).toBe(201);
    const name = await t.app.inject({ method: 'POST', url: api('products'), headers: owner.user.headers, payload: { name: 'Valve\nDN50', status: 'draft' } });
    expectFieldError(name, 'name', 'control_character');
  });

  it('refuse any text longer than the longest field, whatever the route', async () => {
    const response = await t.app.inject({ method: 'POST', url: api('password/forgot'), payload: { email: `${'x'.repeat(30_000)}@example.com` } });
    expectFieldError(response, 'email', 'text_too_long');
  });

  it('names nested fields by their path', () => {
    expect(inputTextErrors({ query: {}, params: {}, body: { items: [{ title: 'ok' }, { title: 'a\u0000b' }] } })).toEqual([
      { field: 'items.1.title', code: 'control_character', message: expect.any(String) },
    ]);
  });
});

describe('how deep a listing may be paged', () => {
  it.each(['events', 'venues', 'organizers', 'codes/search?q=metal&'])('%s serves the first 10,000 items and names page beyond', async (listing) => {
    const url = (query: string) => api(listing.includes('?') ? `${listing}${query}` : `${listing}?${query}`);
    expect((await t.app.inject({ method: 'GET', url: url('page=100&perPage=100') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url('page=500&perPage=20') })).statusCode).toBe(200);
    const deep = await t.app.inject({ method: 'GET', url: url('page=101&perPage=100') });
    expectFieldError(deep, 'page', 'page_too_deep');
    expect(deep.json().detail).toMatch(/first 10,000 results/);
    expectFieldError(await t.app.inject({ method: 'GET', url: url('page=100000&perPage=100') }), 'page', 'page_too_deep');
  });

  it('applies to the panel lists too', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: api('products?page=1001&perPage=10'), headers: owner.user.headers }), 'page', 'page_too_deep');
  });
});

describe('deeply nested JSON', () => {
  it('answers 400 on any route, without walking it recursively', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: api('logout'),
      headers: { ...owner.user.headers, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'nesting_too_deep' });
    expect(inputTextErrors({ query: {}, params: {}, body: { a: { b: [[['fine']]] } } })).toEqual([]);
  });
});
