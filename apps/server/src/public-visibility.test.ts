import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { api, json } from '../test/helpers.ts';
import {
  addExhibitor,
  addVisitor,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createPerson,
  createProduct,
  createVenue,
  daysFromNow,
  ensureCodes,
} from '../test/catalogue-fixtures.ts';

/**
 * The one definition of "publicly visible" (db/public-visibility.ts) holds everywhere the public looks:
 * every listing, search group, sitemap and page head is read with a draft event, a cancelled one, a
 * private person, a draft product and offers that are not active, and none of them may show — while
 * the visible twins of each do, so the test cannot pass by showing nothing.
 */

const WORD = 'Quokkafair';
const dist = mkdtempSync(join(tmpdir(), 'fairhub-visibility-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Default title</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);

let t: TestApp;
/** Uids and names that must never reach the public, by what they are. */
const hidden: Record<string, string> = {};
/** Their visible twins, which must. */
const shown: Record<string, string> = {};
let organizerUid = '';
let venueUid = '';
let exhibitorUid = '';
let hiddenOnlyExhibitorUid = '';
let draftEvent = { uid: '', slug: '' };
let cancelledEvent = { uid: '', slug: '' };
let privatePersonUid = '';
let publicPersonUid = '';

beforeAll(async () => {
  t = await createTestApp({}, { webDist: dist });
  await ensureCodes(t);
  const organizer = await createOrganizerCompany(t, { name: `${WORD} Organizer` });
  const venue = await createVenue(t, { company: organizer, name: `${WORD} Hall` });
  const exhibitor = await createCompanyRecord(t, { name: `${WORD} Exhibitor` });
  const hiddenOnlyExhibitor = await createCompanyRecord(t, { name: `${WORD} Backstage Supplier` });
  organizerUid = organizer.uid;
  venueUid = venue.uid;
  exhibitorUid = exhibitor.uid;
  hiddenOnlyExhibitorUid = hiddenOnlyExhibitor.uid;

  const event = (title: string, status: 'published' | 'finished' | 'draft' | 'cancelled', startsInDays: number) =>
    createEvent(t, { organizer, venue, title: `${WORD} ${title}`, status, startsAt: daysFromNow(startsInDays), days: 2, codes: ['28'] });
  const coming = await event('Coming Expo', 'published', 10);
  const past = await event('Past Expo', 'published', -30);
  const finished = await event('Finished Expo', 'finished', -60);
  const draft = await event('Draft Expo', 'draft', 11);
  const cancelled = await event('Cancelled Expo', 'cancelled', 12);
  const pastDraft = await event('Past Draft Expo', 'draft', -31);
  const pastCancelled = await event('Past Cancelled Expo', 'cancelled', -32);
  Object.assign(shown, { coming: coming.uid, past: past.uid, finished: finished.uid });
  Object.assign(hidden, { draft: draft.uid, cancelled: cancelled.uid, pastDraft: pastDraft.uid, pastCancelled: pastCancelled.uid });
  draftEvent = draft;
  cancelledEvent = cancelled;

  for (const target of [coming, draft, cancelled, pastDraft, pastCancelled]) await addExhibitor(t, target, exhibitor);
  for (const target of [draft, cancelled, pastDraft, pastCancelled]) await addExhibitor(t, target, hiddenOnlyExhibitor);

  const privatePerson = await createPerson(t, { company: organizer, firstName: WORD, lastName: 'Private', publicProfile: false });
  const publicPerson = await createPerson(t, { company: organizer, firstName: WORD, lastName: 'Public', publicProfile: true });
  privatePersonUid = privatePerson.uid;
  publicPersonUid = publicPerson.uid;
  hidden.privatePerson = privatePerson.uid;
  shown.publicPerson = publicPerson.uid;
  for (const target of [coming, draft, cancelled]) {
    await addVisitor(t, target, organizer, { person: publicPerson });
    await addVisitor(t, target, organizer, { person: privatePerson });
  }

  shown.product = (await createProduct(t, organizer, { name: `${WORD} Published Product`, status: 'published' })).uid;
  hidden.draftProduct = (await createProduct(t, organizer, { name: `${WORD} Draft Product`, status: 'draft' })).uid;
  const offer = async (title: string, status: string, validUntil: string | null) => {
    const { rows } = await t.pool.query<{ uid: string }>(
      `INSERT INTO offers (uid, company_id, kind, title, status, valid_until) VALUES (substr(md5(random()::text), 1, 16), $1, 'offer', $2, $3, $4) RETURNING uid`,
      [organizer.id, `${WORD} ${title}`, status, validUntil],
    );
    return rows[0]!.uid;
  };
  shown.activeOffer = await offer('Active Offer', 'active', daysFromNow(5).toISOString());
  hidden.draftOffer = await offer('Draft Offer', 'draft', null);
  hidden.closedOffer = await offer('Closed Offer', 'closed', null);
  hidden.expiredOffer = await offer('Expired Offer', 'expired', daysFromNow(-5).toISOString());
  hidden.overdueOffer = await offer('Overdue Offer', 'active', daysFromNow(-1).toISOString());
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
const read = async (path: string) => {
  const response = await get(api(path));
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.body;
};

/** `body` shows none of the hidden items; `expected` names the visible ones it must show. */
function expectOnlyVisible(where: string, body: string, expected: (keyof typeof shown)[]) {
  for (const [what, uid] of Object.entries(hidden)) expect(body, `${where} shows the ${what}`).not.toContain(uid);
  for (const what of expected) expect(body, `${where} misses the ${what}`).toContain(shown[what]);
}

describe('what the public sees', () => {
  it('listings: events coming and past, by organizer, venues, organizers, a venue and a company page', async () => {
    expectOnlyVisible('the coming events', await read(`events?q=${WORD}&perPage=100`), ['coming']);
    expectOnlyVisible('the past events', await read(`events?q=${WORD}&when=past&perPage=100`), ['past', 'finished']);
    expectOnlyVisible("the organizer's coming events", await read(`events?organizer=${organizerUid}&perPage=100`), ['coming']);
    expectOnlyVisible("the organizer's past events", await read(`events?organizer=${organizerUid}&when=past&perPage=100`), ['past', 'finished']);
    expectOnlyVisible('the venue page', await read(`venues/${venueUid}`), ['coming']);
    expectOnlyVisible('the organizer page', await read(`organizers/${organizerUid}`), ['coming', 'past', 'finished', 'publicPerson', 'product', 'activeOffer']);
    expectOnlyVisible("an exhibitor's page", await read(`organizers/${exhibitorUid}`), ['coming']);
    expectOnlyVisible('the person page', await read(`people/${publicPersonUid}`), ['coming']);

    const venues = json<{ items: { uid: string; upcomingEventCount: number }[] }>(await get(api(`venues?q=${WORD}`)));
    expect(venues.items.find((venue) => venue.uid === venueUid)?.upcomingEventCount).toBe(1);
    const organizers = json<{ items: { uid: string; upcomingEventCount: number }[] }>(await get(api(`organizers?q=${WORD}&perPage=100`)));
    expect(organizers.items.find((company) => company.uid === organizerUid)?.upcomingEventCount).toBe(1);
    const exhibitors = json<{ items: { uid: string }[] }>(await get(api(`organizers?q=${WORD}&role=exhibitor&perPage=100`))).items.map(
      (company) => company.uid,
    );
    expect(exhibitors).toContain(exhibitorUid);
    expect(exhibitors, 'a company exhibiting only at drafts and cancelled events is no exhibitor').not.toContain(hiddenOnlyExhibitorUid);
  });

  it('search: every group, and the codes search with its sample events', async () => {
    const body = await read(`search?q=${WORD}&limit=20`);
    expectOnlyVisible('the search', body, ['coming', 'past', 'finished', 'publicPerson']);
    const result = JSON.parse(body) as {
      organizers: { items: { uid: string; upcomingEventCount: number }[] };
      venues: { items: { uid: string; upcomingEventCount: number }[] };
    };
    expect(result.organizers.items.find((company) => company.uid === organizerUid)?.upcomingEventCount).toBe(1);
    expect(result.venues.items.find((venue) => venue.uid === venueUid)?.upcomingEventCount).toBe(1);

    const codes = await read('codes/search?q=28&perPage=100');
    for (const [what, uid] of Object.entries(hidden)) expect(codes, `the codes search shows the ${what}`).not.toContain(uid);
  });

  it('the sitemap lists published and finished events only', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expectOnlyVisible('the sitemap', response.body, ['coming', 'past', 'finished']);
    expect(response.body).toContain(`/organizers/${organizerUid}`);
    expect(response.body).toContain(`/venues/${venueUid}`);
  });

  it('heads and pages: a draft and a private profile are 404; a cancelled event keeps its page', async () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect((await page(`/events/${draftEvent.uid}/${draftEvent.slug}`)).statusCode).toBe(404);
    expect((await get(api(`events/${draftEvent.uid}`))).statusCode).toBe(404);
    expect((await page(`/people/${privatePersonUid}`)).statusCode).toBe(404);
    expect((await get(api(`people/${privatePersonUid}`))).statusCode).toBe(404);
    const cancelled = await page(`/events/${cancelledEvent.uid}/${cancelledEvent.slug}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain(`${WORD} Cancelled Expo`);
    const person = await page(`/people/${publicPersonUid}`);
    expect(person.statusCode).toBe(200);
    expect(person.body).toContain(`<title>${WORD} Public · Fairhub</title>`);
  });
});
