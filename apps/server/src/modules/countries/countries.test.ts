import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '@fairhub/shared/countries';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, json } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api(path), headers });

describe('GET countries', () => {
  it('lists every ISO 3166-1 country with id, code and English name, sorted by name, without signing in', async () => {
    const response = await get('countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    const countries = json<Country[]>(response);
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(250);
    for (const country of countries) {
      expect(Object.keys(country).sort()).toEqual(['code', 'id', 'name']);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(country.id)).toBe(true);
    }
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(countries).toContainEqual({ id: 616, code: 'PL', name: 'Poland' });
    expect(countries).toContainEqual({ id: 276, code: 'DE', name: 'Germany' });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names the countries in Polish with Accept-Language: pl', async () => {
    for (const header of ['pl', 'pl-PL,pl;q=0.9,en;q=0.8', 'de-DE, pl;q=0.5']) {
      const countries = json<Country[]>(await get('countries', { 'accept-language': header }));
      expect(countries).toContainEqual({ id: 616, code: 'PL', name: 'Polska' });
      expect(countries).toContainEqual({ id: 276, code: 'DE', name: 'Niemcy' });
    }
    const names = json<Country[]>(await get('countries', { 'accept-language': 'pl' })).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('falls back to English for other languages', async () => {
    const countries = json<Country[]>(await get('countries', { 'accept-language': 'fr-FR, de;q=0.8' }));
    expect(countries).toContainEqual({ id: 616, code: 'PL', name: 'Poland' });
  });
});

describe('GET countries/{id}', () => {
  it('returns one country by id, named per Accept-Language', async () => {
    const response = await get('countries/616');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ id: 616, code: 'PL', name: 'Poland' });
    expect(json(await get('countries/276', { 'accept-language': 'pl' }))).toEqual({ id: 276, code: 'DE', name: 'Niemcy' });
  });

  it('answers 404 problem details for an unknown id', async () => {
    const problem = expectProblem(await get('countries/999'), 404, 'not_found');
    expect(problem.title).toBe('Not Found');
    expect(problem.detail).toContain('999');
  });

  it.each(['abc', '0', '-5', '1.5'])('answers 400 for the id %s', async (id) => {
    expectFieldError(await get(`countries/${id}`), 'id', 'invalid');
  });
});
