import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyParticipation, ParticipantPage, EventStats, MyEventInvitation } from '@fairhub/shared/participation';
import type { MyEventPage } from '@fairhub/shared/my-events';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, bearer, json, login, query } from '../../../test/helpers.ts';
import { loadDemoData } from './demo.service.ts';
import { DEMO_PASSWORD } from '../data/demo.records.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoData(t.ctx)).toBe(true);
}, 60_000);
afterAll(async () => t?.close());

const headersOf = async (email: string) => bearer((await login(t, email, DEMO_PASSWORD)).access_token);
const get = async <T>(path: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: api(path), headers });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};

async function balticComingEvents() {
  const { rows } = await query<{ uid: string }>(
    t,
    `SELECT e.uid FROM events e JOIN companies c ON c.id = e.organizer_id
      WHERE c.name = 'Baltic Expo Center' AND e.status = 'published' AND e.starts_at > now() ORDER BY e.starts_at, e.id LIMIT 3`,
  );
  return rows.map((row) => row.uid);
}

describe('demo participation', () => {
  it('gives the organizer demo login applications to decide: pending visitors and exhibitors, approved ones with stands, rejected ones with a reason', async () => {
    const organizer = await headersOf('organizer@fairhub.test');
    const uids = await balticComingEvents();
    expect(uids).toHaveLength(3);
    const all = await Promise.all(uids.map((uid) => get<ParticipantPage>(`events/mine/${uid}/participants?perPage=100`, organizer)));
    const items = all.flatMap((page) => page.items);
    const count = (role: string, status: string) => items.filter((item) => item.role === role && item.status === status).length;
    expect(count('visitor', 'pending')).toBeGreaterThanOrEqual(6);
    expect(count('exhibitor', 'pending')).toBeGreaterThanOrEqual(4);
    expect(count('visitor', 'approved')).toBeGreaterThanOrEqual(3);
    expect(count('visitor', 'rejected')).toBeGreaterThanOrEqual(1);
    const rejected = items.filter((item) => item.role === 'exhibitor' && item.status === 'rejected');
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    expect(rejected.every((item) => item.reason && item.decidedBy === 'Agnieszka Nowak')).toBe(true);
    const approved = items.filter((item) => item.role === 'exhibitor' && item.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((item) => item.stand)).toBe(true);
    expect(items.some((item) => item.person?.email === 'visitor@fairhub.test' && item.status === 'pending')).toBe(true);

    const stats = await get<EventStats>(`events/mine/${uids[0]}/stats`, organizer);
    expect(stats.queue.pending).toBeGreaterThan(0);
    expect(stats.applicationsPerDay.reduce((sum, day) => sum + day.visitor + day.exhibitor, 0)).toBeGreaterThan(0);
    const invitations = await get<{ total: number }>(`events/mine/${uids[0]}/invitations`, organizer);
    expect(invitations.total).toBe(1);
  });

  it('lets the exhibitor demo login take part: approved with a stand (its member staffing too) and waiting at a Baltic Expo Center event', async () => {
    const { rows } = await query<{ status: string; stand: string | null; staff: string }>(
      t,
      `SELECT x.status, x.stand, (SELECT count(*) FROM participations p WHERE p.exhibitor_id = x.id) AS staff
         FROM exhibitors x JOIN companies c ON c.id = x.company_id WHERE c.name = 'Nordic Metalworks'`,
    );
    expect(rows.filter((row) => row.status === 'approved' && row.stand).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    expect(rows.some((row) => row.status === 'approved' && Number(row.staff) === 2)).toBe(true);

    const member = await headersOf('member@fairhub.test');
    const { rows: pending } = await query<{ uid: string }>(
      t,
      `SELECT e.uid FROM exhibitors x JOIN events e ON e.id = x.event_id JOIN companies c ON c.id = x.company_id
        WHERE c.name = 'Nordic Metalworks' AND x.status = 'pending'`,
    );
    const mine = await get<MyParticipation>(`events/${pending[0]!.uid}/participation`, member);
    expect(mine.exhibitor).toMatchObject({ status: 'pending', staffing: true, company: { name: 'Nordic Metalworks' } });
  });

  it('shows applications waiting on the first page of the organizer’s events, as the panel lists them (latest first, 20 a page)', async () => {
    const organizer = await headersOf('organizer@fairhub.test');
    const page = await get<MyEventPage>('events/mine?role=organizing&perPage=20', organizer);
    expect(page.total).toBeGreaterThan(20);
    // Every coming published event there, from the top of the page.
    const coming = page.items.filter((event) => event.status === 'published' && new Date(event.startsAt).getTime() > Date.now());
    expect(coming.length).toBeGreaterThanOrEqual(10);
    expect(page.items[0]).toBe(coming[0]);
    expect(coming.filter((event) => (event.participants?.applicationsPending ?? 0) === 0).map((event) => event.title)).toEqual([]);
    // Only where registration is open: nobody applies before it opens.
    const { rows } = await query<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM participations p JOIN events e ON e.id = p.event_id
        WHERE p.status = 'pending' AND (e.registration_opens_at > now() OR e.registration_closes_at <= now() OR p.created_at < e.registration_opens_at)`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('has an organizer’s open invitation to exhibit waiting in the exhibitor demo login’s panel, acceptable with its staff', async () => {
    const exhibitor = await headersOf('exhibitor@fairhub.test');
    const { items } = await get<{ items: MyEventInvitation[] }>('event-invitations/mine', exhibitor);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      role: 'exhibitor',
      invitedBy: 'Agnieszka Nowak',
      event: { organizer: { name: 'Baltic Expo Center' } },
      canAccept: { allowed: true, reason: null },
    });
    const { rows } = await query<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'exhibitor@fairhub.test' AND n.kind = 'event_invited'`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    // Both Nordic Metalworks people are free to staff the stand there.
    const { rows: taking } = await query<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM participations p JOIN events e ON e.id = p.event_id JOIN users u ON u.id = p.user_id
        WHERE e.uid = $1 AND u.email IN ('exhibitor@fairhub.test', 'member@fairhub.test')`,
      [items[0]!.event.uid],
    );
    expect(Number(taking[0]!.n)).toBe(0);
  });

  it('keeps every staff member’s status equal to the application’s', async () => {
    const { rows } = await query<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM participations p JOIN exhibitors x ON x.id = p.exhibitor_id WHERE p.status <> x.status OR p.role <> 'exhibitor'`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
