import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import { API_BASE } from '@fairhub/shared/constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { api, bearer, createCompany, DEFAULT_PASSWORD, invite, json, login, signedInUser, uniqueEmail, type SignedInUser } from '../test/helpers.ts';
import { makeImage, multipartBody } from '../test/uploads.ts';
import { addExhibitor, addVisitor, companyByUid, createCompanyRecord, createEvent, createPerson } from '../test/catalogue-fixtures.ts';
import { insertEventInvitation } from './modules/participation/event-invitations.repository.ts';
import { hashSecret, newSecretToken, newUid } from './lib/random.ts';
import { DEFAULT_USER_TIME_ZONE, DEFAULT_WEEKLY_HOURS } from '@fairhub/shared/availability';
import { weeklySlots } from './modules/meetings/slots.ts';

/**
 * The authorization matrix: every route that admits only signed-in callers, called as each persona,
 * must answer the status written here. The routes come from the app's own route table, so a new
 * signed-in route without an entry fails this suite.
 */
const PERSONAS = ['anonymous', 'noCompany', 'otherAdmin', 'member', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];

interface Caller {
  headers: Record<string, string>;
  email: string;
  password: string;
}

interface World {
  t: TestApp;
  /** Company A: an owner (who created it), an admin and a member. */
  companyA: Company;
  ownerA: SignedInUser;
  callers: Record<Exclude<Persona, 'anonymous'>, Caller>;
  /** A fresh member of company A (for routes that remove or change one). */
  newMemberUid(): Promise<string>;
  newInvitationUid(): Promise<string>;
  newProductUid(): Promise<string>;
  newOfferUid(): Promise<string>;
  /** A venue of company A (an organizer company). */
  newVenueUid(): Promise<string>;
  /** A draft event of company A with an online address (so it can be published). */
  newEventUid(): Promise<string>;
}

interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface MatrixEntry {
  /** Builds the request for one persona; each call gets fresh records where the route changes them. */
  request(world: World, persona: Persona, caller: Caller | null): Promise<Call> | Call;
  expect: Record<Persona, number>;
  /** Routes that end or change the caller's account run with a throwaway copy of each persona. */
  freshCallers?: boolean;
}

const signedInOnly = (ok: number) => ({ anonymous: 401, noCompany: ok, otherAdmin: ok, member: ok, admin: ok });
/** Any member of a company; 400 `no_company` before onboarding. */
const anyMember = (ok: number, otherCompany = ok) => ({ anonymous: 401, noCompany: 400, otherAdmin: otherCompany, member: ok, admin: ok });
/** Owners and admins only; a member is refused with 403. */
const adminsOnly = (ok: number, otherCompany = ok) => ({ anonymous: 401, noCompany: 400, otherAdmin: otherCompany, member: 403, admin: ok });

/** An organizer company's venues and events: members read, owners and admins write; another company (not an organizer) gets 403 `not_organizer`. */
const organizerMembers = (ok: number) => ({ anonymous: 401, noCompany: 400, otherAdmin: 403, member: ok, admin: ok });
const organizerAdmins = (ok: number) => ({ anonymous: 401, noCompany: 400, otherAdmin: 403, member: 403, admin: ok });
const venueBody = () => ({ name: 'Matrix hall', address: 'ul. Matrix 1', city: 'Poznań', countryId: 616 });
const eventBody = () => ({
  title: 'Matrix fair',
  startsAt: '2031-05-01T09:00:00+02:00',
  endsAt: '2031-05-02T17:00:00+02:00',
  timeZone: 'Europe/Warsaw',
  onlineUrl: 'https://live.example.com/matrix',
});

const productBody = () => ({ name: 'Matrix product', status: 'draft' });
const offerBody = () => ({ kind: 'offer', title: 'Matrix offer', status: 'draft' });

/** A contact of company A's owner: private to them, so their colleagues get 404 like everyone else. */
async function ownerAContactUid(world: World) {
  const response = await world.t.app.inject({ method: 'POST', url: api('contacts'), headers: world.ownerA.headers, payload: { name: 'Matrix contact' } });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ uid: string }>(response).uid;
}
/** Contacts: any member of a company, each only their own (a colleague's contact is 404). */
const ownContacts = (ok: number) => ({ anonymous: 401, noCompany: 400, otherAdmin: ok, member: ok, admin: ok });
/** Company A's owner's contact, called by everyone else: a colleague is refused like a stranger. */
const ownerAContact = { anonymous: 401, noCompany: 400, otherAdmin: 404, member: 404, admin: 404 };

/** A published event of company A (an organizer), made straight in the database. */
async function publishedEventOfA(world: World) {
  return createEvent(world.t, { organizer: await companyByUid(world.t, world.companyA.uid) });
}

/** An open invitation to `email` for a fresh published event of company A, written straight to the database (no e-mail, no limit). */
async function eventInvitationOfA(world: World, email: string) {
  const event = await publishedEventOfA(world);
  const invitation = await insertEventInvitation(world.t.db, {
    uid: newUid(),
    eventId: event.id,
    email,
    role: 'visitor',
    tokenHash: hashSecret(newSecretToken()),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { event, invitation };
}

/** A pending visitor's application (its uid) at a fresh event of company A. */
async function applicationAtEventOfA(world: World) {
  const event = await publishedEventOfA(world);
  const { person } = await addVisitor(world.t, event, await createCompanyRecord(world.t), { status: 'pending' });
  const { rows } = await world.t.pool.query<{ uid: string }>('SELECT uid FROM participations WHERE event_id = $1 AND user_id = $2', [event.id, person.id]);
  return { event, uid: rows[0]!.uid };
}

/** Participation: the caller's own (any signed-in user) and the organizer's (members of organizer company A read, admins write). */
const PARTICIPATION_MATRIX: Record<string, MatrixEntry> = {
  'GET /events/:uid/participation': {
    request: async (world) => ({ url: `events/${(await publishedEventOfA(world)).uid}/participation` }),
    expect: signedInOnly(200),
  },
  'POST /events/:uid/participations': {
    request: async (world) => ({ url: `events/${(await publishedEventOfA(world)).uid}/participations`, payload: { role: 'visitor' } }),
    // Members of company A apply to their own company's event: 422 own_event.
    expect: { anonymous: 401, noCompany: 201, otherAdmin: 201, member: 422, admin: 422 },
  },
  'DELETE /events/:uid/participations/mine': {
    request: async (world, _persona, caller) => {
      const event = await publishedEventOfA(world);
      if (caller)
        await world.t.app.inject({ method: 'POST', url: api(`events/${event.uid}/participations`), headers: caller.headers, payload: { role: 'visitor' } });
      return { url: `events/${event.uid}/participations/mine` };
    },
    expect: { anonymous: 401, noCompany: 204, otherAdmin: 204, member: 404, admin: 404 },
  },
  'GET /events/mine/:uid/participants': {
    request: async (world) => ({ url: `events/mine/${(await publishedEventOfA(world)).uid}/participants` }),
    expect: organizerMembers(200),
  },
  'POST /events/mine/:uid/participants/decisions': {
    request: async (world) => {
      const { event, uid } = await applicationAtEventOfA(world);
      return { url: `events/mine/${event.uid}/participants/decisions`, payload: { uids: [uid], decision: 'approve' } };
    },
    expect: organizerAdmins(200),
  },
  'PUT /events/mine/:uid/exhibitors/:companyUid/stand': {
    request: async (world) => {
      const event = await publishedEventOfA(world);
      const company = await createCompanyRecord(world.t);
      await addExhibitor(world.t, event, company, { status: 'approved', stand: null });
      return { url: `events/mine/${event.uid}/exhibitors/${company.uid}/stand`, payload: { stand: 'M1' } };
    },
    expect: organizerAdmins(200),
  },
  'GET /events/mine/:uid/invitations': {
    request: async (world) => ({ url: `events/mine/${(await publishedEventOfA(world)).uid}/invitations` }),
    expect: organizerMembers(200),
  },
  'POST /events/mine/:uid/invitations': {
    request: async (world) => ({
      url: `events/mine/${(await publishedEventOfA(world)).uid}/invitations`,
      payload: { email: uniqueEmail('guest'), role: 'visitor' },
    }),
    expect: organizerAdmins(201),
  },
  'DELETE /events/mine/:uid/invitations/:invitationUid': {
    request: async (world) => {
      const { event, invitation } = await eventInvitationOfA(world, uniqueEmail('revoked'));
      return { url: `events/mine/${event.uid}/invitations/${invitation.uid}` };
    },
    expect: organizerAdmins(204),
  },
  'POST /events/mine/:uid/invitations/:invitationUid/resend': {
    request: async (world) => {
      const { event, invitation } = await eventInvitationOfA(world, uniqueEmail('resent'));
      return { url: `events/mine/${event.uid}/invitations/${invitation.uid}/resend` };
    },
    expect: organizerAdmins(200),
  },
  'GET /events/mine/:uid/stats': {
    request: async (world) => ({ url: `events/mine/${(await publishedEventOfA(world)).uid}/stats` }),
    expect: organizerMembers(200),
  },
  'GET /event-invitations/mine': { request: () => ({ url: 'event-invitations/mine' }), expect: signedInOnly(200) },
  'POST /event-invitations/:uid/accept': {
    request: async (world, _persona, caller) => {
      const { invitation } = await eventInvitationOfA(world, caller?.email ?? uniqueEmail('nobody'));
      return { url: `event-invitations/${invitation.uid}/accept` };
    },
    // Members of company A are invited to their own company's event: 422 own_event.
    expect: { anonymous: 401, noCompany: 200, otherAdmin: 200, member: 422, admin: 422 },
  },
  'POST /event-invitations/:uid/decline': {
    request: async (world, _persona, caller) => {
      const { invitation } = await eventInvitationOfA(world, caller?.email ?? uniqueEmail('nobody'));
      return { url: `event-invitations/${invitation.uid}/decline` };
    },
    expect: signedInOnly(204),
  },
};

/** A conversation of company A's owner with a public person, with one message: nobody else's (404 for every persona). Made once. */
let ownerAConversationMade: Promise<{ uid: string; messageUid: string }> | undefined;
function ownerAConversation(world: World) {
  ownerAConversationMade ??= makeOwnerAConversation(world);
  return ownerAConversationMade;
}
async function makeOwnerAConversation(world: World) {
  const other = await createPerson(world.t, { publicProfile: true, company: await createCompanyRecord(world.t) });
  const headers = world.ownerA.headers;
  const started = await world.t.app.inject({ method: 'POST', url: api('conversations'), headers, payload: { userUid: other.uid } });
  expect(started.statusCode, started.body).toBe(201);
  const uid = json<{ uid: string }>(started).uid;
  const sent = await world.t.app.inject({
    method: 'POST',
    url: api(`conversations/${uid}/messages`),
    headers,
    payload: { body: 'Matrix message', clientMessageId: randomUUID() },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { uid, messageUid: json<{ uid: string }>(sent).uid };
}
/** Reading needs no company (what one had stays readable); another pair's conversation is not found. */
const notTheirs = { anonymous: 401, noCompany: 404, otherAdmin: 404, member: 404, admin: 404 };
/** Writing and requesting meetings are panel actions: 400 `no_company` before onboarding, before anything else. */
const notTheirsToWrite = { ...notTheirs, noCompany: 400 };
/** Someone who may be written to and asked for meetings: a public profile and a company (people without one have no panel). */
const reachablePerson = async (world: World) => createPerson(world.t, { publicProfile: true, company: await createCompanyRecord(world.t) });

const MESSAGES_MATRIX: Record<string, MatrixEntry> = {
  'GET /conversations': { request: () => ({ url: 'conversations' }), expect: signedInOnly(200) },
  'POST /conversations': {
    request: async (world) => ({ url: 'conversations', payload: { userUid: (await reachablePerson(world)).uid } }),
    expect: anyMember(201),
  },
  'GET /conversations/:uid': { request: async (world) => ({ url: `conversations/${(await ownerAConversation(world)).uid}` }), expect: notTheirs },
  'GET /conversations/:uid/messages': {
    request: async (world) => ({ url: `conversations/${(await ownerAConversation(world)).uid}/messages` }),
    expect: notTheirs,
  },
  'POST /conversations/:uid/messages': {
    request: async (world) => ({
      url: `conversations/${(await ownerAConversation(world)).uid}/messages`,
      payload: { body: 'Hi', clientMessageId: randomUUID() },
    }),
    expect: notTheirsToWrite,
  },
  'POST /conversations/:uid/read': {
    request: async (world) => {
      const { uid, messageUid } = await ownerAConversation(world);
      return { url: `conversations/${uid}/read`, payload: { upTo: messageUid } };
    },
    expect: notTheirs,
  },
  'POST /blocks/:userUid': { request: async (world) => ({ url: `blocks/${(await createPerson(world.t)).uid}` }), expect: signedInOnly(200) },
  'DELETE /blocks/:userUid': { request: async (world) => ({ url: `blocks/${(await createPerson(world.t)).uid}` }), expect: signedInOnly(200) },
};

/** A meeting between two other people (written straight to the database): nobody's here, so 404 for every persona. Made once. */
let otherMeetingMade: Promise<string> | undefined;
function otherMeeting(world: World) {
  otherMeetingMade ??= (async () => {
    const [a, b] = [await createPerson(world.t), await createPerson(world.t)];
    const uid = newUid();
    await world.t.pool.query(
      `INSERT INTO meetings (uid, requester_id, invitee_id, starts_at, ends_at, place, online_url, expires_at)
       VALUES ($1, $2, $3, now() + interval '5 days', now() + interval '5 days 30 minutes', 'online', 'https://meet.example.com/m', now() + interval '3 days')`,
      [uid, a.id, b.id],
    );
    return uid;
  })();
  return otherMeetingMade;
}
/** A slot of the default week (Monday–Friday 09:00–17:00, Europe/Warsaw) a few days ahead, for a meeting outside events. */
function defaultWeekSlot() {
  return weeklySlots(
    DEFAULT_WEEKLY_HOURS,
    DEFAULT_USER_TIME_ZONE,
    new Date(Date.now() + 2 * 86_400_000),
    new Date(Date.now() + 9 * 86_400_000),
  )[0]!.startsAt.toISOString();
}

const MEETINGS_MATRIX: Record<string, MatrixEntry> = {
  'POST /meetings': {
    request: async (world) => ({
      url: 'meetings',
      payload: {
        inviteeUid: (await reachablePerson(world)).uid,
        startsAt: defaultWeekSlot(),
        place: 'online',
        onlineUrl: 'https://meet.example.com/x',
      },
    }),
    expect: anyMember(201),
  },
  'GET /meetings': { request: () => ({ url: 'meetings?box=requests' }), expect: signedInOnly(200) },
  'GET /meetings/:uid': { request: async (world) => ({ url: `meetings/${await otherMeeting(world)}` }), expect: notTheirs },
  'GET /meetings/:uid/ics': { request: async (world) => ({ url: `meetings/${await otherMeeting(world)}/ics` }), expect: notTheirs },
  'POST /meetings/:uid/accept': { request: async (world) => ({ url: `meetings/${await otherMeeting(world)}/accept` }), expect: notTheirs },
  'POST /meetings/:uid/decline': { request: async (world) => ({ url: `meetings/${await otherMeeting(world)}/decline`, payload: {} }), expect: notTheirs },
  'POST /meetings/:uid/cancel': { request: async (world) => ({ url: `meetings/${await otherMeeting(world)}/cancel`, payload: {} }), expect: notTheirs },
  'GET /profile/calendar-feed': { request: () => ({ url: 'profile/calendar-feed' }), expect: signedInOnly(200) },
  'POST /profile/calendar-feed/reset': { request: () => ({ url: 'profile/calendar-feed/reset' }), expect: signedInOnly(200) },
  'GET /events/mine/:uid/meetings': {
    request: async (world) => ({ url: `events/mine/${(await publishedEventOfA(world)).uid}/meetings` }),
    expect: organizerMembers(200),
  },
};

/** A published event (another organizer's) where company A's member is an approved visitor: made once. */
let memberVisitsEventMade: Promise<string> | undefined;
function eventMemberVisits(world: World) {
  memberVisitsEventMade ??= (async () => {
    const event = await createEvent(world.t, { organizer: await createCompanyRecord(world.t, { isOrganizer: true }) });
    const { rows } = await world.t.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [world.callers.member.email.toLowerCase()]);
    const person = { id: Number(rows[0]!.id) } as Awaited<ReturnType<typeof createPerson>>;
    await addVisitor(world.t, event, await companyByUid(world.t, world.companyA.uid), { person });
    return event.uid;
  })();
  return memberVisitsEventMade;
}
/** Availability at an event: only its approved participants (here company A's member); anyone else 403. */
const eventParticipantOnly = { anonymous: 401, noCompany: 403, otherAdmin: 403, member: 200, admin: 403 };

/** Weekly hours, availability at events, free slots, time zone (modules/meetings/availability.routes.ts). */
const AVAILABILITY_MATRIX: Record<string, MatrixEntry> = {
  'GET /availability': { request: () => ({ url: 'availability' }), expect: signedInOnly(200) },
  'PUT /availability': { request: () => ({ url: 'availability', payload: { days: null } }), expect: signedInOnly(200) },
  'GET /events/:uid/availability': {
    request: async (world) => ({ url: `events/${await eventMemberVisits(world)}/availability` }),
    expect: eventParticipantOnly,
  },
  'PUT /events/:uid/availability': {
    request: async (world) => ({ url: `events/${await eventMemberVisits(world)}/availability`, payload: { unavailable: [] } }),
    expect: eventParticipantOnly,
  },
  // The rules of POST meetings: a caller without a company 400 no_company; the person has a company of their own.
  'GET /people/:uid/slots': {
    request: async (world) => ({ url: `people/${(await reachablePerson(world)).uid}/slots` }),
    expect: anyMember(200),
  },
  'PUT /profile/time-zone': {
    request: () => ({ url: 'profile/time-zone', payload: { timeZone: 'Europe/Warsaw', onlyIfUnset: true } }),
    expect: signedInOnly(200),
  },
};

const MATRIX: Record<string, MatrixEntry> = {
  'POST /logout': { request: () => ({ url: 'logout' }), expect: signedInOnly(200), freshCallers: true },
  'GET /profile': { request: () => ({ url: 'profile' }), expect: signedInOnly(200) },
  'GET /profile/count': { request: () => ({ url: 'profile/count' }), expect: anyMember(200) },
  'GET /profile/settings': { request: () => ({ url: 'profile/settings' }), expect: signedInOnly(200) },
  'PATCH /profile': { request: () => ({ url: 'profile', payload: { jobTitle: 'Buyer' } }), expect: signedInOnly(200) },
  'POST /profile/password': {
    request: (_world, persona, caller) => ({
      url: 'profile/password',
      payload: { currentPassword: caller?.password ?? DEFAULT_PASSWORD, password: `New long secret ${persona} 9` },
    }),
    expect: signedInOnly(200),
    freshCallers: true,
  },
  'POST /profile/email': {
    request: (_world, _persona, caller) => ({ url: 'profile/email', payload: { email: uniqueEmail('moved'), password: caller?.password ?? DEFAULT_PASSWORD } }),
    expect: signedInOnly(202),
  },
  'GET /profile/sessions': { request: () => ({ url: 'profile/sessions' }), expect: signedInOnly(200) },
  'DELETE /profile/sessions': { request: () => ({ url: 'profile/sessions' }), expect: signedInOnly(200), freshCallers: true },
  'GET /profile/export': { request: () => ({ url: 'profile/export' }), expect: signedInOnly(200) },
  'DELETE /profile': {
    request: (_world, _persona, caller) => ({ url: 'profile', payload: { password: caller?.password ?? DEFAULT_PASSWORD } }),
    expect: signedInOnly(200),
    freshCallers: true,
  },
  'GET /notifications': { request: () => ({ url: 'notifications' }), expect: signedInOnly(200) },
  'POST /notifications/read': { request: () => ({ url: 'notifications/read', payload: {} }), expect: signedInOnly(200) },
  // The stream never ends by itself, so the matrix calls it with a Last-Event-ID it refuses: every signed-in persona gets past authentication to the 400 (stream.test.ts reads real streams).
  'GET /stream': { request: () => ({ url: 'stream', headers: { 'last-event-id': 'not-a-number' } }), expect: signedInOnly(400) },
  // Push is off in the matrix app (no VAPID keys): every signed-in persona reaches the service's 422 push_not_configured (push.test.ts covers it on).
  'PUT /profile/push-subscription': {
    request: () => ({
      url: 'profile/push-subscription',
      payload: { endpoint: 'https://push.example.com/s/1', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
    }),
    expect: signedInOnly(422),
  },
  'DELETE /profile/push-subscription': { request: () => ({ url: 'profile/push-subscription' }), expect: signedInOnly(200) },
  'POST /uploads': {
    request: async () => {
      const body = multipartBody({ kind: 'avatar' }, { name: 'a.png', type: 'image/png', data: await makeImage('png', 64, 64) });
      return { url: 'uploads', payload: body.payload, headers: body.headers };
    },
    expect: signedInOnly(201),
  },
  'POST /companies': {
    request: () => ({ url: 'companies', payload: { name: `Matrix ${uniqueEmail('co')}`, countryId: 616, city: 'Poznań' } }),
    // Onboarding: only a user without a company may create one.
    expect: { anonymous: 401, noCompany: 201, otherAdmin: 409, member: 409, admin: 409 },
    freshCallers: true,
  },
  'GET /companies/mine': { request: () => ({ url: 'companies/mine' }), expect: anyMember(200) },
  'PATCH /companies/mine': { request: () => ({ url: 'companies/mine', payload: { city: 'Gniezno' } }), expect: adminsOnly(200) },
  'GET /companies/mine/stats': { request: () => ({ url: 'companies/mine/stats' }), expect: anyMember(200) },
  'GET /companies/mine/members': { request: () => ({ url: 'companies/mine/members' }), expect: anyMember(200) },
  'PATCH /companies/mine/members/:uid': {
    request: async (world) => ({ url: `companies/mine/members/${await world.newMemberUid()}`, payload: { role: 'admin' } }),
    expect: adminsOnly(200, 404),
  },
  'DELETE /companies/mine/members/:uid': {
    request: async (world) => ({ url: `companies/mine/members/${await world.newMemberUid()}` }),
    expect: adminsOnly(204, 404),
  },
  'GET /companies/mine/invitations': { request: () => ({ url: 'companies/mine/invitations' }), expect: adminsOnly(200) },
  'POST /companies/mine/invitations': {
    request: () => ({ url: 'companies/mine/invitations', payload: { email: uniqueEmail('invitee'), role: 'member' } }),
    expect: adminsOnly(201),
  },
  'POST /companies/mine/invitations/:uid/resend': {
    request: async (world) => ({ url: `companies/mine/invitations/${await world.newInvitationUid()}/resend` }),
    expect: adminsOnly(200, 404),
  },
  'DELETE /companies/mine/invitations/:uid': {
    request: async (world) => ({ url: `companies/mine/invitations/${await world.newInvitationUid()}` }),
    expect: adminsOnly(204, 404),
  },
  'GET /invitations/mine': { request: () => ({ url: 'invitations/mine' }), expect: signedInOnly(200) },
  'POST /invitations/mine/:uid/accept': {
    // An invitation addressed to someone else is not the caller's to accept: 404 for everyone.
    request: async (world) => ({ url: `invitations/mine/${await world.newInvitationUid()}/accept` }),
    expect: { anonymous: 401, noCompany: 404, otherAdmin: 404, member: 404, admin: 404 },
  },
  'GET /products': { request: () => ({ url: 'products' }), expect: anyMember(200) },
  'POST /products': { request: () => ({ url: 'products', payload: productBody() }), expect: anyMember(201) },
  'GET /products/:uid': { request: async (world) => ({ url: `products/${await world.newProductUid()}` }), expect: anyMember(200, 404) },
  'PATCH /products/:uid': {
    request: async (world) => ({ url: `products/${await world.newProductUid()}`, payload: { name: 'Renamed' } }),
    expect: anyMember(200, 404),
  },
  'DELETE /products/:uid': { request: async (world) => ({ url: `products/${await world.newProductUid()}` }), expect: anyMember(204, 404) },
  'GET /offers': { request: () => ({ url: 'offers' }), expect: anyMember(200) },
  'POST /offers': { request: () => ({ url: 'offers', payload: offerBody() }), expect: anyMember(201) },
  'GET /offers/:uid': { request: async (world) => ({ url: `offers/${await world.newOfferUid()}` }), expect: anyMember(200, 404) },
  'PATCH /offers/:uid': {
    request: async (world) => ({ url: `offers/${await world.newOfferUid()}`, payload: { title: 'Renamed' } }),
    expect: anyMember(200, 404),
  },
  'DELETE /offers/:uid': { request: async (world) => ({ url: `offers/${await world.newOfferUid()}` }), expect: anyMember(204, 404) },
  'GET /contacts': { request: () => ({ url: 'contacts?tag=vip&sort=-created' }), expect: ownContacts(200) },
  'POST /contacts': { request: () => ({ url: 'contacts', payload: { name: 'Matrix contact', tags: ['matrix'] } }), expect: ownContacts(201) },
  'GET /contacts/export': { request: () => ({ url: 'contacts/export?format=vcf' }), expect: ownContacts(200) },
  'GET /contacts/:uid': { request: async (world) => ({ url: `contacts/${await ownerAContactUid(world)}` }), expect: ownerAContact },
  'PATCH /contacts/:uid': {
    request: async (world) => ({ url: `contacts/${await ownerAContactUid(world)}`, payload: { note: 'Changed' } }),
    expect: ownerAContact,
  },
  'DELETE /contacts/:uid': { request: async (world) => ({ url: `contacts/${await ownerAContactUid(world)}` }), expect: ownerAContact },
  'GET /venues/mine': { request: () => ({ url: 'venues/mine' }), expect: organizerMembers(200) },
  'POST /venues/mine': { request: () => ({ url: 'venues/mine', payload: venueBody() }), expect: organizerAdmins(201) },
  'GET /venues/mine/:uid': { request: async (world) => ({ url: `venues/mine/${await world.newVenueUid()}` }), expect: organizerMembers(200) },
  'PATCH /venues/mine/:uid': {
    request: async (world) => ({ url: `venues/mine/${await world.newVenueUid()}`, payload: { capacity: 120 } }),
    expect: organizerAdmins(200),
  },
  'DELETE /venues/mine/:uid': { request: async (world) => ({ url: `venues/mine/${await world.newVenueUid()}` }), expect: organizerAdmins(204) },
  'GET /events/mine': { request: () => ({ url: 'events/mine' }), expect: organizerMembers(200) },
  'POST /events/mine': { request: () => ({ url: 'events/mine', payload: eventBody() }), expect: organizerAdmins(201) },
  'GET /events/mine/:uid': { request: async (world) => ({ url: `events/mine/${await world.newEventUid()}` }), expect: organizerMembers(200) },
  'PATCH /events/mine/:uid': {
    request: async (world) => ({ url: `events/mine/${await world.newEventUid()}`, payload: { title: 'Renamed fair' } }),
    expect: organizerAdmins(200),
  },
  'DELETE /events/mine/:uid': { request: async (world) => ({ url: `events/mine/${await world.newEventUid()}` }), expect: organizerAdmins(204) },
  'POST /events/mine/:uid/publish': { request: async (world) => ({ url: `events/mine/${await world.newEventUid()}/publish` }), expect: organizerAdmins(200) },
  'POST /events/mine/:uid/cancel': {
    request: async (world) => ({ url: `events/mine/${await world.newEventUid()}/cancel`, payload: { reason: 'Matrix reason' } }),
    expect: organizerAdmins(200),
  },
  ...PARTICIPATION_MATRIX,
  ...MESSAGES_MATRIX,
  ...MEETINGS_MATRIX,
  ...AVAILABILITY_MATRIX,
};

const NEW_PASSWORD = 'Matrix member secret 5';

/** A new person who joins `company` through an invitation with `role`, signed in. */
async function joinCompany(t: TestApp, inviter: SignedInUser, company: Company, role: 'admin' | 'member'): Promise<Caller & { uid: string }> {
  const email = uniqueEmail(role);
  const { token } = await invite(t, inviter, company, email, role);
  const accepted = await t.app.inject({
    method: 'POST',
    url: api(`invitations/${token}/accept`),
    payload: { firstName: 'Matrix', lastName: role, password: NEW_PASSWORD, acceptTerms: true },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { access_token } = await login(t, email, NEW_PASSWORD);
  const profile = json<{ uid: string }>(await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(access_token) }));
  return { headers: bearer(access_token), email, password: NEW_PASSWORD, uid: profile.uid };
}

async function makeCallers(t: TestApp, ownerA: SignedInUser, companyA: Company) {
  const noCompany = await signedInUser(t);
  const otherOwner = await signedInUser(t);
  await createCompany(t, otherOwner);
  const member = await joinCompany(t, ownerA, companyA, 'member');
  const admin = await joinCompany(t, ownerA, companyA, 'admin');
  // Fresh callers use the sign-up password; joined ones their own.
  const withDefault = (caller: Caller) => ({ ...caller, password: DEFAULT_PASSWORD });
  return { noCompany: withDefault(noCompany), otherAdmin: withDefault(otherOwner), member, admin };
}

let world: World;

beforeAll(async () => {
  const t = await createTestApp();
  const ownerA = await signedInUser(t);
  const companyA = await createCompany(t, ownerA);
  // Company A organizes events (venues/mine, events/mine); the other company does not.
  await t.pool.query('UPDATE companies SET is_organizer = true WHERE uid = $1', [companyA.uid]);
  const created = async (url: string, payload: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: api(url), headers: ownerA.headers, payload: payload as object });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ uid: string }>(response).uid;
  };
  world = {
    t,
    companyA,
    ownerA,
    callers: await makeCallers(t, ownerA, companyA),
    newMemberUid: async () => (await joinCompany(t, ownerA, companyA, 'member')).uid,
    newInvitationUid: () => created('companies/mine/invitations', { email: uniqueEmail('pending'), role: 'member' }),
    newProductUid: () => created('products', productBody()),
    newOfferUid: () => created('offers', offerBody()),
    newVenueUid: () => created('venues/mine', venueBody()),
    newEventUid: () => created('events/mine', eventBody()),
  };
}, 120_000);

afterAll(async () => world?.t.close());

const keyOf = (method: string, url: string) => `${method} ${url.slice(API_BASE.length)}`;

describe('authorization matrix', () => {
  it('has an entry for every signed-in route, and no entry for a route that is gone', () => {
    const signedIn = world.t.routeTable.filter((route) => route.signedIn).map((route) => keyOf(route.method, route.url));
    expect(
      signedIn.filter((key) => !(key in MATRIX)),
      'signed-in routes without a matrix entry',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !signedIn.includes(key)),
      'matrix entries without a signed-in route',
    ).toEqual([]);
  });

  for (const [key, entry] of Object.entries(MATRIX)) {
    it(`${key}: ${PERSONAS.map((persona) => `${persona} ${entry.expect[persona]}`).join(', ')}`, async () => {
      const [method] = key.split(' ') as [string];
      const callers = entry.freshCallers ? await makeCallers(world.t, world.ownerA, world.companyA) : world.callers;
      const outcome: Record<string, number> = {};
      for (const persona of PERSONAS) {
        const caller = persona === 'anonymous' ? null : callers[persona];
        const call = await entry.request(world, persona, caller);
        const auth = caller?.headers ?? {};
        const response = await world.t.app.inject({
          method: method as 'GET',
          url: api(call.url),
          headers: { ...auth, ...call.headers },
          payload: call.payload as string | undefined,
        });
        outcome[persona] = response.statusCode;
      }
      expect(outcome).toEqual(entry.expect);
    }, 60_000);
  }
});
