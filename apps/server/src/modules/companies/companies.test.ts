import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { NotificationList } from '@fairhub/shared/notifications';
import type { Profile } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  bearer,
  companyBody,
  expectFieldError,
  expectProblem,
  GERMANY,
  isoUtc,
  json,
  POLAND,
  postCompany,
  query,
  signedInUser,
  UNITED_STATES,
  VALID_NIP,
  type SignedInUser,
} from '../../../test/helpers.ts';

let t: TestApp;
/** One user who never manages to create a company: every invalid attempt leaves them without one. */
let onboarding: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  onboarding = await signedInUser(t);
});

afterAll(async () => {
  await t?.close();
});

describe('POST companies', () => {
  it('creates the company with 201, makes the caller its owner and notifies them', async () => {
    const user = await signedInUser(t);
    const response = await postCompany(t, user.token, {
      name: '  Łódź Expo Services  ',
      countryId: POLAND,
      city: ' Łódź ',
      vatId: 'PL 526-104-08-28',
      website: 'https://expo.example.com/about',
      description: 'Stand building and logistics for trade fairs.',
    });
    expect(response.statusCode).toBe(201);
    const company = json<Company>(response);
    expect(company).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      slug: 'lodz-expo-services',
      name: 'Łódź Expo Services',
      countryId: POLAND,
      city: 'Łódź',
      address: null,
      vatId: `PL${VALID_NIP}`,
      website: 'https://expo.example.com/about',
      description: 'Stand building and logistics for trade fairs.',
      sizeBand: null,
      logo: null,
      codes: [],
      isOrganizer: false,
      publicPath: `/organizers/${company.uid}`,
      role: 'owner',
      createdAt: expect.stringMatching(isoUtc),
      updatedAt: expect.stringMatching(isoUtc),
    });

    const profile = json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: user.headers }));
    expect(profile.company).toEqual({ uid: company.uid, name: 'Łódź Expo Services', role: 'owner' });

    const notifications = json<NotificationList>(await t.app.inject({ method: 'GET', url: api('notifications'), headers: user.headers }));
    expect(notifications.items[0]).toMatchObject({ kind: 'company_created', data: { companyName: 'Łódź Expo Services' }, readAt: null });

    const { rows } = await query<{ role: string }>(t, 'SELECT m.role FROM company_members m JOIN companies c ON c.id = m.company_id WHERE c.uid = $1', [
      company.uid,
    ]);
    expect(rows).toEqual([{ role: 'owner' }]);
  });

  it('keeps optional fields null when left out or empty', async () => {
    const user = await signedInUser(t);
    const response = await postCompany(t, user.token, { name: 'Minimal Ltd', countryId: GERMANY, city: 'Berlin', website: '', vatId: '  ', description: '' });
    expect(response.statusCode).toBe(201);
    expect(json<Company>(response)).toMatchObject({ vatId: null, website: null, description: null, address: null, sizeBand: null, logo: null, codes: [] });
  });

  it('answers 409 when the user already has a company', async () => {
    const user = await signedInUser(t);
    expect((await postCompany(t, user.token, companyBody())).statusCode).toBe(201);
    const problem = expectProblem(await postCompany(t, user.token, companyBody()), 409, 'already_in_company');
    expect(problem.title).toBe('Conflict');
  });

  it('gives companies with the same name different slugs', async () => {
    const first = json<Company>(await postCompany(t, (await signedInUser(t)).token, companyBody({ name: 'Same Name' })));
    const second = json<Company>(await postCompany(t, (await signedInUser(t)).token, companyBody({ name: 'Same Name' })));
    expect(first.slug).toBe('same-name');
    expect(second.slug).toBe('same-name-2');
    expect(second.uid).not.toBe(first.uid);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: api('companies'), payload: companyBody() }), 401, 'token_missing');
    expectProblem(await postCompany(t, 'A'.repeat(43), companyBody()), 401, 'token_invalid');
  });

  it('answers 401 before looking at the body', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: api('companies'), payload: { name: '' } }), 401, 'token_missing');
    expectProblem(await postCompany(t, 'A'.repeat(43), {}), 401, 'token_invalid');
  });

  describe('validation', () => {
    it.each([
      ['missing name', { name: undefined }, 'name', 'name_required'],
      ['blank name', { name: '   ' }, 'name', 'name_required'],
      ['name of 121 characters', { name: 'N'.repeat(121) }, 'name', 'name_too_long'],
      ['missing city', { city: undefined }, 'city', 'name_required'],
      ['city of 121 characters', { city: 'C'.repeat(121) }, 'city', 'name_too_long'],
      ['missing country', { countryId: undefined }, 'countryId', 'country_required'],
      ['country 0', { countryId: 0 }, 'countryId', 'country_required'],
      ['country as text', { countryId: 'PL' }, 'countryId', 'country_required'],
      ['website without a scheme', { website: 'expo.example.com' }, 'website', 'url_invalid'],
      ['website with another scheme', { website: 'ftp://expo.example.com' }, 'website', 'url_invalid'],
      ['website that is not a URL', { website: 'not a url' }, 'website', 'url_invalid'],
      ['description over 20,000 characters', { description: 'd'.repeat(20_001) }, 'description', 'text_too_long'],
      ['VAT id over 32 characters', { vatId: 'V'.repeat(33), countryId: UNITED_STATES }, 'vatId', 'text_too_long'],
    ])('rejects %s', async (_name, overrides, field, code) => {
      expectFieldError(await postCompany(t, onboarding.token, { ...companyBody(), ...overrides }), field, code);
    });

    it('accepts names of 120 characters and a description of 20,000', async () => {
      const user = await signedInUser(t);
      const response = await postCompany(t, user.token, companyBody({ name: 'N'.repeat(120), description: 'd'.repeat(20_000) }));
      expect(response.statusCode).toBe(201);
    });

    it('answers 400 country_unknown for a country id that does not exist', async () => {
      const problem = expectFieldError(await postCompany(t, onboarding.token, companyBody({ countryId: 999 })), 'countryId', 'country_unknown');
      expect(problem.errors![0]!.message).toBe('Choose a country from the list.');
    });

    it.each([
      ['a bare NIP with a wrong check digit', POLAND, '5261040829', 'vat_invalid_checksum'],
      ['a prefixed NIP with a wrong check digit', POLAND, 'PL1234567890', 'vat_invalid_checksum'],
      ['a NIP whose weighted sum leaves 10', POLAND, '0200000000', 'vat_invalid_checksum'],
      ['a Polish id that is too short', POLAND, 'PL123456789', 'vat_invalid_format'],
      ['a Polish company with a German id', POLAND, 'DE123456789', 'vat_invalid_format'],
      ['a German id with too few digits', GERMANY, 'DE12345678', 'vat_invalid_format'],
      ['a Greek id with the ISO prefix', 300, 'GR123456789', 'vat_invalid_format'],
    ])('rejects %s', async (_name, countryId, vatId, code) => {
      expectFieldError(await postCompany(t, onboarding.token, companyBody({ countryId, vatId })), 'vatId', code);
    });

    it.each([
      ['a bare valid NIP (stored with its prefix)', POLAND, VALID_NIP, `PL${VALID_NIP}`],
      ['a German company with a bare number (stored with its prefix)', GERMANY, '123 456 789', 'DE123456789'],
      ['a prefixed NIP with separators', POLAND, 'pl 526.104.08.28', `PL${VALID_NIP}`],
      ['a German VAT id', GERMANY, 'DE 123 456 789', 'DE123456789'],
      ['a Greek VAT id with EL', 300, 'EL123456789', 'EL123456789'],
      ['free text outside the EU', UNITED_STATES, 'EIN 12-3456789', 'EIN123456789'],
    ])('accepts %s', async (_name, countryId, vatId, stored) => {
      const user = await signedInUser(t);
      const response = await postCompany(t, user.token, companyBody({ countryId, vatId }));
      expect(response.statusCode, response.body).toBe(201);
      expect(json<Company>(response).vatId).toBe(stored);
    });

    it('leaves the user without a company after every rejected attempt', async () => {
      const profile = json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(onboarding.token) }));
      expect(profile.company).toBeNull();
    });
  });
});
