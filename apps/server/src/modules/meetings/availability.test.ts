import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  availabilitySchema,
  eventAvailabilitySchema,
  freeSlotsSchema,
  type Availability,
  type EventAvailability,
  type FreeSlots,
  type TimeZoneState,
} from '@fairhub/shared/availability';
import { accountExportSchema, type AccountExport, type ProfileSettings } from '@fairhub/shared/settings';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, signedInUser, signedInWithCompany, type SignedInUser } from '../../../test/helpers.ts';
import { ok } from '../../../test/panel-helpers.ts';
import {
  addExhibitor,
  addVisitor,
  companyByUid,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createPerson,
  userIdByUid,
} from '../../../test/catalogue-fixtures.ts';
import { hashSecret, newSecretToken, newUid } from '../../lib/random.ts';
import { slotCheck } from './slots.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const MIN = 60_000;

function client(user: SignedInUser) {
  const call = (method: 'GET' | 'PUT', path: string, payload?: unknown) =>
    t.app.inject({ method, url: api(path), headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { get: (path: string) => call('GET', path), put: (path: string, payload: unknown) => call('PUT', path, payload) };
}

/** Sign-in headers of a user made by the fixtures (who has no password to log in with). */
async function headersOf(userId: number) {
  const token = newSecretToken();
  await t.pool.query(`INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [userId, hashSecret(token)]);
  return { authorization: `Bearer ${token}` };
}

/** A requested meeting of `requesterId` with its hold, written straight to the database (as the lifecycle does). */
async function hold(requesterId: number, inviteeId: number, startsAt: Date, minutes = 30, eventId: number | null = null) {
  const endsAt = new Date(startsAt.getTime() + minutes * MIN);
  const { rows } = await t.pool.query<{ id: string }>(
    `INSERT INTO meetings (uid, event_id, requester_id, invitee_id, starts_at, ends_at, place, online_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'online', 'https://meet.example.com/x', $5) RETURNING id`,
    [newUid(), eventId, requesterId, inviteeId, startsAt, endsAt],
  );
  await t.pool.query('INSERT INTO meeting_holds (meeting_id, user_id, starts_at, ends_at) VALUES ($1, $2, $3, $4)', [
    rows[0]!.id,
    requesterId,
    startsAt,
    endsAt,
  ]);
}

describe('weekly hours: GET/PUT availability', () => {
  it('starts with the default week in the default zone, stores a week of its own, an empty one, and goes back to the default', async () => {
    const user = await signedInUser(t);
    const me = client(user);
    const initial = availabilitySchema.parse(ok<Availability>(await me.get('availability')));
    expect(initial).toMatchObject({ timeZone: 'Europe/Warsaw', timeZoneSet: false, isDefault: true, slotMinutes: 30 });
    expect(initial.days.map((day) => day.ranges)).toEqual([...Array(5).fill([{ start: '09:00', end: '17:00' }]), [], []]);

    const week = {
      days: [
        {
          weekday: 2,
          ranges: [
            { start: '13:00', end: '24:00' },
            { start: '08:30', end: '12:00' },
          ],
        },
        { weekday: 6, ranges: [{ start: '10:00', end: '11:00' }] },
      ],
    };
    const saved = ok<Availability>(await me.put('availability', week));
    expect(saved.isDefault).toBe(false);
    expect(saved.days.map((day) => day.ranges)).toEqual([
      [],
      [
        { start: '08:30', end: '12:00' },
        { start: '13:00', end: '24:00' },
      ],
      [],
      [],
      [],
      [{ start: '10:00', end: '11:00' }],
      [],
    ]);
    expect(ok<Availability>(await me.get('availability'))).toEqual(saved);

    const empty = ok<Availability>(await me.put('availability', { days: [] }));
    expect(empty.isDefault).toBe(false);
    expect(empty.days.every((day) => day.ranges.length === 0)).toBe(true);

    expect(ok<Availability>(await me.put('availability', { days: null }))).toEqual(initial);
  });

  it('400 naming the field: end not after start, overlaps, too many ranges, a bad time, a weekday twice; nothing stored', async () => {
    const user = await signedInUser(t);
    const me = client(user);
    const put = (days: unknown) => me.put('availability', { days });
    expectFieldError(await put([{ weekday: 1, ranges: [{ start: '12:00', end: '11:00' }] }]), 'days.0.ranges', 'range_order_invalid');
    expectFieldError(
      await put([
        { weekday: 1, ranges: [] },
        {
          weekday: 3,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      ]),
      'days.1.ranges',
      'ranges_overlap',
    );
    const many = Array.from({ length: 7 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` }));
    expectFieldError(await put([{ weekday: 1, ranges: many }]), 'days.0.ranges', 'ranges_too_many');
    expectFieldError(await put([{ weekday: 1, ranges: [{ start: '9', end: '10:00' }] }]), 'days.0.ranges.0.start', 'time_of_day_invalid');
    expectFieldError(
      await put([
        { weekday: 4, ranges: [] },
        { weekday: 4, ranges: [] },
      ]),
      'days',
      'weekday_duplicate',
    );
    expectFieldError(await put([{ weekday: 0, ranges: [] }]), 'days.0.weekday', 'weekday_invalid');
    expectProblem(await me.put('availability', {}), 400);
    expect(ok<Availability>(await me.get('availability')).isDefault).toBe(true);
  });

  it('parallel replacements leave exactly one whole week, never a mix', async () => {
    const user = await signedInUser(t);
    const me = client(user);
    const weeks = Array.from({ length: 6 }, (_, i) => ({
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        ranges: [
          { start: `0${i}:00`, end: `0${i}:30` },
          { start: `1${i}:00`, end: `1${i}:45` },
        ],
      })),
    }));
    const answers = await Promise.all(weeks.map((week) => me.put('availability', week)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const stored = ok<Availability>(await me.get('availability'));
    expect(weeks.map((week) => week.days.map((day) => day.ranges))).toContainEqual(stored.days.map((day) => day.ranges));
  });
});

describe('time zone: PUT profile/time-zone', () => {
  it('the browser’s zone is stored once (onlyIfUnset), a chosen one replaces it; unknown zones are 400; settings and weekly hours show it', async () => {
    const user = await signedInUser(t);
    const me = client(user);
    expect(ok<ProfileSettings>(await me.get('profile/settings')).timeZone).toBeNull();
    expectFieldError(await me.put('profile/time-zone', { timeZone: 'Mars/Olympus_Mons' }), 'timeZone', 'time_zone_unknown');
    expectFieldError(await me.put('profile/time-zone', {}), 'timeZone', 'time_zone_required');

    const browsers = await Promise.all(['America/New_York', 'Asia/Tokyo'].map((timeZone) => me.put('profile/time-zone', { timeZone, onlyIfUnset: true })));
    const states = browsers.map((response) => ok<TimeZoneState>(response));
    expect(states.filter((state) => state.changed)).toHaveLength(1);
    const first = states.find((state) => state.changed)!.timeZone;
    expect(states.every((state) => state.timeZone === first)).toBe(true);

    expect(ok<TimeZoneState>(await me.put('profile/time-zone', { timeZone: 'Europe/Lisbon', onlyIfUnset: true }))).toEqual({ timeZone: first, changed: false });
    expect(ok<TimeZoneState>(await me.put('profile/time-zone', { timeZone: 'Europe/Lisbon' }))).toEqual({ timeZone: 'Europe/Lisbon', changed: true });
    expect(ok<ProfileSettings>(await me.get('profile/settings')).timeZone).toBe('Europe/Lisbon');
    expect(ok<Availability>(await me.get('availability'))).toMatchObject({ timeZone: 'Europe/Lisbon', timeZoneSet: true });
  });
});

/** A published event in Warsaw, 2 days of 09:00–12:00 meetings in 30-minute slots, two approved visitors of different companies. */
async function eventWithTwo(options: { startsAt?: Date; days?: number; slot?: number } = {}) {
  const organizer = await createOrganizerCompany(t);
  const startsAt = options.startsAt ?? new Date(Date.UTC(new Date().getUTCFullYear() + 1, 4, 10, 6, 0));
  const event = await createEvent(t, {
    organizer,
    startsAt,
    endsAt: new Date(startsAt.getTime() + (options.days ?? 2) * DAY - 6 * 3600_000),
    meetingSlotMinutes: options.slot ?? 30,
    meetingDayStart: '09:00',
    meetingDayEnd: '12:00',
  });
  const a = await signedInWithCompany(t);
  const b = await signedInWithCompany(t);
  const aId = await userIdByUid(t, a.user.uid);
  const bId = await userIdByUid(t, b.user.uid);
  await addVisitor(t, event, await companyByUid(t, a.company.uid), { person: { id: aId } as never });
  await addVisitor(t, event, await companyByUid(t, b.company.uid), { person: { id: bId } as never });
  return { event, a: { ...a.user, id: aId }, b: { ...b.user, id: bId } };
}

describe('availability at an event: GET/PUT events/{uid}/availability', () => {
  it('the grid with every slot available; marks replace the stored ones; off-grid or malformed starts are 400; held slots are shown', async () => {
    const { event, a, b } = await eventWithTwo();
    const me = client(a);
    const grid = eventAvailabilitySchema.parse(ok<EventAvailability>(await me.get(`events/${event.uid}/availability`)));
    expect(grid.event).toMatchObject({ uid: event.uid, timeZone: 'Europe/Warsaw', slotMinutes: 30, dayStart: '09:00', dayEnd: '12:00' });
    expect(grid.slots).toHaveLength(12);
    expect(grid.slots.every((slot) => slot.available && !slot.held)).toBe(true);

    const [first, , third] = grid.slots;
    await hold(a.id, b.id, new Date(grid.slots[5]!.startsAt), 30, event.id);
    const marked = ok<EventAvailability>(
      await me.put(`events/${event.uid}/availability`, { unavailable: [first!.startsAt, third!.startsAt, first!.startsAt] }),
    );
    expect(marked.slots.filter((slot) => !slot.available).map((slot) => slot.startsAt)).toEqual([first!.startsAt, third!.startsAt]);
    expect(marked.slots.filter((slot) => slot.held).map((slot) => slot.startsAt)).toEqual([grid.slots[5]!.startsAt]);

    const again = ok<EventAvailability>(await me.put(`events/${event.uid}/availability`, { unavailable: [third!.startsAt] }));
    expect(again.slots.filter((slot) => !slot.available).map((slot) => slot.startsAt)).toEqual([third!.startsAt]);

    const offGrid = new Date(new Date(first!.startsAt).getTime() + 10 * MIN).toISOString();
    expectFieldError(await me.put(`events/${event.uid}/availability`, { unavailable: [offGrid] }), 'unavailable', 'slot_off_grid');
    expectFieldError(await me.put(`events/${event.uid}/availability`, { unavailable: ['tomorrow at nine'] }), 'unavailable.0', 'date_time_invalid');
    expect(ok<EventAvailability>(await me.get(`events/${event.uid}/availability`))).toEqual(again);

    // Parallel replacements: one of them wins whole.
    const lists = [[grid.slots[0]!.startsAt], [grid.slots[1]!.startsAt, grid.slots[2]!.startsAt], [], [grid.slots[11]!.startsAt]];
    const answers = await Promise.all(lists.map((unavailable) => me.put(`events/${event.uid}/availability`, { unavailable })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const final = ok<EventAvailability>(await me.get(`events/${event.uid}/availability`));
    expect(lists).toContainEqual(final.slots.filter((slot) => !slot.available).map((slot) => slot.startsAt));
  });

  it('the account export holds the weekly hours and the slots marked unavailable at events', async () => {
    const { event, a } = await eventWithTwo();
    const me = client(a);
    const before = accountExportSchema.parse(ok<AccountExport>(await me.get('profile/export'))).availability;
    expect(before).toMatchObject({ timeZone: null, ownWeeklyHours: false, unavailableAtEvents: [] });
    expect(before.weeklyHours).toHaveLength(5);
    const grid = ok<EventAvailability>(await me.get(`events/${event.uid}/availability`)).slots;
    ok(await me.put(`events/${event.uid}/availability`, { unavailable: [grid[4]!.startsAt, grid[0]!.startsAt] }));
    ok(await me.put('availability', { days: [{ weekday: 7, ranges: [{ start: '10:00', end: '12:00' }] }] }));
    expect(accountExportSchema.parse(ok<AccountExport>(await me.get('profile/export'))).availability).toEqual({
      timeZone: null,
      ownWeeklyHours: true,
      weeklyHours: [{ weekday: 7, start: '10:00', end: '12:00' }],
      unavailableAtEvents: [{ eventUid: event.uid, eventTitle: event.title, slotStarts: [grid[0]!.startsAt, grid[4]!.startsAt] }],
    });
  });

  it('404 for an unknown or draft event, 403 not_participant for someone who is not an approved participant', async () => {
    const { event } = await eventWithTwo();
    const stranger = client(await signedInUser(t));
    expectProblem(await stranger.get(`events/${event.uid}/availability`), 403, 'not_participant');
    expectProblem(await stranger.put(`events/${event.uid}/availability`, { unavailable: [] }), 403, 'not_participant');
    expectProblem(await stranger.get('events/nope_nope_nope/availability'), 404, 'not_found');
    const draft = await createEvent(t, { organizer: await createOrganizerCompany(t), status: 'draft' });
    expectProblem(await stranger.get(`events/${draft.uid}/availability`), 404, 'not_found');
  });
});

describe('slots free for both: GET people/{uid}/slots', () => {
  it('the event’s grid minus the invitee’s unavailable slots and both people’s held times, in the event’s zone', async () => {
    const { event, a, b } = await eventWithTwo();
    const bClient = client(b);
    const grid = ok<EventAvailability>(await bClient.get(`events/${event.uid}/availability`)).slots.map((slot) => slot.startsAt);
    ok(await bClient.put(`events/${event.uid}/availability`, { unavailable: [grid[1]] }));
    const someone = await createPerson(t);
    await hold(a.id, someone.id, new Date(grid[3]!), 30); // the requester's own request elsewhere
    await hold(b.id, someone.id, new Date(new Date(grid[6]!).getTime() + 15 * MIN), 30); // the invitee's, across two slots
    const answer = freeSlotsSchema.parse(ok<FreeSlots>(await client(a).get(`people/${b.uid}/slots?event=${event.uid}`)));
    expect(answer).toMatchObject({ timeZone: 'Europe/Warsaw', slotMinutes: 30 });
    expect(answer.slots.map((slot) => slot.startsAt)).toEqual(grid.filter((_, i) => ![1, 3, 6, 7].includes(i)));
    const limited = ok<FreeSlots>(await client(a).get(`people/${b.uid}/slots?event=${event.uid}&limit=2`));
    expect(limited.slots.map((slot) => slot.startsAt)).toEqual([grid[0], grid[2]]);
    // Asked the other way round, B's unavailable slot is free (it is A's availability that counts now).
    const reverse = ok<FreeSlots>(await client(b).get(`people/${a.uid}/slots?event=${event.uid}`));
    expect(reverse.slots.map((slot) => slot.startsAt)).toContain(grid[1]);
  });

  it('only slots at least 15 minutes ahead (a frozen clock)', async () => {
    // Tomorrow 10:00 UTC: the slot after it (10:30) lies inside the meeting hours at any time of day
    // the test runs (a start near local midnight had no next slot before 00:00 the next day).
    const today = new Date();
    const startsAt = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 10));
    const organizer = await createOrganizerCompany(t);
    const event = await createEvent(t, {
      organizer,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY),
      meetingSlotMinutes: 30,
      meetingDayStart: '00:00',
      meetingDayEnd: '23:59',
    });
    // Both with a company of their own: meetings are between companies (the rules of POST meetings).
    const { user: a, company: aCompany } = await signedInWithCompany(t);
    const bCompany = await createCompanyRecord(t);
    const b = await createPerson(t, { company: bCompany });
    const aId = await userIdByUid(t, a.uid);
    await addVisitor(t, event, await companyByUid(t, aCompany.uid), { person: { id: aId } as never });
    await addVisitor(t, event, bCompany, { person: b });
    const second = new Date(startsAt.getTime() + 30 * MIN);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(startsAt.getTime() - 15 * MIN));
    const exactly = ok<FreeSlots>(await client(a).get(`people/${b.uid}/slots?event=${event.uid}&limit=1`));
    expect(exactly.slots[0]!.startsAt).toBe(startsAt.toISOString());
    vi.setSystemTime(new Date(startsAt.getTime() - 14 * MIN));
    const late = ok<FreeSlots>(await client(a).get(`people/${b.uid}/slots?event=${event.uid}&limit=1`));
    expect(late.slots[0]!.startsAt).toBe(second.toISOString());
    vi.useRealTimers();

    const check = (now: Date, at: Date) => slotCheck(t.db, { requesterId: aId, inviteeId: b.id, eventId: event.id, startsAt: at, now });
    expect(await check(new Date(startsAt.getTime() - 15 * MIN), startsAt)).toMatchObject({ ok: true, slot: { startsAt } });
    expect(await check(new Date(startsAt.getTime() - 14 * MIN), startsAt)).toMatchObject({ ok: false, code: 'too_soon' });
  });

  it('slotCheck: off_grid, outside_meeting_hours, invitee_unavailable, invitee_busy (409), and a slot', async () => {
    const { event, a, b } = await eventWithTwo();
    const grid = ok<EventAvailability>(await client(b).get(`events/${event.uid}/availability`)).slots.map((slot) => new Date(slot.startsAt));
    ok(await client(b).put(`events/${event.uid}/availability`, { unavailable: [grid[2]!.toISOString()] }));
    await hold(b.id, (await createPerson(t)).id, grid[4]!, 30);
    const now = new Date(grid[0]!.getTime() - DAY);
    const check = (at: Date) => slotCheck(t.db, { requesterId: a.id, inviteeId: b.id, eventId: event.id, startsAt: at, now });
    const codeOf = async (at: Date) => {
      const result = await check(at);
      return result.ok ? 'ok' : `${result.error.status} ${result.code}`;
    };
    expect(await codeOf(grid[0]!)).toBe('ok');
    expect(await codeOf(new Date(grid[0]!.getTime() + 5 * MIN))).toBe('422 off_grid');
    expect(await codeOf(new Date(grid[0]!.getTime() - 30 * MIN))).toBe('422 outside_meeting_hours');
    expect(await codeOf(new Date(grid[0]!.getTime() + 10 * DAY))).toBe('422 outside_meeting_hours');
    expect(await codeOf(grid[2]!)).toBe('422 invitee_unavailable');
    expect(await codeOf(grid[4]!)).toBe('409 invitee_busy');
  });

  it('outside events: the invitee’s weekly hours in their zone, 30-minute slots on the hour; their own hours when set', async () => {
    const { user: a } = await signedInWithCompany(t);
    const { user: b } = await signedInWithCompany(t);
    ok(await client(b).put('profile/time-zone', { timeZone: 'Asia/Tokyo' }));
    await t.pool.query('UPDATE users SET public_profile = true WHERE uid = $1', [b.uid]);
    // A Monday 00:00 in Tokyo, at least 2 days ahead.
    const base = new Date(Date.now() + 2 * DAY);
    const tokyoMidnight = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate()) - 9 * 3600_000);
    const monday = new Date(tokyoMidnight.getTime() + ((8 - new Date(tokyoMidnight.getTime() + 9 * 3600_000).getUTCDay()) % 7) * DAY);
    const from = monday.toISOString();
    const to = new Date(monday.getTime() + DAY).toISOString();
    const tokyo = (slot: { startsAt: string }) => new Date(new Date(slot.startsAt).getTime() + 9 * 3600_000).toISOString().slice(11, 16);

    const byDefault = ok<FreeSlots>(await client(a).get(`people/${b.uid}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`));
    expect(byDefault).toMatchObject({ timeZone: 'Asia/Tokyo', slotMinutes: 30 });
    expect(byDefault.slots.map(tokyo)).toEqual(
      Array.from({ length: 16 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
    );

    ok(await client(b).put('availability', { days: [{ weekday: 1, ranges: [{ start: '07:10', end: '08:30' }] }] }));
    const own = ok<FreeSlots>(await client(a).get(`people/${b.uid}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`));
    expect(own.slots.map(tokyo)).toEqual(['07:30', '08:00']);
  });

  it('blocks: the blocked requester sees no slots (neutral); the one who blocked is told to unblock', async () => {
    const { event, a, b } = await eventWithTwo();
    await t.pool.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [b.id, a.id]);
    const blocked = ok<FreeSlots>(await client(a).get(`people/${b.uid}/slots?event=${event.uid}`));
    expect(blocked.slots).toEqual([]);
    expectProblem(await client(b).get(`people/${a.uid}/slots?event=${event.uid}`), 422, 'blocked_by_you');
  });

  it('the rules of POST meetings, with its answers: 400 no_company for a caller without a company, 422 recipient_has_no_company for a person without one once a rule lets the caller reach them', async () => {
    const { event, a, b } = await eventWithTwo();
    // An approved visitor of the event without a company (visitors may take part without one), with a public profile.
    const lone = await signedInUser(t);
    const loneId = await userIdByUid(t, lone.uid);
    await t.pool.query('UPDATE users SET public_profile = true WHERE id = $1', [loneId]);
    await t.pool.query("INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ($1, $2, $3, 'visitor', 'approved')", [
      newUid(),
      event.id,
      loneId,
    ]);
    const grid = ok<EventAvailability>(await client(b).get(`events/${event.uid}/availability`)).slots;
    const request = (from: SignedInUser, to: { uid: string }, eventUid: string | null) =>
      t.app.inject({
        method: 'POST',
        url: api('meetings'),
        headers: from.headers,
        payload: { inviteeUid: to.uid, eventUid, startsAt: grid[3]!.startsAt, place: 'online', onlineUrl: 'https://meet.example.com/x' },
      });
    const both = async (from: SignedInUser, to: { uid: string }, eventUid: string | null, status: number, code: string) => {
      expectProblem(await client(from).get(`people/${to.uid}/slots${eventUid ? `?event=${eventUid}` : ''}`), status, code);
      expectProblem(await request(from, to, eventUid), status, code);
    };
    await both(lone, b, event.uid, 400, 'no_company');
    await both(lone, b, null, 400, 'no_company');
    await both(a, lone, event.uid, 422, 'recipient_has_no_company');
    await both(a, lone, null, 422, 'recipient_has_no_company');
    // A stranger (no rule lets the caller reach them) hears the neutral 403, learning nothing about their company.
    await t.pool.query('UPDATE users SET public_profile = false WHERE id = $1', [loneId]);
    const stranger = await signedInUser(t);
    await both(a, { uid: stranger.uid }, null, 403, 'may_not_request');
    // At an event the person is not at: invitee_not_participant comes first.
    await both(a, { uid: stranger.uid }, event.uid, 422, 'invitee_not_participant');
  });

  it('a draft is not found but by its organizer’s members (422 event_not_open to them), as POST meetings answers', async () => {
    const { a, b } = await eventWithTwo();
    const organizer = await createOrganizerCompany(t);
    const draft = await createEvent(t, { organizer, status: 'draft' });
    expectProblem(await client(a).get(`people/${b.uid}/slots?event=${draft.uid}`), 404, 'not_found');
    const member = { headers: await headersOf((await createPerson(t, { company: organizer })).id) } as SignedInUser;
    expectProblem(await client(member).get(`people/${b.uid}/slots?event=${draft.uid}`), 422, 'event_not_open');
  });

  it('places a request may name: a table at an event with tables, the stand of the person’s company there, online; outside events online only', async () => {
    const organizer = await createOrganizerCompany(t);
    const startsAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 4, 10, 6, 0));
    const withTables = await createEvent(t, { organizer, startsAt, meetingTables: 4 });
    const withoutTables = await createEvent(t, { organizer, startsAt });
    const { user: visitor, company } = await signedInWithCompany(t);
    const visitorId = await userIdByUid(t, visitor.uid);
    const exhibitorCompany = await createCompanyRecord(t);
    const exhibitor = await createPerson(t, { company: exhibitorCompany });
    const noStandCompany = await createCompanyRecord(t);
    const noStand = await createPerson(t, { company: noStandCompany });
    for (const event of [withTables, withoutTables]) {
      await addVisitor(t, event, await companyByUid(t, company.uid), { person: { id: visitorId } as never });
      await addExhibitor(t, event, exhibitorCompany, { person: exhibitor, stand: 'B12' });
      await addExhibitor(t, event, noStandCompany, { person: noStand, stand: null });
    }
    const places = async (person: { uid: string }, eventUid: string | null) => {
      const answer = freeSlotsSchema.parse(ok<FreeSlots>(await client(visitor).get(`people/${person.uid}/slots${eventUid ? `?event=${eventUid}` : ''}`)));
      return { places: answer.places, stand: answer.stand };
    };
    expect(await places(exhibitor, withTables.uid)).toEqual({ places: ['table', 'stand', 'online'], stand: 'B12' });
    expect(await places(noStand, withTables.uid)).toEqual({ places: ['table', 'online'], stand: null });
    expect(await places(exhibitor, withoutTables.uid)).toEqual({ places: ['stand', 'online'], stand: 'B12' });
    expect(await places(exhibitor, null)).toEqual({ places: ['online'], stand: null });
  });

  it('400 for malformed or too long ranges; 404, 403 and 422 for who may meet whom', async () => {
    const { event, a, b } = await eventWithTwo();
    const me = client(a);
    expectFieldError(await me.get(`people/${b.uid}/slots?from=2027-13-01T09:00:00Z`), 'from', 'date_time_invalid');
    expectFieldError(await me.get(`people/${b.uid}/slots?to=next-week`), 'to', 'date_time_invalid');
    expectFieldError(await me.get(`people/${b.uid}/slots?from=2027-05-10T09:00:00Z&to=2027-05-10T09:00:00Z`), 'to', 'date_range_invalid');
    expectFieldError(await me.get(`people/${b.uid}/slots?from=2027-05-10T09:00:00Z&to=2027-05-24T09:00:01Z`), 'to', 'date_range_too_long');
    expectFieldError(await me.get(`people/${b.uid}/slots?limit=0`), 'limit', 'slots_limit_invalid');
    expectFieldError(await me.get(`people/${b.uid}/slots?event=${encodeURIComponent('a b')}`), 'event', 'uid_invalid');
    expectProblem(await me.get(`people/nobody_here/slots`), 404, 'not_found');
    expectProblem(await me.get(`people/${a.uid}/slots`), 422, 'self_meeting');
    expectProblem(await me.get(`people/${b.uid}/slots?event=nope_nope`), 404, 'not_found');
    // Outside events B's profile is private, but they are fellow participants of a published event: may request.
    expect(ok<FreeSlots>(await me.get(`people/${b.uid}/slots`)).timeZone).toBe('Europe/Warsaw');
    const stranger = await createPerson(t);
    expectProblem(await me.get(`people/${stranger.uid}/slots`), 403, 'may_not_request');
    expectProblem(await me.get(`people/${stranger.uid}/slots?event=${event.uid}`), 422, 'invitee_not_participant');
    const { user: outsider } = await signedInWithCompany(t);
    expectProblem(await client(outsider).get(`people/${b.uid}/slots?event=${event.uid}`), 422, 'not_participant');
    const { rows } = await t.pool.query<{ company_id: string }>('SELECT company_id FROM company_members WHERE user_id = $1', [a.id]);
    const colleague = await createPerson(t, { company: { id: Number(rows[0]!.company_id) } as never, publicProfile: true });
    expectProblem(await me.get(`people/${colleague.uid}/slots`), 422, 'same_company');
    const past = await createEvent(t, { organizer: await createOrganizerCompany(t), startsAt: new Date(Date.now() - 3 * DAY), days: 1 });
    expectProblem(await me.get(`people/${b.uid}/slots?event=${past.uid}`), 422, 'event_not_open');
  });
});
