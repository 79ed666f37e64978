import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import { myVenuePageSchema, myVenueSchema, type MyVenue, type MyVenuePage } from '@fairhub/shared/my-venues';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectFieldError, expectProblem, GERMANY, POLAND, query, signedInWithCompany } from '../../../test/helpers.ts';
import { caller, joinCompany, ok } from '../../../test/panel-helpers.ts';
import { postUpload, makeImage, uploadImage } from '../../../test/uploads.ts';
import { createEvent, daysFromNow, signedInOrganizer } from '../../../test/catalogue-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Client = ReturnType<typeof caller>;

/** An owner of a fresh organizer company with a JSON client. */
async function organizer() {
  const { user, company } = await signedInOrganizer(t);
  return { user, company, client: caller(t, user.headers) };
}

const venueBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hall A',
  address: 'ul. Głogowska 14',
  city: 'Poznań',
  countryId: POLAND,
  ...overrides,
});

async function createVenue(client: Client, overrides: Record<string, unknown> = {}) {
  return ok<MyVenue>(await client.post('venues/mine', venueBody(overrides)), 201);
}

describe('POST venues/mine', () => {
  it('creates a venue with photos in their order, coordinates, capacity and description', async () => {
    const { user, client } = await organizer();
    const first = await uploadImage(t, user.headers, 'venue_photo');
    const second = await uploadImage(t, user.headers, 'venue_photo');
    const venue = await createVenue(client, {
      name: ' Poznań Congress Centre ',
      latitude: 52.4,
      longitude: 16.9,
      capacity: 5000,
      description: 'Halls 1–3\nParking',
      photos: [second.uid, first.uid, second.uid],
    });
    expect(myVenueSchema.strict().parse(venue)).toEqual(venue);
    expect(venue).toMatchObject({
      name: 'Poznań Congress Centre',
      slug: 'poznan-congress-centre',
      city: 'Poznań',
      country: { id: POLAND, code: 'PL', name: 'Poland' },
      latitude: 52.4,
      longitude: 16.9,
      capacity: 5000,
      description: 'Halls 1–3\nParking',
      photos: [
        { uid: second.uid, url: `/media/${second.uid}.webp` },
        { uid: first.uid, url: `/media/${first.uid}.webp` },
      ],
      upcomingEventCount: 0,
    });
    expect(ok<MyVenue>(await client.get(`venues/mine/${venue.uid}`))).toEqual(venue);
  });

  it('puts every validation error on its field', async () => {
    const { user, client } = await organizer();
    expectFieldError(await client.post('venues/mine', {}), 'name', 'name_required');
    expectFieldError(await client.post('venues/mine', venueBody({ address: ' ' })), 'address', 'address_required');
    expectFieldError(await client.post('venues/mine', venueBody({ city: undefined })), 'city', 'city_required');
    expectFieldError(await client.post('venues/mine', venueBody({ countryId: undefined })), 'countryId', 'country_required');
    expectFieldError(await client.post('venues/mine', venueBody({ countryId: 999 })), 'countryId', 'country_unknown');
    expectFieldError(await client.post('venues/mine', venueBody({ latitude: 91, longitude: 10 })), 'latitude', 'latitude_invalid');
    expectFieldError(await client.post('venues/mine', venueBody({ latitude: 10, longitude: -181 })), 'longitude', 'longitude_invalid');
    expectFieldError(await client.post('venues/mine', venueBody({ latitude: 10 })), 'longitude', 'coordinates_incomplete');
    expectFieldError(await client.post('venues/mine', venueBody({ longitude: 10 })), 'latitude', 'coordinates_incomplete');
    expectFieldError(await client.post('venues/mine', venueBody({ capacity: 0 })), 'capacity', 'capacity_invalid');
    expectFieldError(await client.post('venues/mine', venueBody({ capacity: 1.5 })), 'capacity', 'capacity_invalid');
    expectFieldError(await client.post('venues/mine', venueBody({ description: 'x'.repeat(20_001) })), 'description', 'text_too_long');
    const photos = Array.from({ length: 11 }, (_, index) => `photo-uid-${index}`);
    expectFieldError(await client.post('venues/mine', venueBody({ photos })), 'photos', 'photos_too_many');
    // A product image is not a venue photo.
    const product = await uploadImage(t, user.headers, 'product');
    expectFieldError(await client.post('venues/mine', venueBody({ photos: [product.uid] })), 'photos', 'upload_unknown');
  });

  it('refuses another company’s venue photo', async () => {
    const { client } = await organizer();
    const other = await organizer();
    const photo = await uploadImage(t, other.user.headers, 'venue_photo');
    expectFieldError(await client.post('venues/mine', venueBody({ photos: [photo.uid] })), 'photos', 'upload_unknown');
  });
});

describe('who may read and write venues', () => {
  it('members read, only owners and admins write; companies that do not organize get 403 not_organizer', async () => {
    const { user, company, client } = await organizer();
    const venue = await createVenue(client);
    const member = caller(t, (await joinCompany(t, user, company as unknown as Company, 'member')).headers);
    const admin = caller(t, (await joinCompany(t, user, company as unknown as Company, 'admin')).headers);
    expect(ok<MyVenuePage>(await member.get('venues/mine')).items.map((item) => item.uid)).toEqual([venue.uid]);
    ok(await member.get(`venues/mine/${venue.uid}`));
    expectProblem(await member.post('venues/mine', venueBody()), 403, 'forbidden');
    expectProblem(await member.patch(`venues/mine/${venue.uid}`, { name: 'Renamed' }), 403, 'forbidden');
    expectProblem(await member.delete(`venues/mine/${venue.uid}`), 403, 'forbidden');
    expect(ok<MyVenue>(await admin.patch(`venues/mine/${venue.uid}`, { name: 'Renamed' })).name).toBe('Renamed');
    const memberUpload = await postUpload(t, (await joinCompany(t, user, company as unknown as Company, 'member')).headers, 'venue_photo', {
      name: 'p.png',
      type: 'image/png',
      data: await makeImage('png'),
    });
    expectProblem(memberUpload, 403, 'forbidden');

    const plain = await signedInWithCompany(t);
    const plainClient = caller(t, plain.user.headers);
    expectProblem(await plainClient.get('venues/mine'), 403, 'not_organizer');
    expectProblem(await plainClient.post('venues/mine', venueBody()), 403, 'not_organizer');
    expectProblem(
      await postUpload(t, plain.user.headers, 'event_cover', { name: 'p.png', type: 'image/png', data: await makeImage('png') }),
      403,
      'not_organizer',
    );

    // Another organizer does not see this one's venue.
    const other = await organizer();
    expectProblem(await other.client.get(`venues/mine/${venue.uid}`), 404, 'not_found');
    expectProblem(await other.client.patch(`venues/mine/${venue.uid}`, { name: 'Mine' }), 404, 'not_found');
    expectProblem(await other.client.delete(`venues/mine/${venue.uid}`), 404, 'not_found');
    expect(ok<MyVenuePage>(await other.client.get('venues/mine')).total).toBe(0);
  });
});

describe('GET venues/mine', () => {
  it('searches, sorts and pages', async () => {
    const { client } = await organizer();
    await createVenue(client, { name: 'Beta Hall', city: 'Łódź' });
    await createVenue(client, { name: 'alpha Arena', city: 'Warszawa' });
    await createVenue(client, { name: 'Gamma Centre', city: 'Kraków', description: 'next to the river' });
    const page = ok<MyVenuePage>(await client.get('venues/mine'));
    expect(myVenuePageSchema.parse(page)).toEqual(page);
    expect(page.items.map((item) => item.name)).toEqual(['alpha Arena', 'Beta Hall', 'Gamma Centre']);
    expect(ok<MyVenuePage>(await client.get('venues/mine?sort=-name')).items.map((item) => item.name)).toEqual(['Gamma Centre', 'Beta Hall', 'alpha Arena']);
    expect(ok<MyVenuePage>(await client.get('venues/mine?sort=city')).items.map((item) => item.city)).toEqual(['Kraków', 'Łódź', 'Warszawa']);
    expect(ok<MyVenuePage>(await client.get('venues/mine?q=lodz')).items.map((item) => item.name)).toEqual(['Beta Hall']);
    expect(ok<MyVenuePage>(await client.get('venues/mine?q=rive')).items.map((item) => item.name)).toEqual(['Gamma Centre']);
    const second = ok<MyVenuePage>(await client.get('venues/mine?perPage=2&page=2'));
    expect(second).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(second.items.map((item) => item.name)).toEqual(['Gamma Centre']);
    expectFieldError(await client.get('venues/mine?sort=capacity'), 'sort', 'sort_invalid');
  });
});

describe('PATCH venues/mine/{uid}', () => {
  it('changes only the fields given, checks the coordinates as a pair and moves its events to the new city and country', async () => {
    const { company, client } = await organizer();
    const venue = await createVenue(client, { latitude: 52.4, longitude: 16.9, capacity: 100 });
    const [{ id: venueId }] = (await query<{ id: string }>(t, 'SELECT id FROM venues WHERE uid = $1', [venue.uid])).rows as [{ id: string }];
    const event = await createEvent(t, { organizer: company, venue: { id: Number(venueId) } as never, status: 'draft' });
    expectFieldError(await client.patch(`venues/mine/${venue.uid}`, { latitude: null }), 'latitude', 'coordinates_incomplete');
    const changed = ok<MyVenue>(await client.patch(`venues/mine/${venue.uid}`, { city: 'Berlin', countryId: GERMANY, capacity: null }));
    expect(changed).toMatchObject({ city: 'Berlin', country: { code: 'DE' }, capacity: null, latitude: 52.4, name: 'Hall A' });
    const [row] = (await query<{ city: string; country_id: number }>(t, 'SELECT city, country_id FROM events WHERE id = $1', [event.id])).rows;
    expect(row).toEqual({ city: 'Berlin', country_id: GERMANY });
    const cleared = ok<MyVenue>(await client.patch(`venues/mine/${venue.uid}`, { latitude: null, longitude: null }));
    expect(cleared).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('DELETE venues/mine/{uid}', () => {
  it('refuses with 409 venue_in_use while an event that has not ended is planned there, and deletes it afterwards', async () => {
    const { company, client } = await organizer();
    const venue = await createVenue(client);
    const venueId = Number((await query<{ id: string }>(t, 'SELECT id FROM venues WHERE uid = $1', [venue.uid])).rows[0]!.id);
    const coming = await createEvent(t, { organizer: company, venue: { id: venueId } as never, status: 'draft' });
    // A past event and a cancelled one do not hold the venue.
    await createEvent(t, { organizer: company, venue: { id: venueId } as never, status: 'finished', startsAt: daysFromNow(-10), days: 1 });
    await createEvent(t, { organizer: company, venue: { id: venueId } as never, status: 'cancelled', cancelReason: 'Flood' });
    expect(ok<MyVenue>(await client.get(`venues/mine/${venue.uid}`)).upcomingEventCount).toBe(1);
    expectProblem(await client.delete(`venues/mine/${venue.uid}`), 409, 'venue_in_use');
    await query(t, "UPDATE events SET status = 'cancelled', cancel_reason = 'moved' WHERE id = $1", [coming.id]);
    expect((await client.delete(`venues/mine/${venue.uid}`)).statusCode).toBe(204);
    expectProblem(await client.get(`venues/mine/${venue.uid}`), 404, 'not_found');
  });

  it('a delete and an event saved with the venue at once: either the event is refused or the delete is', async () => {
    const { client } = await organizer();
    for (let round = 0; round < 5; round++) {
      const venue = await createVenue(client);
      const [removed, created] = await Promise.all([
        client.delete(`venues/mine/${venue.uid}`),
        client.post('events/mine', { title: 'Race', startsAt: '2031-01-01T09:00:00Z', endsAt: '2031-01-02T09:00:00Z', timeZone: 'UTC', venueUid: venue.uid }),
      ]);
      const outcome = [removed.statusCode, created.statusCode];
      expect([
        [204, 400],
        [409, 201],
      ]).toContainEqual(outcome);
      if (created.statusCode === 400) expectFieldError(created, 'venueUid', 'venue_unknown');
    }
  });
});
