import { hashSecret, newSecretToken } from '../src/lib/random.ts';
import { eventSlots, type TimeSlot } from '../src/modules/meetings/slots.ts';
import { addExhibitor, addVisitor, createCompanyRecord, createEvent, createOrganizerCompany, createPerson, daysFromNow } from './catalogue-fixtures.ts';
import { api, query } from './helpers.ts';
import type { TestApp } from './test-app.ts';

/** Fixtures of the tests around meetings: people signed in without password work, and a published fair with its slot grid. */

export type Headers = Record<string, string>;

export interface Person {
  id: number;
  uid: string;
  headers: { authorization: string };
}

/** A session for a person written straight to the database (no password hashing: fast enough for 100 people). */
export async function signedIn(t: TestApp, user: { id: number; uid: string }): Promise<Person> {
  const token = newSecretToken();
  await query(t, `INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [user.id, hashSecret(token)]);
  return { id: user.id, uid: user.uid, headers: { authorization: `Bearer ${token}` } };
}

/** One request to the API base as the caller with `headers`. */
export function apiCall(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: api(path), headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

interface FairOptions {
  tables?: number;
  title?: string;
}

/**
 * A published event 10 days ahead (Europe/Warsaw, two days, 30-minute slots 09:00–17:00) with
 * `tables` meeting tables, its grid, and a way to add approved participants.
 */
export async function fair(t: TestApp, { tables = 10, title }: FairOptions = {}) {
  const organizer = await createOrganizerCompany(t);
  const start = daysFromNow(10);
  start.setUTCHours(0, 0, 0, 0);
  const event = await createEvent(t, { organizer, startsAt: start, days: 2, meetingTables: tables, ...(title ? { title } : {}) });
  const slots: TimeSlot[] = eventSlots(
    { timeZone: 'Europe/Warsaw', startsAt: event.startsAt, endsAt: event.endsAt, meetingSlotMinutes: 30, meetingDayStart: '09:00', meetingDayEnd: '17:00' },
    event.startsAt,
    event.endsAt,
  );
  /** An approved participant with a company of their own (a visitor, or an exhibitor with a stand — `S{id}` unless given). */
  const participant = async (
    role: 'visitor' | 'exhibitor' = 'visitor',
    options: { stand?: string | null; firstName?: string; lastName?: string } = {},
  ): Promise<Person> => {
    const company = await createCompanyRecord(t);
    const person = await createPerson(t, {
      company,
      ...(options.firstName ? { firstName: options.firstName } : {}),
      ...(options.lastName ? { lastName: options.lastName } : {}),
    });
    if (role === 'visitor') await addVisitor(t, event, company, { person });
    else await addExhibitor(t, event, company, { person, stand: options.stand === undefined ? `S${person.id}` : options.stand });
    return signedIn(t, person);
  };
  return { event, slots, participant };
}

/** POST meetings from `from` to `to` at `startsAt`, at a table unless `extra` says otherwise. */
export function requestMeeting(t: TestApp, from: Person, to: Person, eventUid: string | null, startsAt: Date | string, extra: Record<string, unknown> = {}) {
  return apiCall(t)('POST', 'meetings', from.headers, {
    inviteeUid: to.uid,
    eventUid,
    startsAt: typeof startsAt === 'string' ? startsAt : startsAt.toISOString(),
    place: 'table',
    ...extra,
  });
}

/**
 * The fixtures bound to a test file's app, which its beforeAll creates (hence the getter):
 * `const { call, signedIn, fair, request } = meetingKit(() => t);`
 */
export function meetingKit(app: () => TestApp) {
  return {
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers: Headers, payload?: unknown) => apiCall(app())(method, path, headers, payload),
    signedIn: (user: { id: number; uid: string }) => signedIn(app(), user),
    fair: (options?: FairOptions) => fair(app(), options),
    request: (from: Person, to: Person, eventUid: string | null, startsAt: Date | string, extra?: Record<string, unknown>) =>
      requestMeeting(app(), from, to, eventUid, startsAt, extra),
  };
}
