import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACTS_PER_USER_MAX, contactPageSchema, contactSchema, type Contact, type ContactPage } from '@fairhub/shared/contacts';
import type { Counts } from '@fairhub/shared/profile';
import { accountExportSchema, type AccountExport } from '@fairhub/shared/settings';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, signedInUser, signedInWithCompany } from '../../../test/helpers.ts';
import { caller, joinCompany, ok } from '../../../test/panel-helpers.ts';
import { addVisitor, companyByUid, createEvent, createOrganizerCompany, createPerson, userIdByUid } from '../../../test/catalogue-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Client = ReturnType<typeof caller>;

async function owner() {
  const { user, company } = await signedInWithCompany(t);
  return { user, company, client: caller(t, user.headers) };
}

const create = async (client: Client, body: Record<string, unknown>) => ok<Contact>(await client.post('contacts', body), 201);
const list = async (client: Client, query = '') => contactPageSchema.parse(ok<ContactPage>(await client.get(`contacts${query}`)));

describe('contacts CRUD', () => {
  it('creates a contact typed by hand, trims and de-duplicates tags ignoring case, reads, changes and deletes it', async () => {
    const { client } = await owner();
    const contact = await create(client, {
      name: '  Zofia Łęcka ',
      email: ' Zofia@Example.PL ',
      phone: '+48  601 234 567',
      company: 'Fabryka Łódź',
      jobTitle: 'Kierowniczka zakupów',
      tags: [' targi ', 'Targi', 'stal  nierdzewna', '', 'VIP'],
      note: 'Met at stand B12.\nCall in March.',
    });
    expect(contactSchema.strict().parse(contact)).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      name: 'Zofia Łęcka',
      email: 'Zofia@Example.PL',
      phone: '+48 601 234 567',
      company: 'Fabryka Łódź',
      jobTitle: 'Kierowniczka zakupów',
      tags: ['targi', 'stal nierdzewna', 'VIP'],
      note: 'Met at stand B12.\nCall in March.',
      personUid: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(ok<Contact>(await client.get(`contacts/${contact.uid}`))).toEqual(contact);

    const changed = ok<Contact>(await client.patch(`contacts/${contact.uid}`, { email: null, tags: ['nowy'], note: '  ' }));
    expect(changed).toMatchObject({ name: 'Zofia Łęcka', email: null, tags: ['nowy'], note: null, phone: '+48 601 234 567' });

    expect((await client.delete(`contacts/${contact.uid}`)).statusCode).toBe(204);
    expectProblem(await client.get(`contacts/${contact.uid}`), 404, 'not_found');
    expectProblem(await client.delete(`contacts/${contact.uid}`), 404, 'not_found');
  });

  it('lists with search (accents ignored), a tag filter (case ignored), sorts, pages, and lists every tag used', async () => {
    const { client } = await owner();
    await create(client, { name: 'Anna Nowak', company: 'Łódzkie Zakłady', tags: ['Stal', 'VIP'] });
    await create(client, { name: 'bartosz Wiśniewski', company: 'Gdańsk Port', tags: ['logistyka'] });
    await create(client, { name: 'Celina Zając', tags: ['stal'], note: 'spawanie laserowe' });
    await create(client, { name: 'Łukasz Mazur', tags: ['Łódź'] });

    const all = await list(client);
    // Accents and case aside: Łukasz among the L's, not after Z.
    expect(all.items.map((item) => item.name)).toEqual(['Anna Nowak', 'bartosz Wiśniewski', 'Celina Zając', 'Łukasz Mazur']);
    expect(all.total).toBe(4);
    expect(all.tags).toEqual(['Łódź', 'logistyka', 'Stal', 'VIP']);

    expect((await list(client, '?q=lodz')).items.map((item) => item.name)).toEqual(['Anna Nowak', 'Łukasz Mazur']);
    expect((await list(client, '?q=laser')).items.map((item) => item.name)).toEqual(['Celina Zając']);
    expect((await list(client, '?tag=STAL')).items.map((item) => item.name)).toEqual(['Anna Nowak', 'Celina Zając']);
    expect((await list(client, '?sort=-name')).items.map((item) => item.name)).toEqual(['Łukasz Mazur', 'Celina Zając', 'bartosz Wiśniewski', 'Anna Nowak']);
    // Without a company last either way.
    expect((await list(client, '?sort=-company')).items.map((item) => item.name)).toEqual(['Anna Nowak', 'bartosz Wiśniewski', 'Łukasz Mazur', 'Celina Zając']);
    const second = await list(client, '?perPage=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(second.items.map((item) => item.name)).toEqual(['Łukasz Mazur']);
  });
});

describe('contacts are private', () => {
  it('a colleague and another company see none of them (404, empty list); counts.contacts is the owner’s number', async () => {
    const { user, company, client } = await owner();
    const contact = await create(client, { name: 'Private Person', note: 'secret' });
    const colleague = await joinCompany(t, user, company, 'admin');
    const colleagueClient = caller(t, colleague.headers);
    expectProblem(await colleagueClient.get(`contacts/${contact.uid}`), 404, 'not_found');
    expectProblem(await colleagueClient.patch(`contacts/${contact.uid}`, { name: 'Taken' }), 404, 'not_found');
    expectProblem(await colleagueClient.delete(`contacts/${contact.uid}`), 404, 'not_found');
    expect((await list(colleagueClient)).total).toBe(0);
    const exported = await colleagueClient.get('contacts/export?format=csv');
    expect(exported.body).not.toContain('Private Person');

    expect(ok<Counts>(await client.get('profile/count')).contacts).toBe(1);
    expect(ok<Counts>(await colleagueClient.get('profile/count')).contacts).toBe(0);
    // The owner's live stream heard the new count; the colleague's did not.
    const heard = async (userUid: string) =>
      (
        await t.pool.query<{ contacts: number }>(
          `SELECT (e.data->>'contacts')::int AS contacts FROM stream_events e JOIN users u ON u.id = e.user_id WHERE u.uid = $1 AND e.name = 'counts.changed' ORDER BY e.seq`,
          [userUid],
        )
      ).rows.map((row) => row.contacts);
    expect((await heard(user.uid)).at(-1)).toBe(1);
    const colleagueUid = (await t.pool.query<{ uid: string }>('SELECT uid FROM users WHERE email = $1', [colleague.email])).rows[0]!.uid;
    expect((await heard(colleagueUid)).every((count) => count === 0)).toBe(true);
    expect((await list(client)).items[0]!.name).toBe('Private Person');
  });

  it('needs a company, as the rest of the panel (400 no_company)', async () => {
    const user = await signedInUser(t);
    expectProblem(await caller(t, user.headers).get('contacts'), 400, 'no_company');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field', async () => {
    const { client } = await owner();
    expectFieldError(await client.post('contacts', {}), 'name', 'name_required');
    expectFieldError(await client.post('contacts', { name: '   ' }), 'name', 'name_required');
    expectFieldError(await client.post('contacts', { name: 'X', email: 'not-an-address' }), 'email', 'email_invalid');
    expectFieldError(await client.post('contacts', { name: 'X', phone: 'call me' }), 'phone', 'contact_phone_invalid');
    const tooMany = Array.from({ length: 21 }, (_, index) => `tag ${index}`);
    expectFieldError(await client.post('contacts', { name: 'X', tags: tooMany }), 'tags', 'tags_too_many');
    expectFieldError(await client.post('contacts', { name: 'X', tags: ['a'.repeat(41)] }), 'tags', 'tag_too_long');
    expectFieldError(await client.post('contacts', { name: 'X', tags: ['one, two'] }), 'tags', 'tag_invalid');
    expectFieldError(await client.post('contacts', { name: 'X', tags: [7] }), 'tags', 'tags_invalid');
    expectFieldError(await client.post('contacts', { name: 'X', note: 'n'.repeat(5001) }), 'note', 'text_too_long');
    expectFieldError(await client.post('contacts', { name: 'X', company: 'Line\nbreak' }), 'company', 'control_character');
    // 20 tags of 40 characters are fine; repeats ignoring case do not count.
    const twenty = Array.from({ length: 20 }, (_, index) => `${String(index).padStart(2, '0')}${'t'.repeat(38)}`);
    expect((await create(client, { name: 'X', tags: [...twenty, twenty[0]!.toUpperCase()] })).tags).toEqual(twenty);

    const contact = await create(client, { name: 'Y' });
    expectFieldError(await client.patch(`contacts/${contact.uid}`, { name: null }), 'name', 'name_required');
    expectFieldError(await client.patch(`contacts/${contact.uid}`, { tags: tooMany }), 'tags', 'tags_too_many');
    expectFieldError(await client.get('contacts/export?format=xlsx'), 'format', 'export_format_invalid');
    expectFieldError(await client.get('contacts/export'), 'format', 'export_format_invalid');
    expectFieldError(await client.get('contacts?sort=age'), 'sort', 'sort_invalid');
    expectFieldError(await client.get(`contacts?tag=${'a'.repeat(41)}`), 'tag', 'tag_too_long');
  });
});

describe('saving a person', () => {
  it('fills name, company and job title from a public person, once per owner (200 with the same contact again)', async () => {
    const { client } = await owner();
    const organizer = await createOrganizerCompany(t, { name: 'Łódź Expo Sp. z o.o.' });
    const person = await createPerson(t, { firstName: 'Marek', lastName: 'Kowal', jobTitle: 'Dyrektor', publicProfile: true, company: organizer });
    const response = await client.post('contacts', { personUid: person.uid, tags: ['targi'] });
    const contact = ok<Contact>(response, 201);
    expect(contact).toMatchObject({ name: 'Marek Kowal', company: 'Łódź Expo Sp. z o.o.', jobTitle: 'Dyrektor', personUid: person.uid, tags: ['targi'] });
    const again = ok<Contact>(await client.post('contacts', { personUid: person.uid, name: 'Other name' }), 200);
    expect(again).toEqual(contact);
    expect((await list(client, `?person=${person.uid}`)).items.map((item) => item.uid)).toEqual([contact.uid]);
  });

  it('10 parallel saves of one person keep one contact', async () => {
    const { client } = await owner();
    const person = await createPerson(t, { publicProfile: true });
    const responses = await Promise.all(Array.from({ length: 10 }, () => client.post('contacts', { personUid: person.uid })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => (response.json() as Contact).uid)).size).toBe(1);
    expect((await list(client)).total).toBe(1);
  });

  it('may save a fellow approved participant, never a private stranger or oneself (400 person_unknown)', async () => {
    const { user, company, client } = await owner();
    const stranger = await createPerson(t, { publicProfile: false });
    expectFieldError(await client.post('contacts', { personUid: stranger.uid }), 'personUid', 'person_unknown');
    expectFieldError(await client.post('contacts', { personUid: 'doesNotExist00' }), 'personUid', 'person_unknown');
    expectFieldError(await client.post('contacts', { personUid: user.uid }), 'personUid', 'person_unknown');

    const organizer = await createOrganizerCompany(t);
    const event = await createEvent(t, { organizer });
    const mine = await companyByUid(t, company.uid);
    const me = { id: await userIdByUid(t, user.uid) } as never;
    await addVisitor(t, event, mine, { person: me });
    const fellow = await addVisitor(t, event, organizer, { status: 'approved' });
    const pending = await addVisitor(t, event, organizer, { status: 'pending' });
    expect(ok<Contact>(await client.post('contacts', { personUid: fellow.person.uid }), 201).personUid).toBe(fellow.person.uid);
    expectFieldError(await client.post('contacts', { personUid: pending.person.uid }), 'personUid', 'person_unknown');
  });

  it('may save someone who wrote to them, though their profile is private', async () => {
    const { user, client } = await owner();
    await t.pool.query('UPDATE users SET public_profile = true WHERE uid = $1', [user.uid]);
    const writer = await signedInWithCompany(t);
    const writerClient = caller(t, writer.user.headers);
    expectFieldError(await client.post('contacts', { personUid: writer.user.uid }), 'personUid', 'person_unknown');
    const conversation = ok<{ uid: string }>(await writerClient.post('conversations', { userUid: user.uid }), 201);
    ok(await writerClient.post(`conversations/${conversation.uid}/messages`, { body: 'Hello from the fair', clientMessageId: crypto.randomUUID() }), 201);
    expect(ok<Contact>(await client.post('contacts', { personUid: writer.user.uid }), 201).personUid).toBe(writer.user.uid);
  });

  it('keeps the contact when the person deletes their account, without the link', async () => {
    const { client } = await owner();
    const person = await createPerson(t, { publicProfile: true, firstName: 'Ewa', lastName: 'Gone' });
    const contact = await create(client, { personUid: person.uid });
    await t.pool.query('DELETE FROM users WHERE id = $1', [person.id]);
    expect(ok<Contact>(await client.get(`contacts/${contact.uid}`))).toMatchObject({ name: 'Ewa Gone', personUid: null });
  });
});

describe('the cap', () => {
  it(`refuses the ${CONTACTS_PER_USER_MAX.toLocaleString('en')}th+1 contact with 422, also when 5 requests race for the last place`, async () => {
    const { user, client } = await owner();
    const ownerId = await userIdByUid(t, user.uid);
    await t.pool.query(
      `INSERT INTO contacts (uid, owner_id, name) SELECT 'cap' || g || '-' || $1, $1::bigint, 'Filler ' || g FROM generate_series(1, $2::int) g`,
      [ownerId, CONTACTS_PER_USER_MAX - 1],
    );
    const responses = await Promise.all(Array.from({ length: 5 }, (_, index) => client.post('contacts', { name: `Racer ${index}` })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    const refused = expectProblem(
      responses.find((response) => response.statusCode === 422)!,
      422,
      'contacts_limit',
    );
    expect(refused.quota).toEqual({ used: CONTACTS_PER_USER_MAX, limit: CONTACTS_PER_USER_MAX, unit: 'items' });
    expect(ok<Counts>(await client.get('profile/count')).contacts).toBe(CONTACTS_PER_USER_MAX);
  });
});

describe('export', () => {
  it('CSV: UTF-8 with BOM, Polish letters intact, formulas neutralised, only the filtered ones', async () => {
    const { client } = await owner();
    await create(client, { name: 'Łukasz Żółć', company: 'Zakłady Łódź', phone: '+48 42 123 45 67', tags: ['targi', 'VIP'], note: 'Line one\nline "two"' });
    await create(client, { name: '=HYPERLINK("http://evil")', email: 'x@example.com', tags: ['inne'] });
    const all = await client.get('contacts/export?format=csv');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const bytes = all.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Name,E-mail,Phone,Company,Job title,Tags,Note,Fairhub person,Created at,Updated at\r\n');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")",x@example.com`);
    expect(text).toContain(`Łukasz Żółć,,'+48 42 123 45 67,Zakłady Łódź,,"targi, VIP","Line one\nline ""two"""`);

    const filtered = (await client.get('contacts/export?format=csv&tag=vip')).rawPayload.toString('utf8');
    expect(filtered).toContain('Łukasz Żółć');
    expect(filtered).not.toContain('HYPERLINK');
  });

  it('CSV headers are in the caller’s preferred language (as their e-mails), the BOM and Polish letters kept', async () => {
    const { client } = await owner();
    ok(await client.patch('profile', { language: 'pl' }));
    await create(client, { name: 'Łukasz Żółć', company: 'Zakłady Łódź' });
    const bytes = (await client.get('contacts/export?format=csv')).rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Imię i nazwisko,E-mail,Telefon,Firma,Stanowisko,Tagi,Notatka,Osoba w Fairhub,Utworzono,Zmieniono\r\n');
    expect(text).toContain('Łukasz Żółć,,,Zakłady Łódź,');
  });

  it('vCard N: a contact saved from a person takes their last and first name while the name is still theirs, else the last word is the family name', async () => {
    const { client } = await owner();
    const person = await createPerson(t, { firstName: 'Anna Maria', lastName: 'de la Cruz', publicProfile: true });
    const linked = await create(client, { personUid: person.uid });
    expect(linked.name).toBe('Anna Maria de la Cruz');
    await create(client, { name: 'Anna Wójcik' });
    const logical = () => client.get('contacts/export?format=vcf').then((response) => response.rawPayload.toString('utf8').replace(/\r\n /g, '').split('\r\n'));
    const first = await logical();
    expect(first).toContain('FN:Anna Maria de la Cruz');
    expect(first).toContain('N:de la Cruz;Anna Maria;;;');
    expect(first).toContain('FN:Anna Wójcik');
    expect(first).toContain('N:Wójcik;Anna;;;');
    // Renamed by the owner, the linked contact's name is split like any other.
    ok<Contact>(await client.patch(`contacts/${linked.uid}`, { name: 'Anna Cruz-Nowak' }));
    expect(await logical()).toContain('N:Cruz-Nowak;Anna;;;');
  });

  it('vCard 4.0: escaped values, folded lines, CATEGORIES from tags', async () => {
    const { client } = await owner();
    const note = `Zażółć gęślą jaźń; comma, backslash \\ and\nnew line. ${'Długa notatka '.repeat(6).trim()}`;
    const contact = await create(client, {
      name: 'Kowalski, Jan',
      email: 'jan@example.pl',
      phone: '+48 (22) 555-01-23',
      company: 'Łódź; Expo',
      jobTitle: 'Szef',
      tags: ['targi', 'stal; nierdzewna'],
      note,
    });
    const response = await client.get('contacts/export?format=vcf');
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="contacts-\d{4}-\d{2}-\d{2}\.vcf"/);
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    // Every physical line is at most 75 octets; unfolding restores the logical lines.
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const logical = text.replace(/\r\n /g, '').split('\r\n');
    expect(logical).toContain('FN:Kowalski\\, Jan');
    expect(logical).toContain('N:Kowalski;Jan;;;');
    expect(logical).toContain('ORG:Łódź\\; Expo');
    expect(logical).toContain('TITLE:Szef');
    expect(logical).toContain('EMAIL;TYPE=work:jan@example.pl');
    expect(logical).toContain('TEL;VALUE=uri;TYPE=work:tel:+48-22-555-01-23');
    expect(logical).toContain('CATEGORIES:targi,stal\\; nierdzewna');
    expect(logical).toContain(`NOTE:${note.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n')}`);
    expect(logical.find((line) => line.startsWith('UID:'))).toMatch(/^UID:urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(logical.find((line) => line.startsWith('REV:'))).toMatch(/^REV:\d{8}T\d{6}Z$/);
    // The same contact exported again keeps its UID.
    const again = (await client.get('contacts/export?format=vcf')).rawPayload.toString('utf8');
    expect(again.match(/UID:[^\r]+/)![0]).toBe(text.match(/UID:[^\r]+/)![0]);
    expect(contact.uid).toBeTruthy();
  });
});

describe('account deletion', () => {
  it('takes the account’s contacts, tags and notes with it (foreign key cascade); contacts others saved of it stay, unlinked', async () => {
    const { user, company, client } = await owner();
    const colleague = await joinCompany(t, user, company, 'member');
    const colleagueClient = caller(t, colleague.headers);
    const colleagueUid = (await t.pool.query<{ uid: string }>('SELECT uid FROM users WHERE email = $1', [colleague.email])).rows[0]!.uid;
    await t.pool.query('UPDATE users SET public_profile = true WHERE uid = $1', [colleagueUid]);
    const saved = await create(client, { personUid: colleagueUid });
    const own = await create(colleagueClient, { name: 'Kept by the colleague', tags: ['x'], note: 'private note' });

    const deleted = await t.app.inject({ method: 'DELETE', url: api('profile'), headers: colleague.headers, payload: { password: 'Another long secret 7' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.pool.query('SELECT 1 FROM contacts WHERE uid = $1', [own.uid])).rowCount).toBe(0);
    expect(ok<Contact>(await client.get(`contacts/${saved.uid}`))).toMatchObject({ uid: saved.uid, personUid: null, name: saved.name });
  });
});

describe('the data export', () => {
  it('holds the account’s own contacts with tags and notes, not a colleague’s', async () => {
    const { user, company, client } = await owner();
    const mine = await create(client, { name: 'Exported Person', company: 'Zakłady Łódź', tags: ['targi', 'VIP'], note: 'Private note\nsecond line' });
    const colleague = await joinCompany(t, user, company, 'member');
    await create(caller(t, colleague.headers), { name: 'Colleague’s contact' });
    const exported = ok<AccountExport>(await client.get('profile/export'));
    expect(accountExportSchema.parse(exported).contacts).toEqual([mine]);
  });
});
