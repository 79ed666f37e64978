import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Company } from '@fairhub/shared/companies';
import { myEventPageSchema, myEventSchema, type MyEvent, type MyEventPage } from '@fairhub/shared/my-events';
import type { MyVenue } from '@fairhub/shared/my-venues';
import type { EventDetails } from '@fairhub/shared/events';
import { events } from '../../db/schema/events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectFieldError, expectProblem, GERMANY, POLAND, query, readOutbox, signedInWithCompany } from '../../../test/helpers.ts';
import { caller, joinCompany, ok } from '../../../test/panel-helpers.ts';
import { uploadImage } from '../../../test/uploads.ts';
import {
  addExhibitor,
  addVisitor,
  companyByUid,
  createCompanyRecord,
  createEvent as createFixtureEvent,
  createOrganizerCompany,
  createPerson,
  ensureCodes,
  signedInOrganizer,
  userIdByUid,
} from '../../../test/catalogue-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureCodes(t);
});
afterAll(async () => t?.close());

type Client = ReturnType<typeof caller>;

async function organizer() {
  const { user, company } = await signedInOrganizer(t);
  return { user, company, client: caller(t, user.headers) };
}

const START = '2031-03-12T09:00:00+01:00';
const END = '2031-03-14T17:00:00+01:00';
const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Poznań Tool Fair',
  startsAt: START,
  endsAt: END,
  timeZone: 'Europe/Warsaw',
  ...overrides,
});

async function createEvent(client: Client, overrides: Record<string, unknown> = {}) {
  return ok<MyEvent>(await client.post('events/mine', eventBody(overrides)), 201);
}

async function createVenue(client: Client, overrides: Record<string, unknown> = {}) {
  return ok<MyVenue>(await client.post('venues/mine', { name: 'Hall 3', address: 'ul. Głogowska 14', city: 'Poznań', countryId: POLAND, ...overrides }), 201);
}

async function eventRow(uid: string) {
  const [row] = await t.db.select().from(events).where(eq(events.uid, uid));
  return row!;
}

describe('POST events/mine', () => {
  it('creates a draft with every field; the description is sanitised HTML', async () => {
    const { user, client } = await organizer();
    const venue = await createVenue(client);
    const cover = await uploadImage(t, user.headers, 'event_cover');
    const event = await createEvent(client, {
      title: ' Poznań Tool Fair ',
      summary: 'Tools, machines, people.',
      description:
        '<h2>Programme</h2><p onclick="steal()">Day <strong>one</strong><script>alert(1)</script></p><a href="javascript:alert(1)">Tickets</a><iframe src="https://x"></iframe>',
      venueUid: venue.uid,
      onlineUrl: 'https://live.example.com/tool-fair',
      codes: ['25', 'c'],
      coverImage: cover.uid,
      registrationOpensAt: '2031-01-01T00:00:00Z',
      registrationClosesAt: '2031-03-10T23:59:00+01:00',
      approval: 'automatic',
      meetingSlotMinutes: 20,
      meetingDayStart: '10:00',
      meetingDayEnd: '16:30',
      meetingTables: 40,
    });
    expect(myEventSchema.strict().parse(event)).toEqual(event);
    expect(event).toMatchObject({
      title: 'Poznań Tool Fair',
      slug: 'poznan-tool-fair',
      status: 'draft',
      summary: 'Tools, machines, people.',
      description: '<h2>Programme</h2><p>Day <strong>one</strong></p>Tickets',
      startsAt: '2031-03-12T08:00:00.000Z',
      endsAt: '2031-03-14T16:00:00.000Z',
      timeZone: 'Europe/Warsaw',
      venue: { uid: venue.uid, name: 'Hall 3', city: 'Poznań', country: { code: 'PL' } },
      city: 'Poznań',
      country: { id: POLAND, code: 'PL' },
      onlineUrl: 'https://live.example.com/tool-fair',
      codes: [
        { code: 'C', level: 1 },
        { code: '25', level: 2 },
      ],
      coverImage: { uid: cover.uid, url: `/media/${cover.uid}.webp` },
      registrationOpensAt: '2031-01-01T00:00:00.000Z',
      registrationClosesAt: '2031-03-10T22:59:00.000Z',
      approval: 'automatic',
      meetingSlotMinutes: 20,
      meetingDayStart: '10:00',
      meetingDayEnd: '16:30',
      meetingTables: 40,
      cancelReason: null,
      cancelledAt: null,
      participants: { pending: 0, approved: 0, rejected: 0, applicationsPending: 0 },
    });
    expect((await eventRow(event.uid)).description).toBe(event.description);
    expect(ok<MyEvent>(await client.get(`events/mine/${event.uid}`))).toEqual(event);
    // Published, the public page and the listings show the uploaded cover at its media address.
    ok(await client.post(`events/mine/${event.uid}/publish`, {}));
    expect(ok<EventDetails>(await client.get(`events/${event.uid}`)).coverImage).toBe(`/media/${cover.uid}.webp`);
  });

  it('a built-in cover (a site path, as the demo events have) is its own address', async () => {
    const { client } = await organizer();
    const event = await createEvent(client);
    await t.db.update(events).set({ coverImage: '/covers/energy.svg' }).where(eq(events.uid, event.uid));
    expect(ok<MyEvent>(await client.get(`events/mine/${event.uid}`)).coverImage).toEqual({ uid: '/covers/energy.svg', url: '/covers/energy.svg' });
  });

  it('needs a title, a start, an end and a time zone; the rest defaults', async () => {
    const { client } = await organizer();
    const event = await createEvent(client);
    expect(event).toMatchObject({
      status: 'draft',
      venue: null,
      onlineUrl: null,
      city: null,
      country: null,
      description: null,
      approval: 'manual',
      meetingSlotMinutes: 30,
      meetingDayStart: '09:00',
      meetingDayEnd: '17:00',
      meetingTables: 0,
      codes: [],
      coverImage: null,
    });
  });

  it('answers 400 naming the field for every bad value', async () => {
    const { user, client } = await organizer();
    const post = (overrides: Record<string, unknown>) => client.post('events/mine', eventBody(overrides));
    expectFieldError(await client.post('events/mine', {}), 'title', 'name_required');
    expectFieldError(await post({ startsAt: undefined }), 'startsAt', 'date_time_required');
    expectFieldError(await post({ endsAt: '2031-03-12T08:00:00+01:00' }), 'endsAt', 'ends_before_start');
    expectFieldError(await post({ endsAt: START }), 'endsAt', 'ends_before_start');
    expectFieldError(await post({ startsAt: '12.03.2031 09:00' }), 'startsAt', 'date_time_invalid');
    expectFieldError(await post({ startsAt: '2031-03-12' }), 'startsAt', 'date_time_invalid');
    expectFieldError(await post({ startsAt: '2031-03-12T09:00:00' }), 'startsAt', 'date_time_invalid');
    expectFieldError(await post({ startsAt: '2031-02-30T09:00:00Z' }), 'startsAt', 'date_time_invalid');
    expectFieldError(await post({ timeZone: 'Mars/Olympus' }), 'timeZone', 'time_zone_unknown');
    expectFieldError(await post({ timeZone: undefined }), 'timeZone', 'time_zone_required');
    expectFieldError(await post({ onlineUrl: 'http://live.example.com' }), 'onlineUrl', 'online_url_invalid');
    expectFieldError(await post({ onlineUrl: 'javascript:alert(1)' }), 'onlineUrl', 'online_url_invalid');
    expectFieldError(await post({ meetingSlotMinutes: 25 }), 'meetingSlotMinutes', 'meeting_slot_invalid');
    expectFieldError(await post({ meetingDayStart: '9:00' }), 'meetingDayStart', 'time_of_day_invalid');
    expectFieldError(await post({ meetingDayStart: '17:00', meetingDayEnd: '09:00' }), 'meetingDayEnd', 'meeting_hours_invalid');
    expectFieldError(await post({ meetingTables: 1001 }), 'meetingTables', 'meeting_tables_invalid');
    expectFieldError(await post({ meetingTables: -1 }), 'meetingTables', 'meeting_tables_invalid');
    expectFieldError(await post({ approval: 'sometimes' }), 'approval', 'approval_invalid');
    expectFieldError(
      await post({ registrationOpensAt: '2031-02-01T00:00:00Z', registrationClosesAt: '2031-01-01T00:00:00Z' }),
      'registrationClosesAt',
      'registration_range_invalid',
    );
    expectFieldError(await post({ registrationClosesAt: '2031-04-01T00:00:00Z' }), 'registrationClosesAt', 'registration_closes_after_end');
    expectFieldError(await post({ description: 'x'.repeat(20_001) }), 'description', 'text_too_long');
    expectFieldError(await post({ summary: 'x'.repeat(301) }), 'summary', 'text_too_long');
    expectFieldError(await post({ codes: ['99.99'] }), 'codes', 'code_unknown');
    expectFieldError(await post({ venueUid: 'no-such-venue' }), 'venueUid', 'venue_unknown');
    const product = await uploadImage(t, user.headers, 'product');
    expectFieldError(await post({ coverImage: product.uid }), 'coverImage', 'upload_unknown');
    // Another organizer's venue is not this organizer's to use.
    const other = await organizer();
    const theirs = await createVenue(other.client);
    expectFieldError(await post({ venueUid: theirs.uid }), 'venueUid', 'venue_unknown');
  });
});

describe('who may read and write events', () => {
  it('members read, owners and admins write; other companies get 403 not_organizer; other organizers 404', async () => {
    const { user, company, client } = await organizer();
    const event = await createEvent(client);
    const member = caller(t, (await joinCompany(t, user, company as unknown as Company, 'member')).headers);
    const admin = caller(t, (await joinCompany(t, user, company as unknown as Company, 'admin')).headers);
    ok(await member.get(`events/mine/${event.uid}`));
    expect(ok<MyEventPage>(await member.get('events/mine')).total).toBe(1);
    expectProblem(await member.post('events/mine', eventBody()), 403, 'forbidden');
    expectProblem(await member.patch(`events/mine/${event.uid}`, { title: 'No' }), 403, 'forbidden');
    expectProblem(await member.post(`events/mine/${event.uid}/publish`, {}), 403, 'forbidden');
    expectProblem(await member.post(`events/mine/${event.uid}/cancel`, { reason: 'No' }), 403, 'forbidden');
    expectProblem(await member.delete(`events/mine/${event.uid}`), 403, 'forbidden');
    expect(ok<MyEvent>(await admin.patch(`events/mine/${event.uid}`, { title: 'Renamed' })).title).toBe('Renamed');

    const plain = caller(t, (await signedInWithCompany(t)).user.headers);
    expectProblem(await plain.get('events/mine'), 403, 'not_organizer');
    expectProblem(await plain.post('events/mine', eventBody()), 403, 'not_organizer');
    expectProblem(await plain.get(`events/mine/${event.uid}`), 403, 'not_organizer');

    const other = await organizer();
    expectProblem(await other.client.get(`events/mine/${event.uid}`), 404, 'not_found');
    expectProblem(await other.client.patch(`events/mine/${event.uid}`, { title: 'Mine' }), 404, 'not_found');
    expectProblem(await other.client.post(`events/mine/${event.uid}/publish`, {}), 404, 'not_found');
  });

  it('a draft is seen by its organizer’s members only, never on the public page', async () => {
    const { client } = await organizer();
    const event = await createEvent(client, { onlineUrl: 'https://live.example.com/x' });
    const anonymous = caller(t);
    expectProblem(await anonymous.get(`events/${event.uid}`), 404);
    ok(await client.get(`events/${event.uid}`));
    ok(await client.post(`events/mine/${event.uid}/publish`, {}));
    ok(await anonymous.get(`events/${event.uid}`));
  });
});

describe('publishing', () => {
  it('needs a venue or an online address (422 event_needs_place), only from a draft (422 event_not_draft)', async () => {
    const { client } = await organizer();
    const event = await createEvent(client);
    expectProblem(await client.post(`events/mine/${event.uid}/publish`, {}), 422, 'event_needs_place');
    const venue = await createVenue(client);
    ok(await client.patch(`events/mine/${event.uid}`, { venueUid: venue.uid }));
    expect(ok<MyEvent>(await client.post(`events/mine/${event.uid}/publish`, {})).status).toBe('published');
    expectProblem(await client.post(`events/mine/${event.uid}/publish`, {}), 422, 'event_not_draft');
    // A published event keeps a place.
    expectProblem(await client.patch(`events/mine/${event.uid}`, { venueUid: null }), 422, 'event_needs_place');
    expect(ok<MyEvent>(await client.patch(`events/mine/${event.uid}`, { venueUid: null, onlineUrl: 'https://live.example.com/y' })).venue).toBeNull();
  });

  it('two publishes at once: one publishes, the other answers 422 event_not_draft', async () => {
    const { client } = await organizer();
    const event = await createEvent(client, { onlineUrl: 'https://live.example.com/race' });
    const answers = await Promise.all([client.post(`events/mine/${event.uid}/publish`, {}), client.post(`events/mine/${event.uid}/publish`, {})]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect((await eventRow(event.uid)).status).toBe('published');
  });

  it('two changes at once both apply, each on the other’s result', async () => {
    const { client } = await organizer();
    const event = await createEvent(client);
    const answers = await Promise.all([
      client.patch(`events/mine/${event.uid}`, { title: 'Parallel title' }),
      client.patch(`events/mine/${event.uid}`, { summary: 'Parallel summary' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(ok<MyEvent>(await client.get(`events/mine/${event.uid}`))).toMatchObject({ title: 'Parallel title', summary: 'Parallel summary' });
  });
});

describe('PATCH events/mine/{uid}', () => {
  it('checks the rules between fields on the event as it will be, and takes the new venue’s city and country', async () => {
    const { client } = await organizer();
    const event = await createEvent(client);
    expectFieldError(await client.patch(`events/mine/${event.uid}`, { endsAt: '2031-03-01T00:00:00Z' }), 'endsAt', 'ends_before_start');
    expectFieldError(await client.patch(`events/mine/${event.uid}`, { meetingDayEnd: '08:00' }), 'meetingDayEnd', 'meeting_hours_invalid');
    const berlin = await createVenue(client, { name: 'Messe', city: 'Berlin', countryId: GERMANY });
    const moved = ok<MyEvent>(
      await client.patch(`events/mine/${event.uid}`, { venueUid: berlin.uid, description: '<p>New <em>text</em></p><script>x</script>' }),
    );
    expect(moved).toMatchObject({
      city: 'Berlin',
      country: { code: 'DE' },
      venue: { uid: berlin.uid },
      description: '<p>New <em>text</em></p>',
      title: 'Poznań Tool Fair',
    });
    const online = ok<MyEvent>(await client.patch(`events/mine/${event.uid}`, { venueUid: null, description: null }));
    expect(online).toMatchObject({ city: null, country: null, venue: null, description: null });
  });
});

describe('DELETE events/mine/{uid}', () => {
  it('deletes drafts only (422 event_not_draft)', async () => {
    const { client } = await organizer();
    const draft = await createEvent(client);
    const published = await createEvent(client, { onlineUrl: 'https://live.example.com/p' });
    ok(await client.post(`events/mine/${published.uid}/publish`, {}));
    expectProblem(await client.delete(`events/mine/${published.uid}`), 422, 'event_not_draft');
    expect((await client.delete(`events/mine/${draft.uid}`)).statusCode).toBe(204);
    expectProblem(await client.get(`events/mine/${draft.uid}`), 404, 'not_found');
  });
});

describe('cancelling and changing an event with participants', () => {
  async function publishedWithParticipants() {
    const { company, client } = await organizer();
    const venue = await createVenue(client);
    const event = await createEvent(client, { venueUid: venue.uid, title: 'Łódź Textile Days' });
    ok(await client.post(`events/mine/${event.uid}/publish`, {}));
    const row = await eventRow(event.uid);
    const guests = await createCompanyRecord(t);
    const approved = await addVisitor(t, row, guests, { status: 'approved' });
    const pending = await addExhibitor(t, row, await createCompanyRecord(t), { status: 'pending' });
    const rejected = await addVisitor(t, row, guests, { status: 'rejected' });
    await query(t, "UPDATE users SET language = 'pl' WHERE id = $1", [pending.person.id]);
    return { company, client, event, approved, pending, rejected };
  }

  it('counts the applications waiting as the statistics do: an exhibitor with its staff once, beside the people', async () => {
    const { client, event } = await publishedWithParticipants();
    const row = await eventRow(event.uid);
    const exhibitor = await createCompanyRecord(t);
    await addExhibitor(t, row, exhibitor, { status: 'pending' });
    await addExhibitor(t, row, exhibitor, { status: 'pending' });
    await addVisitor(t, row, await createCompanyRecord(t), { status: 'pending' });
    const counts = { pending: 4, approved: 1, rejected: 1, applicationsPending: 3 };
    expect(ok<MyEvent>(await client.get(`events/mine/${event.uid}`)).participants).toEqual(counts);
    const list = ok<MyEventPage>(await client.get('events/mine?role=organizing'));
    expect(list.items.find((item) => item.uid === event.uid)?.participants).toEqual(counts);
    const stats = ok<{ queue: { pending: number } }>(await client.get(`events/mine/${event.uid}/stats`));
    expect(stats.queue.pending).toBe(counts.applicationsPending);
  });

  const notificationsOf = async (userId: number) =>
    (await query<{ kind: string; data: Record<string, string> }>(t, 'SELECT kind, data FROM notifications WHERE user_id = $1 ORDER BY id', [userId])).rows;

  it('cancels with a reason told to every pending and approved participant, in their language; then it cannot change', async () => {
    const { client, event, approved, pending, rejected } = await publishedWithParticipants();
    expectFieldError(await client.post(`events/mine/${event.uid}/cancel`, {}), 'reason', 'reason_required');
    expectFieldError(await client.post(`events/mine/${event.uid}/cancel`, { reason: '   ' }), 'reason', 'reason_required');
    expectFieldError(await client.post(`events/mine/${event.uid}/cancel`, { reason: 'x'.repeat(501) }), 'reason', 'text_too_long');
    const cancelled = ok<MyEvent>(await client.post(`events/mine/${event.uid}/cancel`, { reason: 'The hall flooded.' }));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The hall flooded.',
      cancelledAt: expect.stringMatching(/Z$/),
      participants: { pending: 1, approved: 1, rejected: 1, applicationsPending: 1 },
    });
    for (const person of [approved.person, pending.person]) {
      expect(await notificationsOf(person.id)).toEqual([
        { kind: 'event_cancelled', data: expect.objectContaining({ eventTitle: 'Łódź Textile Days', reason: 'The hall flooded.', eventUid: event.uid }) },
      ]);
    }
    expect(await notificationsOf(rejected.person.id)).toEqual([]);
    const outbox = await readOutbox(t);
    const english = outbox.find((message) => message.to === approved.person.email);
    expect(english).toMatchObject({ subject: 'Łódź Textile Days is cancelled' });
    expect(english?.text).toContain('The hall flooded.');
    const polish = outbox.find((message) => message.to === pending.person.email);
    expect(polish).toMatchObject({ subject: 'Wydarzenie Łódź Textile Days zostało odwołane' });
    expect(polish?.text).toContain('The hall flooded.');
    expect(outbox.some((message) => message.to === rejected.person.email)).toBe(false);

    expectProblem(await client.post(`events/mine/${event.uid}/cancel`, { reason: 'Again' }), 422, 'event_not_cancellable');
    expectProblem(await client.patch(`events/mine/${event.uid}`, { title: 'Back' }), 422, 'event_not_editable');
    expectProblem(await client.post(`events/mine/${event.uid}/publish`, {}), 422, 'event_not_draft');
  });

  it('tells in the app but does not e-mail a participant who switched event updates off', async () => {
    const { client, event, approved, pending } = await publishedWithParticipants();
    await query(t, `UPDATE users SET notification_prefs = '{"eventUpdates": false}' WHERE id = $1`, [approved.person.id]);
    ok(await client.post(`events/mine/${event.uid}/cancel`, { reason: 'Storm warning' }));
    expect((await notificationsOf(approved.person.id)).map((row) => row.kind)).toEqual(['event_cancelled']);
    const outbox = await readOutbox(t);
    expect(outbox.some((message) => message.to === approved.person.email && message.text.includes('Storm warning'))).toBe(false);
    expect(outbox.some((message) => message.to === pending.person.email && message.text.includes('Storm warning'))).toBe(true);
  });

  it('tells participants a new date or place, and nothing for other changes', async () => {
    const { client, event, approved, pending } = await publishedWithParticipants();
    ok(await client.patch(`events/mine/${event.uid}`, { title: 'Łódź Textile Days 2031', summary: 'New summary' }));
    expect(await notificationsOf(approved.person.id)).toEqual([]);
    ok(await client.patch(`events/mine/${event.uid}`, { startsAt: '2031-03-13T09:00:00+01:00' }));
    expect(await notificationsOf(approved.person.id)).toEqual([
      { kind: 'event_changed', data: expect.objectContaining({ dateChanged: 'true', placeChanged: 'false', startsAt: '2031-03-13T08:00:00.000Z' }) },
    ]);
    ok(await client.patch(`events/mine/${event.uid}`, { venueUid: null, onlineUrl: 'https://live.example.com/moved' }));
    const [, placeChange] = await notificationsOf(pending.person.id);
    expect(placeChange).toEqual({
      kind: 'event_changed',
      data: expect.objectContaining({ dateChanged: 'false', placeChanged: 'true', place: 'https://live.example.com/moved' }),
    });
    const polish = (await readOutbox(t)).find((message) => message.to === pending.person.email);
    expect(polish?.subject).toBe('Łódź Textile Days 2031: nowe miejsce');
  });
});

describe('GET events/mine', () => {
  it('organizing: every status, with search, status filter, sort and paging', async () => {
    const { client } = await organizer();
    const a = await createEvent(client, {
      title: 'Alpha Expo',
      startsAt: '2031-05-01T09:00:00Z',
      endsAt: '2031-05-02T09:00:00Z',
      onlineUrl: 'https://x.example.com',
    });
    const b = await createEvent(client, { title: 'Beta Forum', startsAt: '2031-06-01T09:00:00Z', endsAt: '2031-06-02T09:00:00Z' });
    const c = await createEvent(client, { title: 'Gamma Days', startsAt: '2031-04-01T09:00:00Z', endsAt: '2031-04-02T09:00:00Z', summary: 'robotics' });
    ok(await client.post(`events/mine/${a.uid}/publish`, {}));
    ok(await client.post(`events/mine/${c.uid}/cancel`, { reason: 'No hall' }));
    const page = ok<MyEventPage>(await client.get('events/mine'));
    expect(myEventPageSchema.parse(page)).toEqual(page);
    expect(page.items.map((item) => item.title)).toEqual(['Beta Forum', 'Alpha Expo', 'Gamma Days']);
    expect(page.items.every((item) => item.organizing && item.participants !== null && item.participation === null)).toBe(true);
    expect(ok<MyEventPage>(await client.get('events/mine?role=organizing&sort=starts')).items.map((item) => item.uid)).toEqual([c.uid, a.uid, b.uid]);
    expect(ok<MyEventPage>(await client.get('events/mine?sort=title')).items.map((item) => item.uid)).toEqual([a.uid, b.uid, c.uid]);
    expect(ok<MyEventPage>(await client.get('events/mine?status=cancelled')).items).toMatchObject([{ uid: c.uid, cancelReason: 'No hall' }]);
    expect(ok<MyEventPage>(await client.get('events/mine?status=draft')).items.map((item) => item.uid)).toEqual([b.uid]);
    expect(ok<MyEventPage>(await client.get('events/mine?q=robot')).items.map((item) => item.uid)).toEqual([c.uid]);
    expect(ok<MyEventPage>(await client.get('events/mine?perPage=1&page=2'))).toMatchObject({ total: 3, page: 2, perPage: 1, items: [{ uid: a.uid }] });
    expectFieldError(await client.get('events/mine?role=watching'), 'role', 'event_role_invalid');
    expectFieldError(await client.get('events/mine?status=open'), 'status', 'status_unknown');
  });

  it('participating: events the caller or the caller’s company takes part in, with the caller’s role and status; never drafts', async () => {
    const { client } = await organizer();
    const first = await createEvent(client, {
      title: 'Visited Fair',
      onlineUrl: 'https://x.example.com/1',
      startsAt: '2031-05-01T09:00:00Z',
      endsAt: '2031-05-02T09:00:00Z',
    });
    const second = await createEvent(client, {
      title: 'Exhibited Fair',
      onlineUrl: 'https://x.example.com/2',
      startsAt: '2031-06-01T09:00:00Z',
      endsAt: '2031-06-02T09:00:00Z',
    });
    const draft = await createEvent(client, { title: 'Draft Fair', onlineUrl: 'https://x.example.com/3' });
    ok(await client.post(`events/mine/${first.uid}/publish`, {}));
    ok(await client.post(`events/mine/${second.uid}/publish`, {}));

    const visitor = await signedInWithCompany(t);
    const visitorCompany = (await query<{ id: string }>(t, 'SELECT id FROM companies WHERE uid = $1', [visitor.company.uid])).rows[0]!;
    const companyRow = { id: Number(visitorCompany.id) } as never;
    const visitorId = Number((await query<{ id: string }>(t, 'SELECT id FROM users WHERE email = $1', [visitor.user.email])).rows[0]!.id);
    await addVisitor(t, await eventRow(first.uid), companyRow, { status: 'pending', person: { id: visitorId } as never });
    // A colleague staffs the company's stand at the second event: the caller sees it through the company.
    await addExhibitor(t, await eventRow(second.uid), companyRow, { status: 'approved', person: await createPerson(t) });
    await addVisitor(t, await eventRow(draft.uid), companyRow, { status: 'approved', person: { id: visitorId } as never });

    const mine = caller(t, visitor.user.headers);
    const page = ok<MyEventPage>(await mine.get('events/mine?role=participating&sort=starts'));
    expect(page.items.map((item) => [item.title, item.participation, item.organizing, item.participants])).toEqual([
      ['Visited Fair', { role: 'visitor', status: 'pending' }, false, null],
      ['Exhibited Fair', { role: 'exhibitor', status: 'approved' }, false, null],
    ]);
    expect(ok<MyEventPage>(await mine.get('events/mine?role=participating&participation=approved')).items.map((item) => item.title)).toEqual([
      'Exhibited Fair',
    ]);
    // Not an organizer: the organizing list is refused, the participating one is not.
    expectProblem(await mine.get('events/mine'), 403, 'not_organizer');
  });

  it('sharedWith: only events where both the caller (their own participation) and that person are approved participants', async () => {
    const organizerCompany = await createOrganizerCompany(t);
    const fair = (title: string, days: number, overrides: Record<string, unknown> = {}) =>
      createFixtureEvent(t, { organizer: organizerCompany, title, startsAt: new Date(Date.now() + days * 86_400_000), ...overrides });
    const me = await signedInWithCompany(t);
    const myCompany = await companyByUid(t, me.company.uid);
    const meRow = { id: await userIdByUid(t, me.user.uid) } as never;
    const otherCompany = await createCompanyRecord(t);
    const other = await createPerson(t, { company: otherCompany });

    const both = await fair('Both Approved Fair', 10);
    await addVisitor(t, both, myCompany, { person: meRow });
    await addExhibitor(t, both, otherCompany, { person: other });
    const later = await fair('Later Shared Fair', 20);
    await addExhibitor(t, later, myCompany, { person: meRow });
    await addVisitor(t, later, otherCompany, { person: other });
    const otherPending = await fair('Other Pending Fair', 11);
    await addVisitor(t, otherPending, myCompany, { person: meRow });
    await addVisitor(t, otherPending, otherCompany, { person: other, status: 'pending' });
    const mePending = await fair('Me Pending Fair', 12);
    await addVisitor(t, mePending, myCompany, { person: meRow, status: 'pending' });
    await addVisitor(t, mePending, otherCompany, { person: other });
    // The caller's company exhibits, staffed by a colleague: approved "through the company", but not the caller's own part.
    const colleagueOnly = await fair('Colleague Stand Fair', 13);
    await addExhibitor(t, colleagueOnly, myCompany, { person: await createPerson(t, { company: myCompany }) });
    await addVisitor(t, colleagueOnly, otherCompany, { person: other });
    const otherOnly = await fair('Other Only Fair', 14);
    await addVisitor(t, otherOnly, otherCompany, { person: other });
    const finished = await fair('Finished Shared Fair', -10, { status: 'finished' });
    await addVisitor(t, finished, myCompany, { person: meRow });
    await addVisitor(t, finished, otherCompany, { person: other });
    const draft = await fair('Draft Shared Fair', 15, { status: 'draft' });
    await addVisitor(t, draft, myCompany, { person: meRow });
    await addVisitor(t, draft, otherCompany, { person: other });

    const mine = caller(t, me.user.headers);
    const titles = async (path: string) => ok<MyEventPage>(await mine.get(path)).items.map((item) => item.title);
    // Without the filter the caller's approved list holds the colleague's stand and the events the other person is not at.
    expect(await titles('events/mine?role=participating&participation=approved&status=published&sort=starts')).toEqual([
      'Both Approved Fair',
      'Other Pending Fair',
      'Colleague Stand Fair',
      'Later Shared Fair',
    ]);
    expect(await titles(`events/mine?role=participating&participation=approved&status=published&sort=starts&sharedWith=${other.uid}`)).toEqual([
      'Both Approved Fair',
      'Later Shared Fair',
    ]);
    // The caller's own approval is required whatever `participation` asks; finished events stay unless `status` says otherwise.
    expect(await titles(`events/mine?role=participating&sort=starts&sharedWith=${other.uid}`)).toEqual([
      'Finished Shared Fair',
      'Both Approved Fair',
      'Later Shared Fair',
    ]);
    expect(await titles(`events/mine?role=participating&participation=pending&sharedWith=${other.uid}`)).toEqual([]);
    const page = ok<MyEventPage>(await mine.get(`events/mine?role=participating&status=published&sort=starts&sharedWith=${other.uid}`));
    expect(page).toMatchObject({
      total: 2,
      items: [{ participation: { role: 'visitor', status: 'approved' } }, { participation: { role: 'exhibitor', status: 'approved' } }],
    });
    // Unknown people share nothing (no 404 to probe with); the caller themself gives their own approved events.
    expect(await titles('events/mine?role=participating&sharedWith=nobody-at-all')).toEqual([]);
    expect(await titles(`events/mine?role=participating&status=published&sort=starts&sharedWith=${me.user.uid}`)).toEqual([
      'Both Approved Fair',
      'Other Pending Fair',
      'Later Shared Fair',
    ]);
    expectFieldError(await mine.get('events/mine?role=participating&sharedWith=a%20b'), 'sharedWith', 'uid_invalid');
    // own=true: the caller's own approved participations only (the meetings calendar's events), not a company's application alone.
    expect(await titles('events/mine?role=participating&participation=approved&status=published&sort=starts&own=true')).toEqual([
      'Both Approved Fair',
      'Other Pending Fair',
      'Later Shared Fair',
    ]);
    expect(await titles('events/mine?role=participating&participation=approved&status=published&sort=starts&own=false')).toContain('Colleague Stand Fair');
    expectFieldError(await mine.get('events/mine?role=participating&own=yes'), 'own', 'invalid_type');

    // The organizer's members read all their participants anyway: `organizing` narrows to events where the person is approved.
    const organizer = await signedInOrganizer(t);
    const own = await createFixtureEvent(t, { organizer: organizer.company, title: 'Organizer Fair' });
    await createFixtureEvent(t, { organizer: organizer.company, title: 'Organizer Empty Fair' });
    await addVisitor(t, own, otherCompany, { person: other });
    expect(ok<MyEventPage>(await caller(t, organizer.user.headers).get(`events/mine?sharedWith=${other.uid}`)).items.map((item) => item.title)).toEqual([
      'Organizer Fair',
    ]);
  });
});
