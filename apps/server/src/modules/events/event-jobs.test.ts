import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { query } from '../../../test/helpers.ts';
import { createEvent, createOrganizerCompany, daysFromNow } from '../../../test/catalogue-fixtures.ts';
import { FINISH_EVENTS_JOB, finishEndedEventsSweep } from './event-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS: 'true' });
});
afterAll(async () => t?.close());

const statusOf = async (id: number) => (await query<{ status: string }>(t, 'SELECT status FROM events WHERE id = $1', [id])).rows[0]?.status;
const HOUR = 3_600_000;

describe('events.finish', () => {
  it('finishes published events once their end has passed, on a given clock; drafts and cancelled events stay; a second sweep does nothing', async () => {
    const organizer = await createOrganizerCompany(t);
    const startsAt = daysFromNow(400);
    const endsAt = new Date(startsAt.getTime() + 2 * 24 * HOUR);
    const published = await createEvent(t, { organizer, startsAt, endsAt });
    const draft = await createEvent(t, { organizer, startsAt, endsAt, status: 'draft' });
    const cancelled = await createEvent(t, { organizer, startsAt, endsAt, status: 'cancelled', cancelReason: 'No hall' });

    // Before the end (the clock one hour before it): nothing happens.
    expect(await finishEndedEventsSweep(t.db, new Date(endsAt.getTime() - HOUR))).toBe(0);
    expect(await statusOf(published.id)).toBe('published');
    // Exactly at the end it is still on.
    await finishEndedEventsSweep(t.db, endsAt);
    expect(await statusOf(published.id)).toBe('published');
    // One minute after: finished.
    const later = new Date(endsAt.getTime() + 60_000);
    expect(await finishEndedEventsSweep(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(published.id)).toBe('finished');
    expect(await statusOf(draft.id)).toBe('draft');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    expect(await finishEndedEventsSweep(t.db, later)).toBe(0);
  });

  it('is scheduled every five minutes and finishes ended events when it runs', async () => {
    const { rows } = await query<{ cron: string }>(t, 'SELECT cron FROM pgboss.schedule WHERE name = $1', [FINISH_EVENTS_JOB]);
    expect(rows).toEqual([{ cron: '*/5 * * * *' }]);
    const organizer = await createOrganizerCompany(t);
    const ended = await createEvent(t, { organizer, startsAt: daysFromNow(-3), days: 1 });
    const coming = await createEvent(t, { organizer, startsAt: daysFromNow(3), days: 1 });
    // A scheduled run may already be waiting (the job is exclusive: then this send is dropped); either way one runs now.
    await t.ctx.jobs.send(FINISH_EVENTS_JOB);
    await expect.poll(() => statusOf(ended.id), { timeout: 10_000, interval: 50 }).toBe('finished');
    expect(await statusOf(coming.id)).toBe('published');
  });
});
