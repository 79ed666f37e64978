import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { GERMANY, query } from './helpers.ts';
import {
  addExhibitor,
  createEvent,
  createOrganizerCompany,
  createPerson,
  createVenue,
  ensureCodes,
  makePersonPublic,
  signedInOrganizer,
} from './catalogue-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureCodes(t);
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue fixtures and write-side repository functions', () => {
  it('an event copies city and country from its venue; an online event has neither', async () => {
    const organizer = await createOrganizerCompany(t);
    const venue = await createVenue(t, { company: organizer, city: 'Berlin', countryId: GERMANY });
    const held = await createEvent(t, { organizer, venue, codes: ['25.11', 'C', '25.11'] });
    expect(held).toMatchObject({ city: 'Berlin', countryId: GERMANY, venueId: venue.id, status: 'published' });
    expect(held.endsAt.getTime()).toBeGreaterThan(held.startsAt.getTime());
    const online = await createEvent(t, { organizer });
    expect(online).toMatchObject({ city: null, countryId: null, venueId: null });
    const { rows } = await query<{ code: string }>(t, 'SELECT code FROM event_codes WHERE event_id = $1 ORDER BY code', [held.id]);
    expect(rows.map((row) => row.code)).toEqual(['25.11', 'C']);
  });

  it('exhibitors, people and signed-in organizers', async () => {
    const { user, company } = await signedInOrganizer(t);
    expect(company.isOrganizer).toBe(true);
    expect(user.token).toBeTruthy();
    const event = await createEvent(t, { organizer: company });
    const exhibitor = await createOrganizerCompany(t, { isOrganizer: false });
    const participation = await addExhibitor(t, event, exhibitor, { stand: 'B12' });
    expect(participation).toMatchObject({ role: 'exhibitor', status: 'approved', stand: 'B12', companyId: exhibitor.id });
    const person = await createPerson(t, { company: exhibitor });
    expect(person.publicProfile).toBe(false);
    await makePersonPublic(t, person, { jobTitle: 'Sales manager' });
    const { rows } = await query<{ public_profile: boolean; job_title: string }>(t, 'SELECT public_profile, job_title FROM users WHERE id = $1', [person.id]);
    expect(rows[0]).toEqual({ public_profile: true, job_title: 'Sales manager' });
  });
});
