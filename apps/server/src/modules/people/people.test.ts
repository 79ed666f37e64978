import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '@fairhub/shared/people';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, json } from '../../../test/helpers.ts';
import {
  addExhibitor,
  addVisitor,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createPerson,
  daysFromNow,
  makePersonPublic,
} from '../../../test/catalogue-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api(path), headers });

describe('GET people/{uid}', () => {
  it('a public profile: name, job, bio, company, and the coming published events where the person is approved', async () => {
    const organizer = await createOrganizerCompany(t);
    const company = await createCompanyRecord(t, { name: 'Nordic Metalworks' });
    const person = await createPerson(t, {
      company,
      firstName: 'Erik',
      lastName: 'Lindqvist',
      jobTitle: 'CEO',
      bio: 'Sheet metal since 1998.',
      publicProfile: true,
    });
    const later = await createEvent(t, { organizer, title: 'Later Expo', startsAt: daysFromNow(40) });
    const sooner = await createEvent(t, { organizer, title: 'Sooner Expo', startsAt: daysFromNow(4) });
    const pending = await createEvent(t, { organizer, title: 'Pending Expo', startsAt: daysFromNow(5) });
    const draft = await createEvent(t, { organizer, title: 'Draft Expo', status: 'draft', startsAt: daysFromNow(6) });
    const past = await createEvent(t, { organizer, title: 'Past Expo', startsAt: daysFromNow(-30), endsAt: daysFromNow(-29) });
    const cancelled = await createEvent(t, { organizer, title: 'Cancelled Expo', status: 'cancelled', startsAt: daysFromNow(8) });
    await addVisitor(t, later, company, { person });
    await addExhibitor(t, sooner, company, { person, stand: 'D4' });
    await addVisitor(t, pending, company, { person, status: 'pending' });
    await addVisitor(t, draft, company, { person });
    await addVisitor(t, past, company, { person });
    await addVisitor(t, cancelled, company, { person });

    const response = await get(`people/${person.uid}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = json<Person>(response);
    expect(body).toMatchObject({
      uid: person.uid,
      firstName: 'Erik',
      lastName: 'Lindqvist',
      jobTitle: 'CEO',
      bio: 'Sheet metal since 1998.',
      company: { uid: company.uid, slug: company.slug, name: 'Nordic Metalworks' },
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(body.events.map((event) => [event.title, event.role])).toEqual([
      ['Sooner Expo', 'exhibitor'],
      ['Later Expo', 'visitor'],
    ]);
    expect(body.events[0]).toMatchObject({ organizer: { uid: organizer.uid }, exhibitorCount: 1, online: true });
  });

  it('a public person without a company has company null and no events', async () => {
    const person = await createPerson(t, { firstName: 'Solo' });
    await makePersonPublic(t, person);
    expect(json<Person>(await get(`people/${person.uid}`))).toMatchObject({
      company: null,
      events: [],
      jobTitle: null,
      bio: null,
      avatarUrl: null,
      languages: [],
    });
  });

  it('shows the photo as its media address and the spoken languages', async () => {
    const person = await createPerson(t, { firstName: 'Ola', publicProfile: true });
    await t.pool.query(`UPDATE users SET avatar = 'AvatarUid123', languages = '{pl,en}' WHERE id = $1`, [person.id]);
    expect(json<Person>(await get(`people/${person.uid}`))).toMatchObject({ avatarUrl: '/media/AvatarUid123.webp', languages: ['pl', 'en'] });
  });

  it('a profile that is not public is 404, exactly like an unknown one', async () => {
    const company = await createCompanyRecord(t);
    const hidden = await createPerson(t, { company, firstName: 'Hidden', publicProfile: false });
    const hiddenAnswer = expectProblem(await get(`people/${hidden.uid}`), 404, 'not_found');
    const unknownAnswer = expectProblem(await get('people/AAAAAAAAAAAAAAAA'), 404, 'not_found');
    expect(hiddenAnswer.detail).toBe(unknownAnswer.detail);
    await makePersonPublic(t, hidden);
    expect((await get(`people/${hidden.uid}`)).statusCode).toBe(200);
  });

  it('a malformed uid is a 400 naming uid', async () => {
    expectFieldError(await get('people/%20x%20'), 'uid', 'uid_invalid');
  });
});
