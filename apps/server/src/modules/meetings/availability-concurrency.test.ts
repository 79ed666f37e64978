import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability, EventAvailability } from '@fairhub/shared/availability';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, signedInUser, signedInWithCompany, type SignedInUser } from '../../../test/helpers.ts';
import { ok } from '../../../test/panel-helpers.ts';
import { addVisitor, companyByUid, createEvent, createOrganizerCompany, userIdByUid } from '../../../test/catalogue-fixtures.ts';

// Parallel replacements of one person's availability (docs/decisions.md "Meeting slots and
// availability"): each PUT replaces the whole list in one transaction after locking the row that
// orders them (the user's row for the weekly hours, the participation at an event), so whatever
// the interleaving, the stored list is exactly one of the submitted ones — never rows of two — and
// each answer shows its own list.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PARALLEL = 10;
const ROUNDS = 3;

const put = (user: SignedInUser, path: string, payload: object) => t.app.inject({ method: 'PUT', url: api(path), headers: user.headers, payload });

/** Ten complete weeks, each different on every weekday: any mix of two is none of them. */
function weeks(round: number) {
  return Array.from({ length: PARALLEL }, (_, i) => ({
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      ranges: [
        { start: `0${i}:${round}0`, end: `0${i}:${round}5` },
        { start: `1${i}:00`, end: `1${i}:${weekday * 5 + 10}` },
        ...(i % 2 === 0 ? [{ start: `2${i % 4}:00`, end: `2${i % 4}:30` }] : []),
      ],
    })),
  }));
}

describe('parallel PUT availability by one person', () => {
  it(`of ${PARALLEL} whole weeks at once, exactly one is stored and each answer is its own week (${ROUNDS} rounds)`, async () => {
    const user = await signedInUser(t);
    const userId = await userIdByUid(t, user.uid);
    for (let round = 0; round < ROUNDS; round += 1) {
      const submitted = weeks(round);
      const expected = submitted.map((week) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => week.days.find((day) => day.weekday === weekday)!.ranges));
      const answers = await Promise.all(submitted.map((week) => put(user, 'availability', week)));
      answers.forEach((answer, i) => {
        const shown = ok<Availability>(answer);
        expect(shown.isDefault).toBe(false);
        expect(shown.days.map((day) => day.ranges)).toEqual(expected[i]);
      });
      const stored = ok<Availability>(await t.app.inject({ method: 'GET', url: api('availability'), headers: user.headers }));
      const winner = expected.findIndex((week) => JSON.stringify(week) === JSON.stringify(stored.days.map((day) => day.ranges)));
      expect(winner, JSON.stringify(stored.days)).toBeGreaterThanOrEqual(0);
      // And in the table itself: that week's rows, no more.
      const { rows } = await t.pool.query<{ n: string }>('SELECT count(*) AS n FROM availability_hours WHERE user_id = $1', [userId]);
      expect(Number(rows[0]!.n)).toBe(expected[winner]!.flat().length);
    }
  });

  it('a default week (days: null) racing whole weeks leaves one of them whole', async () => {
    const user = await signedInUser(t);
    const submitted: { days: ReturnType<typeof weeks>[number]['days'] | null }[] = weeks(1).slice(0, PARALLEL - 1);
    submitted.splice(4, 0, { days: null });
    const answers = await Promise.all(submitted.map((week) => put(user, 'availability', week)));
    answers.forEach((answer, i) => expect(ok<Availability>(answer).isDefault).toBe(submitted[i]!.days === null));
    const stored = ok<Availability>(await t.app.inject({ method: 'GET', url: api('availability'), headers: user.headers }));
    const ranges = (days: NonNullable<(typeof submitted)[number]['days']>) =>
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => days.find((day) => day.weekday === weekday)!.ranges);
    const defaultWeek = [...Array(5).fill([{ start: '09:00', end: '17:00' }]), [], []];
    const candidates = submitted.map((week) => (week.days === null ? defaultWeek : ranges(week.days)));
    expect(candidates).toContainEqual(stored.days.map((day) => day.ranges));
    expect(stored.isDefault).toBe(JSON.stringify(stored.days.map((day) => day.ranges)) === JSON.stringify(defaultWeek));
  });
});

describe('parallel PUT events/{uid}/availability by one participant', () => {
  it(`of ${PARALLEL} lists of unavailable slots at once, exactly one is stored and each answer is its own list (${ROUNDS} rounds)`, async () => {
    const organizer = await createOrganizerCompany(t);
    const startsAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 4, 10, 6, 0));
    const event = await createEvent(t, {
      organizer,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 86_400_000 - 6 * 3_600_000),
      meetingSlotMinutes: 30,
      meetingDayStart: '09:00',
      meetingDayEnd: '12:00',
    });
    const { user, company } = await signedInWithCompany(t);
    const userId = await userIdByUid(t, user.uid);
    await addVisitor(t, event, await companyByUid(t, company.uid), { person: { id: userId } as never });
    const grid = ok<EventAvailability>(await t.app.inject({ method: 'GET', url: api(`events/${event.uid}/availability`), headers: user.headers })).slots;
    expect(grid).toHaveLength(12);

    for (let round = 0; round < ROUNDS; round += 1) {
      // Ten different lists of three slots each: rows of two lists together are more than three.
      const lists = Array.from({ length: PARALLEL }, (_, i) => [0, 1, 2].map((k) => grid[(i + round + k * 4) % grid.length]!.startsAt).sort());
      const answers = await Promise.all(lists.map((unavailable) => put(user, `events/${event.uid}/availability`, { unavailable })));
      answers.forEach((answer, i) => {
        const shown = ok<EventAvailability>(answer);
        expect(shown.slots.filter((slot) => !slot.available).map((slot) => slot.startsAt)).toEqual(lists[i]);
      });
      const stored = ok<EventAvailability>(await t.app.inject({ method: 'GET', url: api(`events/${event.uid}/availability`), headers: user.headers }));
      expect(lists).toContainEqual(stored.slots.filter((slot) => !slot.available).map((slot) => slot.startsAt));
      const { rows } = await t.pool.query<{ n: string }>('SELECT count(*) AS n FROM event_unavailable_slots WHERE event_id = $1 AND user_id = $2', [
        event.id,
        userId,
      ]);
      expect(Number(rows[0]!.n)).toBe(3);
    }
  });
});
