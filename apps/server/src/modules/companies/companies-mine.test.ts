import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { OrganizerDetails, OrganizerSummary } from '@fairhub/shared/organizers';
import type { Page } from '@fairhub/shared/paging';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  bearer,
  companyBody,
  createCompany,
  expectFieldError,
  expectProblem,
  GERMANY,
  isoUtc,
  json,
  POLAND,
  postCompany,
  query,
  signedInUser,
  signedInWithCompany,
  VALID_NIP,
  type SignedInUser,
} from '../../../test/helpers.ts';
import { ensureCodes } from '../../../test/catalogue-fixtures.ts';
import { joinAs } from '../../../test/team-helpers.ts';
import { uploadImage } from '../../../test/uploads.ts';

let t: TestApp;
let owner: SignedInUser;
let company: Company;
let admin: SignedInUser;
let member: SignedInUser;
let loner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCodes(t);
  ({ user: owner, company } = await signedInWithCompany(t, { firstName: 'Olga', lastName: 'Owner' }));
  admin = await joinAs(t, owner, company, 'admin');
  member = await joinAs(t, owner, company, 'member');
  loner = await signedInUser(t);
});

afterAll(async () => {
  await t?.close();
});

const getMine = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api('companies/mine'), headers });
const patchMine = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: api('companies/mine'), headers, payload: payload as object });
const storedCompany = async (uid: string) => (await query(t, 'SELECT * FROM companies WHERE uid = $1', [uid])).rows[0]!;

describe('POST companies with the profile fields', () => {
  it('stores address, size band, codes and a logo uploaded before the company existed', async () => {
    const user = await signedInUser(t);
    const logo = await uploadImage(t, user.headers, 'logo');
    const response = await postCompany(
      t,
      user.token,
      companyBody({ name: 'Hall Builders', address: ' ul. Głogowska 14 ', sizeBand: '10-49', codes: ['25.11', 'c'], logo: logo.uid }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Company>(response);
    expect(created).toMatchObject({
      name: 'Hall Builders',
      address: 'ul. Głogowska 14',
      sizeBand: '10-49',
      logo: { uid: logo.uid, url: `/media/${logo.uid}.webp` },
      codes: [
        { code: 'C', level: 1, name: 'Manufacturing' },
        { code: '25.11', level: 4, name: 'Manufacture of metal structures and parts of structures' },
      ],
    });
    const { rows } = await query<{ company_uid: string }>(
      t,
      'SELECT c.uid AS company_uid FROM uploads u JOIN companies c ON c.id = u.company_id WHERE u.uid = $1',
      [logo.uid],
    );
    expect(rows).toEqual([{ company_uid: created.uid }]);
  });

  it('refuses a logo uploaded by somebody else, an unknown code or a bad size band, and creates nothing', async () => {
    const user = await signedInUser(t);
    const othersLogo = await uploadImage(t, loner.headers, 'logo');
    expectFieldError(await postCompany(t, user.token, companyBody({ logo: othersLogo.uid })), 'logo', 'upload_unknown');
    expectFieldError(await postCompany(t, user.token, companyBody({ codes: ['25.11', '99.99'] })), 'codes', 'code_unknown');
    expectFieldError(await postCompany(t, user.token, companyBody({ codes: ['twenty-five'] })), 'codes', 'code_invalid');
    expectFieldError(await postCompany(t, user.token, companyBody({ codes: ['25', '25'] })), 'codes', 'codes_duplicate');
    expectFieldError(await postCompany(t, user.token, companyBody({ codes: Array.from({ length: 21 }, (_, i) => String(10 + i)) })), 'codes', 'codes_too_many');
    expectFieldError(await postCompany(t, user.token, companyBody({ sizeBand: 'huge' })), 'sizeBand', 'size_band_invalid');
    expectFieldError(await postCompany(t, user.token, companyBody({ address: 'a'.repeat(201) })), 'address', 'text_too_long');
    const { rows } = await query(t, 'SELECT 1 FROM company_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1', [user.email]);
    expect(rows).toEqual([]);
  });
});

describe('GET companies/mine', () => {
  it('shows every member the profile with codes named in the request language', async () => {
    await patchMine(owner.headers, { codes: ['25.11', 'J'] });
    const asMember = await getMine({ ...member.headers, 'accept-language': 'pl' });
    expect(asMember.statusCode).toBe(200);
    expect(json<Company>(asMember)).toMatchObject({
      uid: company.uid,
      name: company.name,
      role: 'member',
      isOrganizer: false,
      publicPath: `/organizers/${company.uid}`,
      codes: [
        { code: 'J', level: 1, name: 'Informacja i komunikacja' },
        { code: '25.11', level: 4, name: 'Produkcja konstrukcji metalowych i ich części' },
      ],
    });
    expect(json<Company>(await getMine(admin.headers)).role).toBe('admin');
    expect(json<Company>(await getMine(owner.headers)).role).toBe('owner');
  });

  it('answers 401 without a token and 400 no_company before onboarding', async () => {
    expectProblem(await getMine(), 401, 'token_missing');
    expectProblem(await getMine(loner.headers), 400, 'no_company');
  });
});

describe('PATCH companies/mine', () => {
  it('lets the owner and admins change fields, keeps absent ones and clears with null or blank', async () => {
    const response = await patchMine(owner.headers, {
      name: 'Olga Steel Works',
      address: 'ul. Hutnicza 3',
      vatId: VALID_NIP,
      website: 'https://olga-steel.example',
      description: 'Steel halls.',
      sizeBand: '50-249',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = json<Company>(response);
    expect(changed).toMatchObject({
      name: 'Olga Steel Works',
      city: company.city,
      address: 'ul. Hutnicza 3',
      vatId: `PL${VALID_NIP}`,
      sizeBand: '50-249',
      role: 'owner',
      updatedAt: expect.stringMatching(isoUtc),
    });
    expect(changed.slug).toBe(company.slug);

    const cleared = json<Company>(await patchMine(admin.headers, { address: null, website: '', description: null, sizeBand: null, vatId: null }));
    expect(cleared).toMatchObject({ name: 'Olga Steel Works', address: null, website: null, description: null, sizeBand: null, vatId: null, role: 'admin' });
    expect(await storedCompany(company.uid)).toMatchObject({ address: null, website: null, vat_id: null, name: 'Olga Steel Works' });
  });

  it('replaces the codes, and [] removes them all', async () => {
    expect(json<Company>(await patchMine(owner.headers, { codes: ['62', '25'] })).codes.map((code) => code.code)).toEqual(['25', '62']);
    expect(json<Company>(await patchMine(owner.headers, { name: 'Olga Steel Works' })).codes.map((code) => code.code)).toEqual(['25', '62']);
    expect(json<Company>(await patchMine(owner.headers, { codes: [] })).codes).toEqual([]);
  });

  it('keeps the search text in step: the directory finds the new name', async () => {
    await patchMine(owner.headers, { name: 'Zyrardow Quenching Specialists' });
    const page = json<Page<OrganizerSummary>>(await t.app.inject({ method: 'GET', url: api('organizers?q=quenching') }));
    expect(page.items.map((item) => item.uid)).toContain(company.uid);
  });

  it('takes a logo the company uploaded, clears it with null, and shows it with the address on the public page', async () => {
    const logo = await uploadImage(t, admin.headers, 'logo');
    const changed = json<Company>(await patchMine(admin.headers, { logo: logo.uid, address: 'ul. Portowa 1' }));
    expect(changed.logo).toEqual({ uid: logo.uid, url: `/media/${logo.uid}.webp` });
    const details = json<OrganizerDetails>(await t.app.inject({ method: 'GET', url: api(`organizers/${company.uid}`) }));
    expect(details).toMatchObject({ logoUrl: `/media/${logo.uid}.webp`, address: 'ul. Portowa 1' });
    const listing = json<Page<OrganizerSummary>>(await t.app.inject({ method: 'GET', url: api('organizers?q=quenching') }));
    expect(listing.items.find((item) => item.uid === company.uid)?.logoUrl).toBe(`/media/${logo.uid}.webp`);

    expect(json<Company>(await patchMine(owner.headers, { logo: null })).logo).toBeNull();
  });

  it('refuses another company’s logo, an avatar, or an unknown upload on the logo field', async () => {
    const { user: stranger } = await signedInWithCompany(t);
    const theirs = await uploadImage(t, stranger.headers, 'logo');
    const avatar = await uploadImage(t, owner.headers, 'avatar');
    expectFieldError(await patchMine(owner.headers, { logo: theirs.uid }), 'logo', 'upload_unknown');
    expectFieldError(await patchMine(owner.headers, { logo: avatar.uid }), 'logo', 'upload_unknown');
    expectFieldError(await patchMine(owner.headers, { logo: 'nope' }), 'logo', 'upload_unknown');
  });

  it('checks the VAT id against the country it will have, on the vatId field', async () => {
    expectFieldError(await patchMine(owner.headers, { vatId: '5261040829' }), 'vatId', 'vat_invalid_checksum');
    expect(json<Company>(await patchMine(owner.headers, { vatId: VALID_NIP })).vatId).toBe(`PL${VALID_NIP}`);
    // the stored Polish id does not fit Germany
    expectFieldError(await patchMine(owner.headers, { countryId: GERMANY }), 'vatId', 'vat_invalid_format');
    expect(json<Company>(await patchMine(owner.headers, { countryId: GERMANY, vatId: 'DE123456789' }))).toMatchObject({
      countryId: GERMANY,
      vatId: 'DE123456789',
    });
    expect(json<Company>(await patchMine(owner.headers, { countryId: POLAND, vatId: null }))).toMatchObject({ countryId: POLAND, vatId: null });
  });

  it('names the field of every invalid value', async () => {
    expectFieldError(await patchMine(owner.headers, { name: ' ' }), 'name', 'name_required');
    expectFieldError(await patchMine(owner.headers, { name: null }), 'name', 'name_required');
    expectFieldError(await patchMine(owner.headers, { countryId: 999 }), 'countryId', 'country_unknown');
    expectFieldError(await patchMine(owner.headers, { website: 'ftp://x.example' }), 'website', 'url_invalid');
    expectFieldError(await patchMine(owner.headers, { codes: ['25.11', '99.99'] }), 'codes', 'code_unknown');
    expectFieldError(await patchMine(owner.headers, { sizeBand: '5' }), 'sizeBand', 'size_band_invalid');
    expectFieldError(await patchMine(owner.headers, { address: 'a'.repeat(201) }), 'address', 'text_too_long');
  });

  it('leaves the company unchanged when any part of the change fails', async () => {
    await patchMine(owner.headers, { name: 'Before The Failure', codes: ['25'], address: 'ul. Stara 1' });
    const before = await storedCompany(company.uid);
    expectFieldError(await patchMine(owner.headers, { name: 'After The Failure', address: 'ul. Nowa 2', codes: ['62', '99.99'] }), 'codes', 'code_unknown');
    expectFieldError(await patchMine(owner.headers, { name: 'After The Failure', codes: ['62'], logo: 'A'.repeat(16) }), 'logo', 'upload_unknown');
    expect(await storedCompany(company.uid)).toEqual(before);
    expect(json<Company>(await getMine(owner.headers)).codes.map((code) => code.code)).toEqual(['25']);
  });

  it('answers 403 to a member, 400 before onboarding and 401 without a token, changing nothing', async () => {
    const before = await storedCompany(company.uid);
    expectProblem(await patchMine(member.headers, { name: 'Taken Over' }), 403, 'forbidden');
    expectProblem(await patchMine(loner.headers, { name: 'Taken Over' }), 400, 'no_company');
    expectProblem(await patchMine({}, { name: 'Taken Over' }), 401, 'token_missing');
    expectProblem(await patchMine(bearer('A'.repeat(43)), { name: '' }), 401, 'token_invalid');
    expect(await storedCompany(company.uid)).toEqual(before);
  });

  it('changes only the caller’s own company', async () => {
    const other = await createCompany(t, await signedInUser(t), { name: 'Untouched Neighbour' });
    await patchMine(owner.headers, { name: 'Only Mine' });
    expect((await storedCompany(other.uid)).name).toBe('Untouched Neighbour');
  });
});
